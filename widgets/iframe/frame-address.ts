// Whether the Iframe widget may show an address: only http(s) pages of the sites its server allows (IFRAME_ORIGINS).

export type FrameAddress =
  | { readonly kind: 'allowed'; readonly url: string; readonly origin: string }
  | { readonly kind: 'notAllowed'; readonly origin: string }
  | { readonly kind: 'invalid' };

export function checkFrameAddress(raw: string, allowedOrigins: readonly string[]): FrameAddress {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'invalid' };
  return allowedOrigins.includes(url.origin)
    ? { kind: 'allowed', url: url.href, origin: url.origin }
    : { kind: 'notAllowed', origin: url.origin };
}

/**
 * The frame may run its scripts, send its forms and open pop-ups (a simulation's help, a sign-in), never navigate this
 * page. It keeps its own origin (its cookies, its storage) unless it is this page's origin: scripts and the same
 * origin together could lift the sandbox off.
 */
export function sandboxFor(frameOrigin: string, pageOrigin: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return frameOrigin === pageOrigin ? base : `${base} allow-same-origin`;
}
