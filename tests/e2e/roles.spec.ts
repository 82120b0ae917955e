// Issue 11's pass per role: each role's demo learner (seeded with the demo data) signs in and sees the controls spec
// 1 §6 gives that role, in the view its first role picks.
import { expect, type Page } from '@playwright/test';
import { roleAccount } from '../../server/seed/demo-content.ts';
import type { Role } from '../../src/contract/roles.ts';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { signedInPage, test } from './session.ts';
import { panel } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

failOnPageErrors(test);

async function workspaceOf(browser: Parameters<typeof signedInPage>[0], role: Role): Promise<Page> {
  const { username, password, email, firstName } = roleAccount(role);
  const page = await signedInPage(browser, { username, password, email, firstName: firstName ?? username });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();
  return page;
}

/** The navbar controls and the bottom dock spec 1 §6 gates, as a learner sees them. */
function controls(page: Page) {
  const banner = page.getByRole('banner');
  return {
    search: banner.getByRole('search'),
    sidebar: banner.getByRole('button', { name: en('host.sidebar'), exact: true }),
    views: banner.getByLabel(en('host.view')),
    thoughtNav: banner.getByRole('group', { name: en('host.thoughtNav') }),
    addPanel: banner.getByRole('button', { name: en('host.addPanel') }),
    questMode: banner.getByRole('button', { name: /^Quest mode/ }),
    dock: page.getByRole('region', { name: en('host.dock') }),
  };
}

test('Default: the explore view with every control', async ({ browser }) => {
  const page = await workspaceOf(browser, 'Default');
  const c = controls(page);
  for (const control of [c.search, c.sidebar, c.views, c.thoughtNav, c.addPanel, c.questMode, c.dock]) {
    await expect(control).toBeVisible();
  }
  await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
  await expect(c.views).toHaveValue('/');
});

test('Open User: no search, sidebar, view switcher or panel closing; rearranging only', async ({ browser }) => {
  const page = await workspaceOf(browser, 'Open User');
  const c = controls(page);
  for (const control of [c.search, c.sidebar, c.views, c.addPanel, c.dock]) await expect(control).toHaveCount(0);
  await expect(c.thoughtNav).toBeVisible();
  await expect(page.locator('button[data-slot]')).toHaveCount(0);
});

test('Zelda0: everything denied', async ({ browser }) => {
  const page = await workspaceOf(browser, 'Zelda0');
  const c = controls(page);
  for (const control of Object.values(c)) await expect(control).toHaveCount(0);
  await expect(page.getByRole('button', { name: en('host.addWidget') })).toHaveCount(0);
});

test('SignalSchool: its own view, in quest mode', async ({ browser }) => {
  const page = await workspaceOf(browser, 'SignalSchool');
  await expect(panel(page, '_a').locator('tj-graph-library')).toBeVisible();
  await expect(panel(page, '_b').locator('tj-dendro')).toBeVisible();
  await expect(panel(page, '_f').locator('tj-detail')).toBeVisible();
  await expect(controls(page).questMode).toHaveText(en('host.questModeToggle', { state: en('host.questModeOnLabel') }));
});

test('Bootcampfall23: the bootcamp view, without quests', async ({ browser }) => {
  const page = await workspaceOf(browser, 'Bootcampfall23');
  await expect(panel(page, '_a').locator('tj-graph-library')).toBeVisible();
  await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
  await expect(panel(page, '_f').locator('tj-detail')).toBeVisible();
  await expect(controls(page).questMode).toHaveCount(0);
});

test('Moderator: the explore view; no new panels, as Moderator may not create layouts', async ({ browser }) => {
  const page = await workspaceOf(browser, 'Moderator');
  const c = controls(page);
  await expect(c.addPanel).toHaveCount(0);
  for (const control of [c.search, c.sidebar, c.views]) await expect(control).toBeVisible();
  await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
});
