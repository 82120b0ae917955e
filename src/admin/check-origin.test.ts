import { describe, expect, it } from 'vitest';
import { checkOrigin } from './check-origin.ts';

describe('checkOrigin', () => {
  const listed = ['https://school.example'];

  it('takes an origin as the browser writes it, trimmed and without a trailing slash', () => {
    expect(checkOrigin(' https://games.example:8443/ ', listed)).toEqual({ origin: 'https://games.example:8443' });
    expect(checkOrigin('http://localhost:8788', listed)).toEqual({ origin: 'http://localhost:8788' });
  });

  it('names the part that is wrong', () => {
    expect(checkOrigin('   ', listed)).toEqual({ problem: 'empty' });
    expect(checkOrigin('school.example', listed)).toEqual({ problem: 'notAddress' });
    expect(checkOrigin('ftp://school.example', listed)).toEqual({ problem: 'scheme' });
    expect(checkOrigin('localhost:3000', listed)).toEqual({ problem: 'scheme' });
    expect(checkOrigin('https://school.example/page', listed)).toEqual({ problem: 'path' });
    expect(checkOrigin('https://school.example?x=1', listed)).toEqual({ problem: 'path' });
    expect(checkOrigin('https://school.example#top', listed)).toEqual({ problem: 'path' });
    expect(checkOrigin('https://School.Example', [])).toEqual({
      problem: 'notExact',
      suggestion: 'https://school.example',
    });
    expect(checkOrigin('https://games.example:443', listed)).toEqual({
      problem: 'notExact',
      suggestion: 'https://games.example',
    });
    expect(checkOrigin('https://school.example/', listed)).toEqual({ problem: 'listed' });
  });
});
