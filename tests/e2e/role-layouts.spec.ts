// Issue 24 point 5: each role's demo learner opens Home on a default layout of widgets that role may load, so no
// panel says "not available for your role"; Zelda0, who may load none, gets one page saying whom to ask instead.
import { expect, type Page } from '@playwright/test';
import { roleAccount } from '../../server/seed/demo-content.ts';
import type { Role } from '../../src/contract/roles.ts';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { signedInPage, test } from './session.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);
/** The ability gate's text, whatever the widget's title. */
const NOT_AVAILABLE = new RegExp(en('elements.notAvailable', { title: '' }).trim());

failOnPageErrors(test);

async function homeOf(browser: Parameters<typeof signedInPage>[0], role: Role): Promise<Page> {
  const { username, password, email, firstName } = roleAccount(role);
  const page = await signedInPage(browser, { username, password, email, firstName: firstName ?? username });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();
  return page;
}

for (const role of ['Open User', 'Leap'] as const) {
  test(`${role}: every tab of Home shows a widget ${role} may load`, async ({ browser }) => {
    const page = await homeOf(browser, role);
    const workspace = page.getByRole('region', { name: en('host.workspace') });
    const tabs = workspace.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    await expect(page.locator('tj-graph-explore')).toBeVisible();
    const count = await tabs.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index++) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(workspace.getByText(NOT_AVAILABLE)).toHaveCount(0);
    }
    await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(0);
  });
}

test('Zelda0: one page saying the account has no rights yet, whom to ask, and Sign out', async ({ browser }) => {
  const page = await homeOf(browser, 'Zelda0');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: en('host.noRights.title') })).toBeVisible();
  await expect(main.getByText(en('host.noRights.ask'))).toBeVisible();
  await expect(page.getByRole('region', { name: en('host.workspace') })).toHaveCount(0);
  await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(0);
  await main.getByRole('button', { name: en('host.logout') }).click();
  await expect(page).toHaveURL(/\/auth/);
});
