import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const SELF = "'self'";

/**
 * What the workspace and the kit load: their own scripts only (the built host page has no inline script), styles
 * also inline (React and the widgets set style attributes), pictures and media from any https source (Wikipedia,
 * video thumbnails, avatars), the graph layout worker from a blob: bootstrap (src/graph-view/layout-worker.ts).
 */
function appDirectives(extra: readonly string[]) {
  const withExtra = (...sources: string[]) => [...sources, ...extra];
  return {
    defaultSrc: withExtra(SELF),
    // WebAssembly may be compiled (the AR Viewer's Draco and KTX2 model decoders); scripts stay our own files only.
    scriptSrc: withExtra(SELF, "'wasm-unsafe-eval'"),
    styleSrc: withExtra(SELF, "'unsafe-inline'"),
    imgSrc: withExtra(SELF, 'data:', 'blob:', 'https:'),
    mediaSrc: withExtra(SELF, 'blob:', 'https:'),
    fontSrc: withExtra(SELF, 'data:'),
    // The AR Viewer fetches the model it shows (widgets/ar-viewer): a file the learner picked on their device (blob:)
    // or a school's model at its https address. Pictures may come from any https source already, so this opens no
    // new way out for what a page holds.
    connectSrc: withExtra(SELF, 'blob:', 'https:'),
    workerSrc: withExtra(SELF, 'blob:'),
    frameSrc: withExtra(SELF, 'https:'),
    objectSrc: ["'none'"],
    baseUri: [SELF],
    formAction: [SELF],
  };
}

/** Headers every answer carries; `frameAncestors` lists who may frame it ("'none'": nobody). */
function headers(frameAncestors: readonly string[], extraSources: readonly string[] = []): MiddlewareHandler {
  const framedByNobody = frameAncestors.length === 1 && frameAncestors[0] === "'none'";
  return secureHeaders({
    contentSecurityPolicy: { ...appDirectives(extraSources), frameAncestors: [...frameAncestors] },
    // frame-ancestors decides; X-Frame-Options cannot name several origins, so it only doubles a plain refusal.
    xFrameOptions: framedByNobody ? 'DENY' : false,
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Kit files and the API are fetched from partner origins (with CORS): no same-origin resource policy.
    crossOriginResourcePolicy: false,
    // A partner page or Google's sign-in may open the workspace; the workspace opens no one.
    crossOriginOpenerPolicy: false,
  });
}

export interface SecurityHeaderOptions {
  /** Origins of the partner pages that may frame the workspace, as they are now (server/partner-origins.ts). */
  partnerOrigins: () => Promise<readonly string[]>;
  /** Paths meant to be framed or embedded by partner pages: the workspace's pages and the kit's files. */
  isFramed: (path: string) => boolean;
}

/**
 * The host origin's headers: its own pages and kit files may be framed by itself and the partners, nothing else.
 * The partner list may change while the server runs: the headers are made again when it does.
 */
export function hostSecurityHeaders({ partnerOrigins, isFramed }: SecurityHeaderOptions): MiddlewareHandler {
  const notFramed = headers(["'none'"]);
  let framed = { for: [] as readonly string[], headers: headers([SELF]) };
  return async (c, next) => {
    if (!isFramed(c.req.path)) return notFramed(c, next);
    const origins = await partnerOrigins();
    // The list is the same array until it changes (partner-origins.ts keeps it).
    if (framed.for !== origins) framed = { for: origins, headers: headers([SELF, ...origins]) };
    return framed.headers(c, next);
  };
}

/**
 * A partner page's headers: it loads the kit (scripts, API calls, a framed workspace) from the kit's origin, and only
 * the partner's own pages may frame it (the school page frames its game page).
 */
export function partnerSecurityHeaders(kitOrigin: string): MiddlewareHandler {
  return headers([SELF], [kitOrigin]);
}
