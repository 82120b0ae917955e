import { describe, expect, it } from 'vitest';
import { createOriginPolicy, embeddingOrigin, toOrigin } from './origins.ts';

describe('toOrigin', () => {
  it('normalises an origin, with or without a trailing slash', () => {
    expect(toOrigin('https://School.Example')).toBe('https://school.example');
    expect(toOrigin('http://127.0.0.1:8788/')).toBe('http://127.0.0.1:8788');
    expect(toOrigin('https://school.example:443')).toBe('https://school.example');
  });

  it('refuses anything that is not exactly an http(s) origin', () => {
    for (const value of [
      '*',
      'null',
      '',
      'school.example',
      'https://school.example/path',
      'https://school.example/?q=1',
      'https://user:pw@school.example',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,hi',
    ]) {
      expect(toOrigin(value), value).toBeNull();
    }
  });
});

describe('createOriginPolicy', () => {
  const policy = createOriginPolicy([
    'http://127.0.0.1:8788',
    'http://localhost:8788/',
    'https://school.example',
    '*',
    'https://bad.example/page',
  ]);

  it('allows exactly the configured origins', () => {
    expect(policy.allows('http://127.0.0.1:8788')).toBe(true);
    expect(policy.allows('http://localhost:8788')).toBe(true);
    expect(policy.allows('https://school.example')).toBe(true);
    expect(policy.origins).toEqual(['http://127.0.0.1:8788', 'http://localhost:8788', 'https://school.example']);
  });

  it('allows no other origin: other port, scheme, subdomain, suffix, opaque or missing', () => {
    for (const origin of [
      'http://127.0.0.1:8787',
      'https://127.0.0.1:8788',
      'http://school.example',
      'https://www.school.example',
      'https://school.example.evil.test',
      'https://evilschool.example',
      'null',
      '*',
      '',
      null,
      undefined,
    ]) {
      expect(policy.allows(origin), String(origin)).toBe(false);
    }
  });

  it('ignores a wildcard or an entry with a path instead of widening the list', () => {
    expect(policy.ignored).toEqual(['*', 'https://bad.example/page']);
    expect(policy.allows('https://bad.example')).toBe(false);
  });

  it('an empty list allows nothing', () => {
    expect(createOriginPolicy([]).allows('http://localhost:8788')).toBe(false);
  });
});

describe('embeddingOrigin', () => {
  it('prefers the first ancestor origin', () => {
    expect(
      embeddingOrigin({
        ancestorOrigins: ['http://127.0.0.1:8788', 'https://top.example'],
        referrer: 'https://x.test/',
      }),
    ).toBe('http://127.0.0.1:8788');
  });

  it('else takes the origin of the referrer', () => {
    expect(embeddingOrigin({ ancestorOrigins: [], referrer: 'https://school.example/science/week?x=1' })).toBe(
      'https://school.example',
    );
  });

  it('is null when nothing tells', () => {
    expect(embeddingOrigin({})).toBeNull();
    expect(embeddingOrigin({ referrer: 'not a url' })).toBeNull();
    expect(embeddingOrigin({ ancestorOrigins: ['null'] })).toBeNull();
  });
});
