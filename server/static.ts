import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';

export type StaticOptions = {
  /** The build output folder (`vite build`): `host/index.html` and `kit/`. */
  distDir: string;
};

/**
 * The files in kit/ without a content hash: the loader, and the developer's kit beside it (widgets/kit-api). Partners
 * link them by name, so caches must revalidate them.
 */
const UNHASHED = new Set(['/kit/tj-kit.js', '/kit/custom-elements.json', '/kit/tj-kit.d.ts', '/kit/tj-kit-react.d.ts']);
const REVALIDATE = 'no-cache';
const FOREVER = 'public, max-age=31536000, immutable';

/** A host route (served the host page) is any GET path outside kit/ and api/ whose last segment has no dot. */
const isHostRoute = (path: string) => !/^\/(kit|api)(\/|$)/.test(path) && !/\.[^/]*$/.test(path);

/** What partner pages frame (the host's pages) or embed (the kit's files). */
export const isFramedPath = (path: string) => path.startsWith('/kit/') || isHostRoute(path);

/** Serves the built host app and the partner kit from `distDir`. */
export function staticApp({ distDir }: StaticOptions): Hono {
  // serveStatic resolves its root against the working directory.
  const root = relative(process.cwd(), distDir) || '.';
  const hostPage = serveStatic({ root, path: 'host/index.html' });

  const app = new Hono();
  app.use(compress(), etag());
  // Partner pages on any origin import the loader and its chunks as module scripts, which are fetched with CORS.
  app.use('/kit/*', cors());
  // TypeScript declarations, readable in a browser tab (serveStatic takes any .ts for video/mp2t).
  app.use('/kit/*', async (c, next) => {
    await next();
    if (c.req.path.endsWith('.d.ts') && c.res.ok) c.res.headers.set('Content-Type', 'text/plain; charset=utf-8');
  });
  app.get(
    '/kit/*',
    serveStatic({
      root,
      // The build's file.br (vite.config.ts) to a browser that accepts brotli; compress() gzips the rest.
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', UNHASHED.has(c.req.path) ? REVALIDATE : FOREVER),
    }),
  );
  app.get('*', (c, next) => {
    if (!isHostRoute(c.req.path)) return next();
    c.header('Cache-Control', REVALIDATE);
    return hostPage(c, next);
  });
  return app;
}
