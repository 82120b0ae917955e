// What is wrong with an origin an Admin wrote, checked before it is sent, so the page can say which part to change.
// The rule is the server's (isOrigin, originSchema): this only names the part that breaks it.
import { isOrigin, withoutTrailingSlash } from '../contract/origins.ts';

/**
 * empty: nothing written. notAddress: not an address at all. scheme: not http or https. path: a path, query or
 * fragment after the host. notExact: an address the browser writes otherwise (upper case, a default port, a user
 * name): `suggestion` is how it writes it. listed: already allowed.
 */
export type OriginProblem =
  | { readonly problem: 'empty' | 'notAddress' | 'scheme' | 'path' | 'listed' }
  | { readonly problem: 'notExact'; readonly suggestion: string };

/** The origin as it will be sent (trimmed, a trailing slash dropped), or what is wrong with it. */
export function checkOrigin(written: string, listed: readonly string[]): { readonly origin: string } | OriginProblem {
  const origin = withoutTrailingSlash(written.trim());
  if (origin === '') return { problem: 'empty' };
  if (isOrigin(origin)) return listed.includes(origin) ? { problem: 'listed' } : { origin };
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return { problem: 'notAddress' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: 'scheme' };
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return { problem: 'path' };
  return { problem: 'notExact', suggestion: url.origin };
}
