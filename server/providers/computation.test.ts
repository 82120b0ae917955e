import { describe, expect, it } from 'vitest';
import { createComputation } from './computation.ts';
import { fixture, hangingFetch, servingFetch, testContext } from '../testing/provider-fetch.ts';
import { wolframProvider } from './wolfram.ts';

describe('the computational answers', () => {
  it('come from the offline calculator when no Wolfram|Alpha app id is set', async () => {
    expect(await createComputation(undefined).answer('5 km to miles')).toEqual({
      answered: true,
      ans: '3.11 miles',
      engine: 'offline',
      kind: 'unit',
    });
    expect(await createComputation(undefined).answer('population of France')).toEqual({
      answered: false,
      engine: 'offline',
    });
  });

  it("come from Wolfram|Alpha's short answer when it is connected", async () => {
    const { fetch, calls } = servingFetch(() => ({ body: fixture('wolfram-short-answer-distance.txt') }));
    const computation = createComputation(wolframProvider(testContext(fetch), 'APP-ID'));
    expect(await computation.answer('How far is Los Angeles from New York?')).toEqual({
      answered: true,
      ans: '2464 miles',
      engine: 'wolfram',
    });
    const url = calls[0]?.url;
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://api.wolframalpha.com/v1/result');
    expect(url?.searchParams.get('appid')).toBe('APP-ID');
    expect(url?.searchParams.get('i')).toBe('How far is Los Angeles from New York?');
  });

  it('fall back to the calculator when Wolfram|Alpha did not understand (HTTP 501)', async () => {
    const { fetch } = servingFetch(() => ({ status: 501, body: fixture('wolfram-not-understood.txt') }));
    const computation = createComputation(wolframProvider(testContext(fetch), 'APP-ID'));
    expect(await computation.answer('solve 2x + 3 = 7')).toEqual({
      answered: true,
      ans: 'x = 2',
      engine: 'offline',
      kind: 'solve',
    });
    expect(await computation.answer('asdfgh qwerty')).toEqual({ answered: false, engine: 'wolfram' });
  });

  it('say Wolfram|Alpha did not answer when it is slow, and answer offline what they can', async () => {
    const computation = createComputation(wolframProvider(testContext(hangingFetch, 20), 'APP-ID'));
    expect(await computation.answer('2 + 2')).toEqual({
      answered: true,
      ans: '4',
      engine: 'offline',
      kind: 'arithmetic',
      unavailable: 'timeout',
    });
    expect(await computation.answer('population of France')).toEqual({
      answered: false,
      engine: 'wolfram',
      unavailable: 'timeout',
    });
  });

  it('report a refused app id', async () => {
    const { fetch } = servingFetch(() => ({ status: 403, body: 'Error 1: Invalid appid' }));
    const computation = createComputation(wolframProvider(testContext(fetch), 'WRONG'));
    expect(await computation.answer('population of France')).toMatchObject({ answered: false, unavailable: 'refused' });
  });
});
