import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { message } from './messages.ts';
import { PARTNER } from './origins.ts';
import { HOST, loginViaApi, newAccount, signUpViaApi } from './session.ts';

/** The partner demo page's origin: on the host's allow-list (PARTNER_ORIGINS' default). */

const en = (key: string) => message('en', key);

/**
 * Puts the host's login page in a frame of the page, and records every message the page receives from the host's
 * origin, as the raw data a partner's listener would see.
 */
async function embedLogin(page: Page, pageUrl: string) {
  await page.goto(pageUrl);
  await page.evaluate((host) => {
    const received: unknown[] = [];
    (window as unknown as { received: unknown[] }).received = received;
    window.addEventListener('message', (event) => {
      if (event.origin === host) received.push(event.data);
    });
    const frame = document.createElement('iframe');
    frame.id = 'tj-login';
    frame.src = `${host}/auth/login`;
    frame.style.cssText = 'width: 900px; height: 700px';
    document.body.prepend(frame);
  }, HOST);
  return page.frameLocator('#tj-login');
}

/** The payloads of the post-robot messages named `auth` among what the page received. */
async function authMessages(page: Page): Promise<Array<Record<string, unknown>>> {
  const received = await page.evaluate(() => (window as unknown as { received: unknown[] }).received);
  const found: Array<Record<string, unknown>> = [];
  for (const data of received) {
    if (typeof data !== 'string') continue;
    let packed: unknown;
    try {
      packed = JSON.parse(data);
    } catch {
      continue;
    }
    // post-robot packs messages under one versioned key: { "__post_robot_10_0_46__": [ { name, data, ... } ] }.
    for (const messages of Object.values(packed as Record<string, unknown>)) {
      for (const item of Array.isArray(messages) ? messages : []) {
        const { name, data: payload } = item as { name?: unknown; data?: unknown };
        if (name === 'auth') found.push(payload as Record<string, unknown>);
      }
    }
  }
  return found;
}

async function logInInFrame(frame: ReturnType<Page['frameLocator']>, username: string, password: string) {
  await frame.getByLabel(en('auth.username')).fill(username);
  await frame.getByLabel(en('auth.password'), { exact: true }).fill(password);
  await frame.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(frame.getByRole('button', { name: en('host.addWidget') })).toBeVisible();
}

test('embedded in an allowed partner page, the host posts the login result to it', async ({ page, request }) => {
  const account = newAccount();
  await signUpViaApi(request, account);
  const frame = await embedLogin(page, PARTNER);

  await logInInFrame(frame, account.username, account.password);

  await expect.poll(() => authMessages(page)).toHaveLength(1);
  const [result] = await authMessages(page);
  expect(result).toMatchObject({ status: 200, fontSize: 75 });
  expect(result?.userToken).toEqual(expect.any(String));
  expect(result?.refreshToken).toEqual(expect.any(String));
  // The tokens are real: the API accepts them.
  const me = await request.get(`${HOST}/api/v1/auth/me`, {
    headers: { authorization: `Bearer ${String(result?.userToken)}` },
  });
  expect(await me.json()).toMatchObject({ username: account.username });
});

test('framed by a page whose origin is not on the list, the host shows no sign-in form', async ({ page }) => {
  // Another site's page with no policy of its own, on a loopback port of its own (a page the browser takes for a
  // public site may not frame a local one at all): only the host's frame-ancestors can keep the host out of it.
  // The protocol's own refusal of such a page's messages is tested in src/protocol/gate.test.ts.
  const site = createServer((_request, response) => response.end('<!doctype html><title>another site</title>'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  try {
    const unlisted = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const framedAnswer = page.waitForResponse(`${HOST}/auth/login`);
    const frame = await embedLogin(page, `${unlisted}/a-page-of-another-site`);
    const answer = await framedAnswer;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-security-policy']).toContain(`frame-ancestors 'self' ${PARTNER}`);
    // The browser refused to show the answer in the frame: the frame holds its error page, not the host.
    await expect.poll(() => page.frames().map((framed) => framed.url())).toContain('chrome-error://chromewebdata/');
    await expect(frame.getByLabel(en('auth.password'), { exact: true })).toHaveCount(0);
    await expect(frame.getByRole('heading', { level: 1, name: en('auth.loginTitle') })).toHaveCount(0);
  } finally {
    site.close();
  }
});

/**
 * Sends a post-robot message to the framed host, as a partner page using post-robot would: the wire format is the
 * one post-robot's own hello to this page uses (a JSON string under its versioned key).
 */
async function sendToFrame(page: Page, name: string, data: object): Promise<void> {
  // The host's post-robot says hello to its parent once it is listening.
  await expect
    .poll(async () =>
      (await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).some(
        (item) => typeof item === 'string' && item.includes('postrobot_hello'),
      ),
    )
    .toBe(true);
  await page.evaluate(
    ({ host, name, data }) => {
      const hello = (window as unknown as { received: unknown[] }).received.find(
        (item): item is string => typeof item === 'string' && item.includes('postrobot_hello'),
      );
      const key = Object.keys(JSON.parse(hello ?? '{}') as object)[0] ?? '';
      const id = `test_${Math.random().toString(36).slice(2)}`;
      const message = {
        id,
        origin: window.location.origin,
        type: 'postrobot_message_request',
        hash: `${name}_${id}`,
        name,
        data,
        fireAndForget: true,
      };
      document.querySelector('iframe')?.contentWindow?.postMessage(JSON.stringify({ [key]: [message] }), host);
    },
    { host: HOST, name, data },
  );
}

test('an allowed partner page can sign the framed host in with its tokens, and set the font size', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await signUpViaApi(request, account);
  const tokens = await loginViaApi(request, account);
  const frame = await embedLogin(page, PARTNER);
  await expect(frame.getByRole('heading', { level: 1, name: en('auth.loginTitle') })).toBeVisible();

  await sendToFrame(page, 'auth', {
    status: 200,
    userToken: tokens.token,
    refreshToken: tokens.refreshToken,
    // Spec 2 §9.1: 50 is allowed when set through this message, below the settings' 55.
    fontSize: 50,
  });

  await expect(frame.getByRole('button', { name: en('host.addWidget') })).toBeVisible();
  await expect(frame.getByLabel(en('host.fontSize'))).toHaveValue('50');
});
