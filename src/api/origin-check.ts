// A browser fails a call that CORS refuses exactly as it fails a call to a server that is down: no answer, a
// TypeError. To tell the learner which it is, a page on another origin than the API's asks the server's origin check
// (GET /origin-check, open to every origin, without credentials) whether this page's origin is allowed.
import { endpoints } from '../contract/endpoints.ts';
import { originCheckSchema } from '../contract/origins.ts';

export interface OriginCheckOptions {
  /** The API's base URL, as the client has it. */
  readonly baseUrl: string;
  /** The origin of the page that calls (location.origin). */
  readonly pageOrigin: string | undefined;
  readonly fetch: typeof fetch;
}

/** The page's origin when the server says it may not call; undefined when it may, or the server did not say. */
export async function refusedOrigin({ baseUrl, pageOrigin, fetch }: OriginCheckOptions): Promise<string | undefined> {
  // The API's own pages are never refused: their failed call is the server's.
  if (pageOrigin === undefined || pageOrigin === new URL(baseUrl).origin) return undefined;
  try {
    const answer = await fetch(`${baseUrl}${endpoints['origins.check'].path}`, {
      credentials: 'omit',
      headers: { accept: 'application/json' },
    });
    const check = originCheckSchema.safeParse(answer.ok ? await answer.json() : undefined);
    return check.success && !check.data.allowed ? pageOrigin : undefined;
  } catch {
    return undefined;
  }
}
