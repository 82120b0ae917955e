// Issues 11 and 24 (point 9): axe-core finds no serious or critical violation of WCAG 2.x A and AA rules on the
// workspace in each of its named views, the auth pages, the dashboard and settings; the workspace has exactly one h1,
// each of its panels is a region with a name of its own, and a panel that scrolls takes the keyboard.
import { expect, test as signedOutTest, type Page } from '@playwright/test';
import type { LayoutViewName } from '../../src/contract/workspace.ts';
import { VIEW_ROUTES } from '../../host/shell/view-routes.ts';
import { LAYOUT_VIEWS } from '../../host/workspace/views.ts';
import { ruleViolations, severeViolations } from './axe.ts';
import { message } from './messages.ts';
import { test } from './session.ts';
import { panel } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);
/**
 * Rules axe counts as moderate or as best practice that issue 24 holds the pages to all the same: one h1, landmarks
 * each with a name of their own, everything inside a landmark, and scrolling regions reachable by keyboard.
 */
const STRUCTURE = ['page-has-heading-one', 'landmark-unique', 'region', 'scrollable-region-focusable'];

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function violations(page: Page): Promise<string[]> {
  return [...(await severeViolations(page)), ...(await ruleViolations(page, STRUCTURE))];
}

/** Where a named view opens: its route, or for a role's view, Home with ?layout= (spec 1 §2 "layout wrapper"). */
const viewPath = (view: LayoutViewName) => VIEW_ROUTES.find((route) => route.view === view)?.path ?? `/?layout=${view}`;
const VIEWS = Object.keys(LAYOUT_VIEWS) as LayoutViewName[];

/** Waits until the workspace shows its panels, each widget shown defined (not its loading placeholder). */
async function workspaceShown(page: Page): Promise<void> {
  // On a phone one panel is shown: the first, or the results of a link's search.
  await expect(page.locator('.dv-groupview').filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('.dv-groupview .tj-widget').filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('.dv-groupview .tj-widget:not(:defined)')).toHaveCount(0);
}

/** The workspace's own checks besides axe's: one h1, and each panel shown a region named "Panel: …". */
async function expectWorkspaceStructure(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }), where).toHaveCount(1);
  // A phone shows one panel at a time; the others are not rendered.
  const panels = await page.locator('.dv-groupview:visible').count();
  const prefix = en('host.panelLandmark', { panel: '' });
  await expect(page.getByRole('region', { name: prefix }), where).toHaveCount(panels);
  // A panel whose widget does not fit scrolls, and takes the keyboard, named by its widget (axe checks every other).
  const unreachable = await page.locator('.tj-widget-panel').evaluateAll((boxes) =>
    boxes
      .filter((box) => box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)
      .filter((box) => box.getAttribute('tabindex') !== '0' || !box.getAttribute('aria-label'))
      .map((box) => box.getAttribute('aria-label') ?? box.outerHTML.slice(0, 80)),
  );
  expect(unreachable, where).toEqual([]);
}

signedOutTest('the auth pages have no serious or critical accessibility violation', async ({ page }) => {
  // axe over six pages takes about 25 s on a busy 2-core machine, and over a minute on a slower one.
  signedOutTest.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const pages = [
    '/auth/login',
    '/auth/signup',
    '/auth/signup-bootcamp23',
    '/auth/forgot-password',
    '/auth/reset-password/0123456789abcdef',
    '/privacyPolicy',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    expect(await violations(page), path).toEqual([]);
  }
});

test('every named view of the workspace has no serious or critical violation, one h1 and named panels', async ({
  page,
}) => {
  // axe over ten workspace views: two minutes on a slow 2-core machine.
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  // The explore view with a search made, so the panels hold (and scroll) what the thought brings.
  await page.goto('/?q=photosynthesis');
  await expect(panel(page, '_e').locator('tj-detail').getByRole('heading', { name: 'photosynthesis' })).toBeVisible();
  await workspaceShown(page);
  await expectWorkspaceStructure(page, 'searched');
  expect(await violations(page), 'explore view, searched').toEqual([]);

  for (const view of VIEWS) {
    await page.goto(viewPath(view));
    await workspaceShown(page);
    await expectWorkspaceStructure(page, view);
    expect(await violations(page), view).toEqual([]);
  }
});

test('the workspace on a phone has no serious or critical violation, one h1 and named panels', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/?q=photosynthesis', viewPath('simplifiedView')]) {
    await page.goto(path);
    await workspaceShown(page);
    await expectWorkspaceStructure(page, path);
    expect(await violations(page), path).toEqual([]);
  }
});

test('settings, the dashboard and the other account pages have no serious or critical violation', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const path of ['/Settings', '/dashboard', '/accessibility', '/profile/edit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    expect(await violations(page), path).toEqual([]);
  }
});
