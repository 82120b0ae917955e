import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KIT_ORIGIN_MARK, partnerApp } from './partner.ts';

const demo = mkdtempSync(join(tmpdir(), 'tj-demo-'));
writeFileSync(join(demo, 'index.html'), `<script type="module" src="${KIT_ORIGIN_MARK}/kit/tj-kit.js"></script>`);
writeFileSync(join(demo, 'game-frame.html'), `<p>${KIT_ORIGIN_MARK}</p>`);
const recipes = mkdtempSync(join(tmpdir(), 'tj-recipes-'));
writeFileSync(join(recipes, 'vue.html'), `<script type="module" src="${KIT_ORIGIN_MARK}/kit/tj-kit.js"></script>`);
writeFileSync(join(recipes, 'vue.runtime-Ab_1.js'), 'export {};');
writeFileSync(join(recipes, 'recipe-Cd2.css'), 'body {}');
mkdirSync(join(recipes, '.vite'));
writeFileSync(join(recipes, '.vite', 'manifest.json'), '{}');
afterAll(() => {
  rmSync(demo, { recursive: true, force: true });
  rmSync(recipes, { recursive: true, force: true });
});

writeFileSync(join(demo, 'add-detail.js'), 'document.title;');
const app = partnerApp({ demoDir: demo, recipesDir: recipes, kitOrigin: 'http://kit.test:8787' });
const get = (path: string) => app.request(`http://school.test${path}`);

describe('partnerApp', () => {
  it('serves the partner page at / with the kit origin written into its script tag', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe('<script type="module" src="http://kit.test:8787/kit/tj-kit.js"></script>');
  });

  it('serves every page and script of the folder by name', async () => {
    expect(await (await get('/game-frame.html')).text()).toBe('<p>http://kit.test:8787</p>');
    const script = await get('/add-detail.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe('document.title;');
  });

  it('serves the built recipes under /recipes/, their scripts and styles by their built names', async () => {
    expect(await (await get('/recipes/vue.html')).text()).toBe(
      '<script type="module" src="http://kit.test:8787/kit/tj-kit.js"></script>',
    );
    expect((await get('/recipes/vue.runtime-Ab_1.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await get('/recipes/recipe-Cd2.css')).headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('sends its pages and scripts compressed to a browser that asks', async () => {
    writeFileSync(join(demo, 'long.html'), `<p>${'Riverside School '.repeat(200)}</p>`);
    const res = await app.request('http://school.test/long.html', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('never takes the kit origin from the Host header', async () => {
    for (const host of ['evil.example', 'x"onerror="alert(1)']) {
      const res = await app.request('http://school.test/', { headers: { host } });
      expect(await res.text(), host).toBe('<script type="module" src="http://kit.test:8787/kit/tj-kit.js"></script>');
    }
  });

  it('escapes the kit origin it writes into the page', async () => {
    const odd = partnerApp({ demoDir: demo, recipesDir: recipes, kitOrigin: 'http://kit.test/"><script>' });
    expect(await (await odd.request('http://school.test/')).text()).toBe(
      '<script type="module" src="http://kit.test/&quot;&gt;&lt;script&gt;/kit/tj-kit.js"></script>',
    );
  });

  it('loads scripts only from itself and the kit origin, none inline, and is framed by its own pages only', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' http://kit.test:8787;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect((await get('/')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for missing pages and for anything outside the folder', async () => {
    const paths = ['/missing.html', '/../package.json', '/%2e%2e/package.json', '/sub/index.html', '/x.js'];
    const recipePaths = ['/recipes/missing.html', '/recipes/..%2f..%2fpackage.json', '/recipes/.vite/manifest.json'];
    for (const path of [...paths, ...recipePaths]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
