// Issue 25 point 9: the administration page. An Admin (the demo's) grants a role to a new learner and revokes it,
// after a confirmation each, and the learner's roles follow; a bad partner origin is refused with what is wrong, a
// good one is added and removed. A learner who is not an Admin has no link to the page, gets "Not allowed" on it,
// and the server's 403 for its calls.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { roleAccount } from '../../server/seed/demo-content.ts';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { expect, HOST, loginViaApi, newAccount, signedInPage, signUpViaApi, test } from './session.ts';
import { severeViolations } from './axe.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

failOnPageErrors(test);

/** The demo's Admin on /admin, reached through the user menu's link. */
async function adminPage(browser: Browser): Promise<Page> {
  const { username, password, email, firstName } = roleAccount('Admin');
  const page = await signedInPage(browser, { username, password, email, firstName: firstName ?? username });
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(username) })
    .click();
  await page.getByRole('link', { name: en('host.administration') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('admin.title') })).toBeVisible();
  return page;
}

async function rolesOf(request: APIRequestContext, token: string): Promise<unknown> {
  const me = await request.get(`${HOST}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { roles: unknown }).roles;
}

test('an Admin grants a new learner a role and revokes it, each after a confirmation', async ({ browser, request }) => {
  const learner = newAccount();
  await signUpViaApi(request, learner);
  const { token } = await loginViaApi(request, learner);
  const page = await adminPage(browser);

  await page.getByLabel(en('admin.username')).fill(learner.username);
  await page.getByRole('button', { name: en('admin.lookUp') }).click();
  await expect(
    page.getByRole('heading', { name: en('admin.grantedTo', { username: learner.username }) }),
  ).toBeVisible();
  await expect(page.getByText(en('admin.noRoles', { username: learner.username }))).toBeVisible();

  await page.getByLabel(en('admin.role'), { exact: true }).selectOption('Moderator');
  const grant = page.getByRole('button', { name: en('admin.grant'), exact: true });
  // Cancelling asks nothing of the server, and focus returns to the button that opened the dialog.
  await grant.click();
  const dialog = page.getByRole('dialog', { name: en('admin.grantTitle') });
  await expect(dialog).toContainText(en('admin.confirmGrant', { role: 'Moderator', username: learner.username }));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(grant).toBeFocused();

  await grant.click();
  await dialog.getByRole('button', { name: en('admin.grant') }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: en('admin.granted', { role: 'Moderator', username: learner.username }) }),
  ).toBeVisible();
  expect(await rolesOf(request, token)).toEqual(['Moderator']);

  await page.getByRole('button', { name: en('admin.revokeRole', { role: 'Moderator' }) }).click();
  await page
    .getByRole('dialog', { name: en('admin.revokeTitle') })
    .getByRole('button', { name: en('admin.revoke') })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: en('admin.revoked', { role: 'Moderator', username: learner.username }) }),
  ).toBeVisible();
  await expect(page.getByText(en('admin.noRoles', { username: learner.username }))).toBeVisible();
  expect(await rolesOf(request, token)).toEqual([]);

  await page.getByLabel(en('admin.username')).fill('nobody-at-all');
  await page.getByRole('button', { name: en('admin.lookUp') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('server.auth.userNotFound') })).toBeVisible();
});

test('an Admin adds a partner origin, is told what is wrong with a bad one, and removes it', async ({
  browser,
}, testInfo) => {
  // Two axe passes and two full-page screenshots besides the flow: over 30 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const page = await adminPage(browser);
  const field = page.getByLabel(en('admin.origin'), { exact: true });
  const add = page.getByRole('button', { name: en('admin.addOrigin'), exact: true });

  await field.fill('https://school.example/page');
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: en('admin.originPath') })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const origin = `https://school-${randomBytes(4).toString('hex')}.example`;
  await field.fill(`${origin}/`);
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: en('admin.originAdded', { origin }) })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: origin })).toBeVisible();
  await expect(field).toHaveValue('');

  await page.getByRole('button', { name: en('admin.removeOrigin', { origin }) }).click();
  await page
    .getByRole('dialog', { name: en('admin.removeTitle') })
    .getByRole('button', { name: en('admin.remove') })
    .click();
  await expect(page.getByRole('status').filter({ hasText: en('admin.originRemoved', { origin }) })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: origin })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: en('admin.addedHere') })).toBeFocused();

  // The page as a whole: one h1, no serious or critical WCAG violation, calm on a wide screen and on a phone.
  for (const [name, size] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await severeViolations(page), name).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`admin-${name}.png`), fullPage: true });
  }
});

test('a learner who is not an Admin has no link, is told so on /admin, and the server refuses', async ({
  page,
  request,
  workerAccount,
}) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(workerAccount.username) })
    .click();
  await expect(page.getByRole('link', { name: en('host.editProfile') })).toBeVisible();
  await expect(page.getByRole('link', { name: en('host.administration') })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: en('admin.notAllowed') })).toBeVisible();
  await expect(page.getByText(en('admin.notAllowedText'))).toBeVisible();

  const { token } = await loginViaApi(request, workerAccount);
  const origins = await request.get(`${HOST}/api/v1/admin/partner-origins`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(origins.status()).toBe(403);
});
