// Test support: a fetch that serves recorded answers (fixtures/) instead of the network, and fetches that hang or
// fail, so every provider test runs offline.
import { readFileSync } from 'node:fs';
import type { ProviderContext, ProviderFetch } from './provider.ts';

/** A recorded answer of fixtures/, as text. */
export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

/** A recorded JSON answer, parsed, for tests that derive a variation of it. */
export function fixtureJson<T = unknown>(name: string): T {
  return JSON.parse(fixture(name)) as T;
}

export interface Served {
  status?: number;
  body: string;
}

export interface Call {
  url: URL;
  headers: Headers;
}

/** A fetch answering each request with what `route` serves for its URL, and the calls it received. */
export function servingFetch(route: (url: URL) => Served): { fetch: ProviderFetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: ProviderFetch = async (input, init) => {
    init?.signal?.throwIfAborted();
    const url = new URL(String(input));
    calls.push({ url, headers: new Headers(init?.headers) });
    const { status = 200, body } = route(url);
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

/** A fetch that never answers: it ends only when its signal aborts, as a real request does. */
export const hangingFetch: ProviderFetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** A fetch whose connection fails, as undici reports it. */
export const failingFetch: ProviderFetch = async () => {
  throw new TypeError('fetch failed');
};

export function testContext(fetch: ProviderFetch, timeoutMs = 2_000): ProviderContext {
  return { fetch, timeoutMs, userAgent: 'Thoughtkit/test (+http://localhost)' };
}
