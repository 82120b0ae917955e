import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { staticApp } from './static.ts';

const dist = mkdtempSync(join(tmpdir(), 'tj-dist-'));
mkdirSync(join(dist, 'host'));
mkdirSync(join(dist, 'kit'));
writeFileSync(join(dist, 'host/index.html'), '<!doctype html><title>host page</title>');
writeFileSync(join(dist, 'kit/tj-kit.js'), 'import("./detail-Ab12Cd34.js");');
writeFileSync(join(dist, 'kit/custom-elements.json'), '{"schemaVersion":"2.1.0","modules":[]}');
writeFileSync(join(dist, 'kit/tj-kit.d.ts'), 'export interface TjDetailElement extends HTMLElement {}');
writeFileSync(join(dist, 'kit/detail-Ab12Cd34.js'), `export const detail = "${'x'.repeat(2000)}";`);
// As the build writes it (vite.config.ts): the file brotli-compressed beside it.
writeFileSync(
  join(dist, 'kit/detail-Ab12Cd34.js.br'),
  brotliCompressSync(`export const detail = "${'x'.repeat(2000)}";`),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = staticApp({ distDir: dist });
const get = (path: string, headers?: HeadersInit) => app.request(`http://localhost${path}`, { headers });

describe('staticApp', () => {
  it('serves the host page at / and at host routes, revalidated on every visit', async () => {
    for (const path of ['/', '/widget/detail', '/notes/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('host page');
    }
  });

  it('serves the loader to any origin under its stable name, revalidated', async () => {
    const res = await get('/kit/tj-kit.js', { Origin: 'http://school.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('detail-Ab12Cd34.js');
  });

  it("serves the kit's manifest and typings beside the loader to any origin, revalidated", async () => {
    const manifest = await get('/kit/custom-elements.json', { Origin: 'http://school.example' });
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ schemaVersion: '2.1.0', modules: [] });
    const typings = await get('/kit/tj-kit.d.ts', { Origin: 'http://school.example' });
    expect(typings.headers.get('access-control-allow-origin')).toBe('*');
    expect(typings.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(typings.headers.get('cache-control')).toBe('no-cache');
    expect(await typings.text()).toContain('TjDetailElement');
  });

  it('lets caches keep hashed chunks for good, compressed when asked', async () => {
    const res = await get('/kit/detail-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the build’s brotli file to a browser that accepts brotli', async () => {
    const res = await get('/kit/detail-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(`export const detail = "${'x'.repeat(2000)}";`);
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await get('/kit/tj-kit.js');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await get('/kit/tj-kit.js', { 'If-None-Match': tag ?? '' });
    expect(again.status).toBe(304);
  });

  it('answers 404, not the host page, for missing files, API paths and escapes', async () => {
    for (const path of ['/kit/missing.js', '/kit/sub', '/api/v1/notes', '/favicon.ico', '/kit/../host/index.html']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('host page');
    }
  });
});
