// The origin allow-list: which partner pages may exchange messages with the kit. It comes from configuration
// (the server's PARTNER_ORIGINS, read by the page from /host-config.json), never from the other window.

/** An exact http(s) origin such as "https://school.example", or null for anything else (paths, "*", "null"). */
export function toOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A configured entry names an origin; one with a path, query or credentials is a mistake, not an origin.
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    return null;
  }
  return url.origin;
}

export interface OriginPolicy {
  /** The allowed origins, normalised. */
  readonly origins: readonly string[];
  /** Entries of the configuration that are not origins; they allow nothing. */
  readonly ignored: readonly string[];
  allows(origin: string | null | undefined): boolean;
}

/** Exact matches only: no wildcard, no "any subdomain", and the opaque origin "null" is never allowed. */
export function createOriginPolicy(configured: readonly string[]): OriginPolicy {
  const origins: string[] = [];
  const ignored: string[] = [];
  for (const entry of configured) {
    const origin = toOrigin(entry);
    if (origin === null) ignored.push(entry);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  const allowed = new Set(origins);
  return {
    origins,
    ignored,
    allows: (origin) => typeof origin === 'string' && allowed.has(origin),
  };
}

/** What a framed page can know about the page that embeds it. */
export interface EmbeddingHints {
  /** location.ancestorOrigins (Chromium, WebKit): the embedding page's origin first. */
  readonly ancestorOrigins?: ArrayLike<string> | undefined;
  /** document.referrer: the embedding page's URL (or origin) when the frame was first loaded. */
  readonly referrer?: string | undefined;
}

/**
 * The origin of the embedding page, as far as this frame can tell, or null. Only a candidate: the browser still
 * delivers a message posted with this origin as targetOrigin only if the parent really has it.
 */
export function embeddingOrigin({ ancestorOrigins, referrer }: EmbeddingHints): string | null {
  const fromAncestors = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins[0] : undefined;
  if (fromAncestors !== undefined) return toOrigin(fromAncestors);
  if (!referrer) return null;
  try {
    return toOrigin(new URL(referrer).origin);
  } catch {
    return null;
  }
}
