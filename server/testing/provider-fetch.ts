// Test support: a fetch that serves recorded answers (fixtures/) instead of the network, and fetches that hang or
// fail, so every provider test runs offline.
import { readFileSync } from 'node:fs';
import type { ProviderContext, ProviderFetch } from '../providers/provider.ts';

/** A recorded answer of server/providers/fixtures/, as text. */
export function fixture(name: string): string {
  return readFileSync(new URL(`../providers/fixtures/${name}`, import.meta.url), 'utf8');
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

/**
 * The recorded answer of each media service (YouTube, Adzuna, X, Sketchfab, Open Library, Internet Archive,
 * Crossref) for the search it was recorded for; undefined for any other address.
 */
export function mediaRecording(url: URL): Served | undefined {
  switch (url.hostname) {
    case 'www.googleapis.com':
      return {
        body: fixture(
          url.pathname.endsWith('/search') ? 'youtube-search-tomato.json' : 'youtube-videos-content-details.json',
        ),
      };
    case 'api.adzuna.com':
      return { body: fixture('adzuna-search-development-engineer.json') };
    case 'api.x.com':
      return { body: fixture('twitter-recent-search-python.json') };
    case 'api.sketchfab.com':
      // The recording is one model record: the search answer's envelope is put around it (fixtures/README.md).
      return { body: JSON.stringify({ results: [fixtureJson('sketchfab-model-staircase.json')], next: null }) };
    case 'openlibrary.org':
      return { body: fixture('openlibrary-search-atwood.json') };
    case 'archive.org':
      return { body: fixture('archive-advancedsearch-dune.json') };
    case 'api.crossref.org':
      return { body: fixture('crossref-works-artificial-intelligence-education.json') };
    default:
      return undefined;
  }
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
