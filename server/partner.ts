import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { html } from 'hono/html';
import { partnerSecurityHeaders } from './http/security-headers.ts';

export type PartnerOptions = {
  /** The folder of partner pages (`embed-demo/`). */
  demoDir: string;
  /**
   * The origin that serves the kit: from the settings (KIT_ORIGIN, else PUBLIC_URL's), never from the request,
   * whose Host header anyone can write.
   */
  kitOrigin: string;
};

/** Written in the pages where the kit's origin goes, e.g. `src="{{KIT_ORIGIN}}/kit/tj-kit.js"`. */
export const KIT_ORIGIN_MARK = '{{KIT_ORIGIN}}';

const TYPES = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8' } as const;

/** Serves the partner demo pages on their own origin, as a school's site would, pointing at the kit's origin. */
export function partnerApp({ demoDir, kitOrigin }: PartnerOptions): Hono {
  const app = new Hono();
  app.use(partnerSecurityHeaders(kitOrigin), compress());
  // One path segment, letters, digits and dashes only: no way out of demoDir.
  app.get('/:file{[\\w-]+\\.(html|js)}?', async (c) => {
    const name = c.req.param('file') ?? 'index.html';
    const file = await readFile(join(demoDir, name), 'utf8').catch(() => undefined);
    if (file === undefined) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', name.endsWith('.js') ? TYPES.js : TYPES.html);
    // Escaped, although the settings allow only an origin: nothing written into HTML goes in raw.
    return c.body(file.replaceAll(KIT_ORIGIN_MARK, await html`${kitOrigin}`));
  });
  return app;
}
