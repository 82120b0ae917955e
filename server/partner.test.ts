import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KIT_ORIGIN_MARK, partnerApp } from './partner.ts';

const demo = mkdtempSync(join(tmpdir(), 'tj-demo-'));
writeFileSync(join(demo, 'index.html'), `<script type="module" src="${KIT_ORIGIN_MARK}/kit/tj-kit.js"></script>`);
writeFileSync(join(demo, 'game-frame.html'), `<p>${KIT_ORIGIN_MARK}</p>`);
afterAll(() => rmSync(demo, { recursive: true, force: true }));

const app = partnerApp({ demoDir: demo, kitOrigin: (pageUrl) => `http://${pageUrl.hostname}:8787` });
const get = (path: string) => app.request(`http://school.test${path}`);

describe('partnerApp', () => {
  it('serves the partner page at / with the kit origin written into its script tag', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe('<script type="module" src="http://school.test:8787/kit/tj-kit.js"></script>');
  });

  it('serves every page of the folder by name', async () => {
    expect(await (await get('/game-frame.html')).text()).toBe('<p>http://school.test:8787</p>');
  });

  it('answers 404 for missing pages and for anything outside the folder', async () => {
    for (const path of ['/missing.html', '/../package.json', '/%2e%2e/package.json', '/sub/index.html', '/x.js']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
