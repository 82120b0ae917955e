import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { layoutStorageKey } from '../../host/workspace/layout.ts';

import { HOST } from './origins.ts';

export { HOST };

export interface Account {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
}

/** A learner no earlier test has used: a letter first, then up to 30 of letters, digits, . - _ (spec 1 §5). */
export function newAccount(): Account {
  const id = randomBytes(6).toString('hex');
  return { username: `e2e_${id}`, email: `e2e-${id}@example.org`, password: `pass-${id}`, firstName: 'Ada' };
}

export async function signUpViaApi(request: APIRequestContext, account: Account): Promise<void> {
  const { username, email, password, firstName } = account;
  const answer = await request.post(`${HOST}/api/v1/auth/signup`, { data: { username, email, password, firstName } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

export async function loginViaApi(
  request: APIRequestContext,
  account: Pick<Account, 'username' | 'password'>,
): Promise<{ token: string; refreshToken: string }> {
  const answer = await request.post(`${HOST}/api/v1/auth/login`, {
    data: { username: account.username, password: account.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { token: string; refreshToken: string };
}

/** A page of a new browser context signed in as this learner (tokens in local storage, as the host keeps them). */
export async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST });
  const request = context.request;
  const tokens = await loginViaApi(request, account);
  await context.addInitScript(
    ([userToken, refreshToken]) => {
      localStorage.setItem('userToken', userToken);
      localStorage.setItem('refreshToken', refreshToken);
    },
    [tokens.token, tokens.refreshToken] as const,
  );
  return context.newPage();
}

/**
 * Specs of the signed-in workspace (Home and /widget/{name} need sign-in). Each worker signs up one learner through
 * the API; each test logs them in afresh and starts with those tokens in local storage, where the host keeps them
 * (spec 1 §3), plus the learner's saved explore layout when a test gives one (`savedLayout`).
 */
// (The fixtures name their callback `provide`: the React hooks lint rule takes a function named `use` for a hook.)
export const test = base.extend<{ savedLayout: unknown }, { workerAccount: Account }>({
  workerAccount: [
    async ({ playwright }, provide) => {
      const request = await playwright.request.newContext();
      const account = newAccount();
      await signUpViaApi(request, account);
      await request.dispose();
      await provide(account);
    },
    { scope: 'worker' },
  ],
  savedLayout: [undefined, { option: true }],
  storageState: async ({ workerAccount, savedLayout, request }, provide) => {
    const layout = { view: 'exploreView', user: workerAccount.username } as const;
    const tokens = await loginViaApi(request, workerAccount);
    await provide({
      cookies: [],
      origins: [
        {
          origin: HOST,
          localStorage: [
            { name: 'userToken', value: tokens.token },
            { name: 'refreshToken', value: tokens.refreshToken },
            ...(savedLayout === undefined
              ? []
              : [{ name: layoutStorageKey(layout), value: JSON.stringify(savedLayout) }]),
          ],
        },
      ],
    });
  },
});

export { expect };
