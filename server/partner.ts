import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { html } from 'hono/html';
import { partnerSecurityHeaders } from './http/security-headers.ts';

export type PartnerOptions = {
  /** The folder of partner pages (`embed-demo/`). */
  demoDir: string;
  /** The built framework recipes (`dist/recipes/`, from `embed-demo/recipes/`), served under `/recipes/`. */
  recipesDir: string;
  /**
   * The origin that serves the kit: from the settings (KIT_ORIGIN, else PUBLIC_URL's), never from the request,
   * whose Host header anyone can write.
   */
  kitOrigin: string;
};

/** Written in the pages where the kit's origin goes, e.g. `src="{{KIT_ORIGIN}}/kit/tj-kit.js"`. */
export const KIT_ORIGIN_MARK = '{{KIT_ORIGIN}}';

/** The framework recipes (`/recipes/<name>.html`), each opened on an origin of its own, as partners' apps are. */
export const RECIPES = ['plain', 'react', 'vue'] as const;
export type Recipe = (typeof RECIPES)[number];

/** A recipe's own origin: a name under localhost, which browsers resolve to this machine without asking DNS. */
export const recipeOrigin = (recipe: Recipe, partnerPort: number) => `http://${recipe}.localhost:${partnerPort}`;

const TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
} as const;

/** Serves the partner demo pages on their own origin, as a school's site would, pointing at the kit's origin. */
export function partnerApp({ demoDir, recipesDir, kitOrigin }: PartnerOptions): Hono {
  const app = new Hono();
  app.use(partnerSecurityHeaders(kitOrigin), compress());
  const serve = async (dir: string, name: string, type: keyof typeof TYPES) => {
    const file = await readFile(join(dir, name), 'utf8').catch(() => undefined);
    if (file === undefined) return undefined;
    // Escaped, although the settings allow only an origin: nothing written into HTML goes in raw.
    return new Response(file.replaceAll(KIT_ORIGIN_MARK, await html`${kitOrigin}`), {
      headers: { 'Cache-Control': 'no-cache', 'Content-Type': TYPES[type] },
    });
  };
  // One path segment, letters, digits and dashes only: no way out of demoDir.
  app.get('/:file{[\\w-]+\\.(html|js)}?', async (c) => {
    const name = c.req.param('file') ?? 'index.html';
    return (await serve(demoDir, name, name.endsWith('.js') ? 'js' : 'html')) ?? c.notFound();
  });
  // The build names chunks with dots (vue.runtime-…): dots between words, never two in a row, so never `..`.
  app.get('/recipes/:file{[\\w-]+(\\.[\\w-]+)*\\.(html|js|css)}', async (c) => {
    const name = c.req.param('file');
    const type = name.slice(name.lastIndexOf('.') + 1) as keyof typeof TYPES;
    return (await serve(recipesDir, name, type)) ?? c.notFound();
  });
  return app;
}
