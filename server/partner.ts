import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';

export type PartnerOptions = {
  /** The folder of partner pages (`embed-demo/`). */
  demoDir: string;
  /** The origin that serves the kit, for the page at this URL (so a page reached by any host name finds it). */
  kitOrigin: (pageUrl: URL) => string;
};

/** Written in the pages where the kit's origin goes, e.g. `src="{{KIT_ORIGIN}}/kit/tj-kit.js"`. */
export const KIT_ORIGIN_MARK = '{{KIT_ORIGIN}}';

/** Serves the partner demo pages on their own origin, as a school's site would, pointing at the kit's origin. */
export function partnerApp({ demoDir, kitOrigin }: PartnerOptions): Hono {
  const app = new Hono();
  // One path segment, letters, digits and dashes only: no way out of demoDir.
  app.get('/:page{[\\w-]+\\.html}?', async (c) => {
    const file = join(demoDir, c.req.param('page') ?? 'index.html');
    const page = await readFile(file, 'utf8').catch(() => undefined);
    if (page === undefined) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(page.replaceAll(KIT_ORIGIN_MARK, kitOrigin(new URL(c.req.url))));
  });
  return app;
}
