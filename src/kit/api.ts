// The page's one API client and the learner's tokens. A partner page on another origin loads the kit's chunks from
// the server that serves the kit, and that same server answers /api/v1; so the client's base is the origin of this
// module's own URL, not the page's. The host page is served by that server too, so it uses this client as well.
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client.ts';
import { locale } from '../preferences/locale.ts';
import { createSessionTokens } from '../session/tokens.ts';
import { storage } from '../storage/storage.ts';

/**
 * The origin a module was served from. Outside a browser (unit tests under node) a module URL is a file: URL,
 * whose origin is "null"; the page's origin, if any, stands in then.
 */
export function kitOrigin(moduleUrl: string): string {
  const origin = new URL(moduleUrl).origin;
  if (origin !== 'null') return origin;
  return globalThis.location?.origin ?? 'http://localhost';
}

export const tokens = createSessionTokens(storage);

/** The page client's settings: a client with its own fetch (an upload that shows its progress) starts from these. */
export const kitApiOptions: ApiClientOptions = {
  baseUrl: `${kitOrigin(import.meta.url)}/api/v1`,
  tokens,
  locale: () => locale.value,
};

export const kitApi: ApiClient = createApiClient(kitApiOptions);
