import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostConfigSchema } from '../src/contract/host-config.ts';
import { createApp, type HostApp } from './app.ts';
import { loadConfig } from './config.ts';
import { RECIPES, recipeOrigin } from './partner.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { KnowledgeEngine } from './knowledge/engine.ts';
import { testEngine } from './testing/knowledge-engine.ts';
import { createProviders } from './providers/index.ts';

/** The composed host server, in-process, over a real PGlite database and a stand-in build. */
const root = mkdtempSync(join(tmpdir(), 'tk-app-'));
const distDir = join(root, 'dist');
mkdirSync(join(distDir, 'host'), { recursive: true });
mkdirSync(join(distDir, 'kit'));
writeFileSync(join(distDir, 'host/index.html'), '<!doctype html><title>host page</title>');
writeFileSync(join(distDir, 'kit/tj-kit.js'), 'export {};');

/** The origins always allowed with the partner port 9101: the demo page's two names, then the recipes'. */
const DEMO_ORIGINS = [
  'http://127.0.0.1:9101',
  'http://localhost:9101',
  ...RECIPES.map((recipe) => recipeOrigin(recipe, 9101)),
];

const config = (env: NodeJS.ProcessEnv = {}) =>
  loadConfig({ DATA_DIR: join(root, 'data'), PORT: '9100', JWT_SECRET: 's'.repeat(32), ...env });

let db: Database;
let host: HostApp;
let knowledge: KnowledgeEngine;
beforeAll(async () => {
  db = await openDatabase({ dataDir: join(root, 'data') });
  await migrate(db);
  knowledge = await testEngine();
  host = createApp({ config: config(), db, distDir, knowledge, providers: createProviders(config()) });
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(root, { recursive: true, force: true });
});

const request = (path: string, init?: RequestInit) => host.app.request(`http://localhost${path}`, init);
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the host server', () => {
  it('lets widgets on a listed partner origin call the API, and no other origin', async () => {
    const preflight = (origin: string) =>
      request('/api/v1/custom/snippet?word=dog', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'accept-language,authorization',
        },
      });
    const listed = await preflight('http://127.0.0.1:9101');
    expect(listed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9101');
    expect(listed.headers.get('access-control-allow-headers')).toContain('accept-language');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const answer = await request('/api/v1/custom/snippet?word=dog&type=string&lang=en', {
      headers: { origin: 'http://localhost:9101' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:9101');
  });

  it('tells the host page its run-time settings at /host-config.json', async () => {
    const answer = await request('/host-config.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(hostConfigSchema.parse(await answer.json())).toEqual({
      partnerOrigins: DEMO_ORIGINS,
      googleSignIn: false,
      companyName: 'Thoughtkit',
      iframeOrigins: [],
    });
  });

  it('lets the kit on a listed partner page read /host-config.json (its message allow-list), and no other origin', async () => {
    const from = (origin: string) => request('/host-config.json', { headers: { origin } });
    expect((await from('http://127.0.0.1:9101')).headers.get('access-control-allow-origin')).toBe(
      'http://127.0.0.1:9101',
    );
    expect((await from('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says Google sign-in is available once a client is configured, names the footer’s community and company, and the Iframe’s sites', async () => {
    const withGoogle = createApp({
      config: config({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        PARTNER_ORIGINS: 'https://school.example',
        COMMUNITY_URL: 'https://chat.school.example',
        COMPANY_NAME: 'Riverside School',
        IFRAME_ORIGINS: 'https://phet.colorado.edu',
      }),
      db,
      distDir,
      knowledge,
      providers: createProviders(config()),
    });
    const answer = await withGoogle.app.request('http://localhost/host-config.json');
    expect(await answer.json()).toEqual({
      // The demo page's own origins, then the partner listed.
      partnerOrigins: [...DEMO_ORIGINS, 'https://school.example'],
      googleSignIn: true,
      communityUrl: 'https://chat.school.example',
      companyName: 'Riverside School',
      iframeOrigins: ['https://phet.colorado.edu'],
    });
  });

  it('serves the API: sign up, log in, and a library call with the token', async () => {
    const learner = { firstName: 'Ada', username: 'ada', password: 'analytical-1', email: 'ada@example.org' };
    expect((await postJson('/api/v1/auth/signup', learner)).status).toBe(200);
    const login = await postJson('/api/v1/auth/login', { username: 'ada', password: 'analytical-1' });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const bearer = { authorization: `Bearer ${token}` };
    const me = await request('/api/v1/auth/me', { headers: bearer });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'ada' });
    // The library's bearer calls know the caller through the auth area's authenticate.
    const note = await postJson(
      '/api/v1/notes',
      { verb: 'NOTED', value: { note: 'composed' }, actor: 'ada', dataSource: 'tj-client-web' },
      bearer,
    );
    expect(note.status).toBe(200);
  });

  it('serves the knowledge calls from the engine it was given', async () => {
    const answer = await postJson('/api/v1/explore', { query: 'Albert Einstein' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ found: true, term: 'Albert Einstein', language: 'en' });
  });

  it('serves the provider calls; with no provider set up, the card and the videos say they are not connected', async () => {
    const card = await postJson('/api/v1/custom/wikidata', { word: 'Paris', images: true, videos: true });
    expect(card.status).toBe(200);
    expect(await card.json()).toMatchObject({ found: true, summary: { configured: false } });
    const videos = await postJson('/api/v1/custom/youtube-search', { type: 'search', searchObj: { query: 'Paris' } });
    expect(videos.status).toBe(200);
    expect(await videos.json()).toMatchObject({ configured: false });
  });

  it('documents the calls of every area in one OpenAPI document', async () => {
    const document = (await (await request('/api/v1/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/auth/login',
        '/auth/me',
        '/notes',
        '/explore',
        '/custom/snippet/graph',
        '/custom/youtube-search',
      ]),
    );
  });

  it('answers an unknown API call with a JSON message, not the host page', async () => {
    const answer = await request('/api/v1/no-such-call');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toHaveProperty('message');
  });

  it('routes Google sign-in to the auth area, though it looks like a host route', async () => {
    const answer = await request('/auth/google-auth');
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('host page');
  });

  it('serves the host page at the host routes, the auth screens among them, and the kit', async () => {
    for (const path of ['/', '/auth/login', '/auth/reset-password-redirect/abc']) {
      const answer = await request(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text()).toContain('host page');
    }
    expect((await request('/kit/tj-kit.js')).status).toBe(200);
  });

  describe('security headers (issue 8)', () => {
    const cspOf = (answer: Response) => answer.headers.get('content-security-policy') ?? '';

    it.each([
      ['the host page', '/'],
      ['a host route', '/auth/login'],
      ['the kit', '/kit/tj-kit.js'],
      ['an API answer', '/api/v1/openapi.json'],
      ['an API refusal', '/api/v1/auth/me'],
      ['an unknown call', '/api/v1/no-such-call'],
      ['the host settings', '/host-config.json'],
      ['a missing file', '/kit/missing.js'],
    ])('are on every answer: %s', async (_what, path) => {
      const answer = await request(path);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = cspOf(answer);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toMatch(/frame-ancestors [^;]+/);
    });

    it('let the pages and kit files be framed by the host itself and the listed partners only', async () => {
      for (const path of ['/', '/auth/login', '/kit/tj-kit.js']) {
        const answer = await request(path);
        expect(cspOf(answer), path).toContain(`frame-ancestors 'self' ${DEMO_ORIGINS.join(' ')}`);
        expect(answer.headers.get('x-frame-options'), path).toBeNull();
      }
    });

    it('let the host fetch its own API, and a 3D model at an https address for the AR Viewer', async () => {
      expect(cspOf(await request('/'))).toContain("connect-src 'self' blob: https:;");
    });

    it('let nobody frame the API or the settings', async () => {
      for (const path of ['/api/v1/openapi.json', '/host-config.json']) {
        const answer = await request(path);
        expect(cspOf(answer), path).toContain("frame-ancestors 'none'");
        expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      }
    });
  });
});

describe('partner origins an Admin allows while the server runs', () => {
  const school = 'https://school.example';
  const cspOf = (answer: Response) => answer.headers.get('content-security-policy') ?? '';
  const check = async (origin: string) => (await request('/api/v1/origin-check', { headers: { origin } })).json();
  const corsFor = async (origin: string) =>
    (await request('/api/v1/openapi.json', { headers: { origin } })).headers.get('access-control-allow-origin');

  it('answers the origin check for any origin, without credentials', async () => {
    const refused = await request('/api/v1/origin-check', { headers: { origin: school } });
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await refused.json()).toEqual({ origin: school, allowed: false });
    expect(await check('http://localhost:9101')).toEqual({ origin: 'http://localhost:9101', allowed: true });
    // The host's own pages send no Origin on a same-origin GET.
    expect(await (await request('/api/v1/origin-check')).json()).toEqual({ origin: null, allowed: true });
  });

  it('follows a change to the database in CORS, frame-ancestors and /host-config.json, without a restart', async () => {
    expect(await corsFor(school)).toBeNull();
    // As `npm run admin -- allow-origin` would, from another process: only the table's trigger tells this one.
    await db.query('insert into partner_origins (origin) values ($1)', [school]);
    await expect.poll(() => corsFor(school)).toBe(school);
    expect(await check(school)).toEqual({ origin: school, allowed: true });
    expect(cspOf(await request('/'))).toContain(`frame-ancestors 'self' ${DEMO_ORIGINS.join(' ')} ${school}`);
    expect((await (await request('/host-config.json')).json()).partnerOrigins).toEqual([...DEMO_ORIGINS, school]);

    await db.query('delete from partner_origins');
    await expect.poll(() => corsFor(school)).toBeNull();
    expect(cspOf(await request('/'))).not.toContain(school);
  });
});
