// Partner origins: the exact origins (scheme, host, optional port; no path) whose pages may call the API and frame
// the workspace. PARTNER_ORIGINS sets the start list; an Admin adds more to the database while the server runs.
import { z } from 'zod';

/** The one shape an origin is written in, as the server's settings and the admin call and command take it. */
export const ORIGIN_RULE = 'must be an origin such as https://school.example (scheme, host, optional port; no path)';

/** The setting an operator lists partner origins in. */
export const PARTNER_ORIGINS_SETTING = 'PARTNER_ORIGINS';

/** `https://school.example/` is taken as `https://school.example`, as a browser writes it in the Origin header. */
export const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/** Whether the value is exactly an http(s) origin, as a browser sends it: `new URL(value).origin === value`. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** An origin as written by an operator: trimmed, a trailing slash dropped, then exact. */
export const originSchema = z
  .string()
  .transform((value) => withoutTrailingSlash(value.trim()))
  .refine(isOrigin, { message: 'server.origins.invalid' });

/**
 * The partner origins an Admin reads and sets: those of PARTNER_ORIGINS (changed only with the settings and a
 * restart) and those added in the database (changed at once, without a restart). Both are allowed.
 */
export const partnerOriginsSchema = z.object({ fromSettings: z.array(z.string()), added: z.array(z.string()) });
export type PartnerOrigins = z.infer<typeof partnerOriginsSchema>;

/**
 * GET /origin-check: whether the origin of the page that asks may call the API. Any origin may ask, without
 * credentials, so a widget on a refused page can tell the refusal from a server that does not answer.
 */
export const originCheckSchema = z.object({ origin: z.string().nullable(), allowed: z.boolean() });
export type OriginCheck = z.infer<typeof originCheckSchema>;
