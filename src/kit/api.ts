// The kit's one API client. A partner page on another origin loads the kit's chunks from the server that serves
// the kit, and that same server answers /api/v1; so the client's host is the origin of this module's own URL, not
// the page's. The host page is served by that server too, so it uses this client as well (host/api.ts).
import { createApiClient, type ApiClient } from './client.ts';

/**
 * The origin a module was served from. Outside a browser (unit tests under node) a module URL is a file: URL,
 * whose origin is "null"; the page's origin, if any, stands in then.
 */
export function kitOrigin(moduleUrl: string): string {
  const origin = new URL(moduleUrl).origin;
  if (origin !== 'null') return origin;
  return globalThis.location?.origin ?? 'http://localhost';
}

export const kitApi: ApiClient = createApiClient({ host: kitOrigin(import.meta.url) });
