import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process.ts';
import { message } from './messages.ts';
import { newAccount } from './session.ts';

/** Access tokens of this server expire after 5 s (ACCESS_TOKEN_SECONDS), so a test can outlive one. */
const ACCESS_TOKEN_SECONDS = '5';

let server: ServerProcess;
let dataDir: string;
test.beforeAll(async () => {
  // Its own server: a fresh data folder builds the knowledge index first, which takes a while on a busy machine.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'tk-e2e-two-tabs-'));
  server = await startServerProcess({ dataDir, env: { ACCESS_TOKEN_SECONDS } });
});
test.afterAll(async () => {
  await server?.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const signedIn = (page: Page) => page.getByRole('button', { name: message('en', 'host.addWidget') });
/** The expiry (seconds since 1970) written in a JWT. */
const expiryOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }).exp;

test('two tabs past the access token’s expiry stay signed in, with one pair between them', async ({
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const account = newAccount();
  const api = (path: string) => `${server.origin}/api/v1${path}`;
  const { username, email, password, firstName } = account;
  expect((await request.post(api('/auth/signup'), { data: { username, email, password, firstName } })).ok()).toBe(true);
  const login = await request.post(api('/auth/login'), { data: { username, password } });
  const tokens = (await login.json()) as { token: string; refreshToken: string };

  // Every refresh either tab sends, and its answer.
  const refreshes: Array<{ status: Promise<number | undefined> }> = [];
  context.on('request', (sent) => {
    if (!sent.url().endsWith('/api/v1/auth/refresh-token')) return;
    const status = sent.response().then((answer) => answer?.status());
    refreshes.push({ status });
  });
  const first = await context.newPage();
  await first.goto(`${server.origin}/no-such-page`);
  await first.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('userToken', token);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  await first.goto(`${server.origin}/`);
  await expect(signedIn(first)).toBeVisible();
  const second = await context.newPage();
  await second.goto(`${server.origin}/`);
  await expect(signedIn(second)).toBeVisible();

  // Both tabs hold the same access token; wait until it has expired.
  await expect
    .poll(() => Date.now() / 1000, { timeout: 15_000, intervals: [250] })
    .toBeGreaterThan(expiryOf(tokens.token) + 1);
  // Each tab starts again at once: each asks /auth/me with the expired token, and must refresh.
  await Promise.all([first.reload(), second.reload()]);

  await expect(signedIn(first)).toBeVisible();
  await expect(signedIn(second)).toBeVisible();
  expect(first.url()).toBe(`${server.origin}/`);
  expect(second.url()).toBe(`${server.origin}/`);
  // Every trade succeeded: the server never took a tab for a thief. (The tabs take turns under one Web Lock and the
  // later one reads the pair the first stored, yet storage may reach another tab's process a moment late: the
  // server then answers the same token again with the same pair, within its grace window.)
  expect(refreshes.length).toBeGreaterThan(0);
  expect(await Promise.all(refreshes.map((refresh) => refresh.status))).toEqual(refreshes.map(() => 200));
  const stored = await Promise.all(
    [first, second].map((page) => page.evaluate(() => localStorage.getItem('refreshToken'))),
  );
  expect(stored[0]).not.toBe(tokens.refreshToken);
  expect(stored[1]).toBe(stored[0]);
  // And the pair they share goes on: its refresh token is not revoked.
  expect(
    (await request.get(api('/auth/refresh-token'), { headers: { 'refresh-token': stored[0] ?? '' } })).status(),
  ).toBe(200);
});
