import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callService, fetchJson } from './http.ts';
import { ProviderUnavailable } from './provider.ts';
import { failingFetch, hangingFetch, servingFetch, testContext } from '../testing/provider-fetch.ts';

const url = new URL('https://service.example/search?q=dog');
const schema = z.object({ items: z.array(z.string()) });

async function failure(promise: Promise<unknown>): Promise<ProviderUnavailable> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderUnavailable);
  return error as ProviderUnavailable;
}

describe('a request to a service', () => {
  it('sends the User-Agent and the provider headers, and reads the JSON answer', async () => {
    const { fetch, calls } = servingFetch(() => ({ body: '{"items":["dog"],"extra":1}' }));
    const answer = await fetchJson(
      testContext(fetch),
      { provider: 'youtube', url, headers: { Authorization: 'Token t' } },
      schema,
    );
    expect(answer).toEqual({ items: ['dog'] });
    expect(calls[0]?.headers.get('user-agent')).toMatch(/^Thoughtkit\//);
    expect(calls[0]?.headers.get('authorization')).toBe('Token t');
  });

  it('gives up after the timeout, as a timeout', async () => {
    const started = Date.now();
    const error = await failure(callService(testContext(hangingFetch, 30), { provider: 'adzuna', url }));
    expect(error).toMatchObject({ provider: 'adzuna', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('lets the learner cancel: the abort is passed on, not blamed on the service', async () => {
    const controller = new AbortController();
    const pending = callService(testContext(hangingFetch), { provider: 'adzuna', url, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).name).toBe('AbortError');
  });

  it('calls a failed connection unreachable', async () => {
    expect(await failure(callService(testContext(failingFetch), { provider: 'twitter', url }))).toMatchObject({
      reason: 'unreachable',
    });
  });

  it.each([
    [400, 'refused'],
    [401, 'refused'],
    [403, 'refused'],
    [429, 'refused'],
    [500, 'unreachable'],
    [503, 'unreachable'],
    [404, 'invalid'],
  ] as const)('calls HTTP %i %s', async (status, reason) => {
    const { fetch } = servingFetch(() => ({ status, body: '{}' }));
    expect(await failure(callService(testContext(fetch), { provider: 'sketchfab', url }))).toMatchObject({ reason });
  });

  it('reads a status the provider expects (a 404 "no such page") instead of failing', async () => {
    const { fetch } = servingFetch(() => ({ status: 404, body: 'gone' }));
    expect(await callService(testContext(fetch), { provider: 'wikipedia', url, accept: [404] })).toEqual({
      status: 404,
      text: 'gone',
    });
  });

  it('calls an answer that is not JSON, or not of the expected shape, invalid', async () => {
    const notJson = servingFetch(() => ({ body: '<html>maintenance</html>' })).fetch;
    expect(await failure(fetchJson(testContext(notJson), { provider: 'archive', url }, schema))).toMatchObject({
      reason: 'invalid',
    });
    const wrongShape = servingFetch(() => ({ body: '{"items":"dog"}' })).fetch;
    expect(await failure(fetchJson(testContext(wrongShape), { provider: 'archive', url }, schema))).toMatchObject({
      reason: 'invalid',
    });
  });
});
