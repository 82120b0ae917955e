// The one interface every live provider implements, and what the providers share: how they reach the network
// (an injectable fetch, so tests serve recorded answers and never touch the network), how long they may take, and
// the one way they fail.
import type { ProviderFailureReason, ProviderName } from '../../src/contract/providers.ts';

/** The fetch the providers call: the global one in the server, one serving fixtures in tests. */
export type ProviderFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface ProviderContext {
  fetch: ProviderFetch;
  /** The longest wait for one answer of the service. */
  timeoutMs: number;
  /** Sent to services that ask callers to name themselves (Wikimedia, Open Library). */
  userAgent: string;
}

/**
 * A live service behind one call of the API. A provider exists only when its settings are there; `lookup` either
 * answers or throws a ProviderUnavailable (a cancelled request rethrows its AbortError).
 */
export interface LiveProvider<Query, Found> {
  readonly name: ProviderName;
  lookup(query: Query, signal?: AbortSignal): Promise<Found>;
}

/** The server settings that connect each provider, shown when it is not connected. */
export const CONNECT_WITH: Readonly<Record<ProviderName, readonly string[]>> = {
  wikipedia: ['LIVE_LOOKUPS=wikipedia'],
  youtube: ['YOUTUBE_API_KEY'],
  adzuna: ['ADZUNA_APP_ID', 'ADZUNA_APP_KEY'],
  twitter: ['TWITTER_BEARER_TOKEN'],
  sketchfab: ['SKETCHFAB_API_TOKEN'],
  openlibrary: ['LIVE_LOOKUPS=openlibrary'],
  archive: ['LIVE_LOOKUPS=archive'],
  wolfram: ['WOLFRAM_APP_ID'],
  crossref: ['LIVE_LOOKUPS=crossref'],
};

/** Each service's own name, as the learner knows it (names are not translated). */
export const SERVICE_NAMES: Readonly<Record<ProviderName, string>> = {
  wikipedia: 'Wikipedia',
  youtube: 'YouTube',
  adzuna: 'Adzuna',
  twitter: 'X (Twitter)',
  sketchfab: 'Sketchfab',
  openlibrary: 'Open Library',
  archive: 'Internet Archive',
  wolfram: 'Wolfram|Alpha',
  crossref: 'Crossref',
};

/** A configured service gave no usable answer this time. The message for the learner is made from the reason. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly reason: ProviderFailureReason,
    detail: string,
  ) {
    super(`${provider}: ${reason} (${detail})`);
    this.name = 'ProviderUnavailable';
  }
}

/** True when the caller itself cancelled (the learner searched again or left): not the service's failure. */
export function isCancellation(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && !(error instanceof ProviderUnavailable);
}
