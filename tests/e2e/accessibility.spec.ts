// Issue 11's axe-core scan: the workspace, the auth pages, settings and the dashboard have no serious or critical
// violation of WCAG 2.x A and AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as signedOutTest, type Page } from '@playwright/test';
import { test } from './session.ts';
import { panel } from './workspace.ts';

const SEVERE = new Set(['serious', 'critical']);

async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => SEVERE.has(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

signedOutTest('the auth pages have no serious or critical accessibility violation', async ({ page }) => {
  for (const path of ['/auth/login', '/auth/signup', '/auth/forgot-password', '/privacyPolicy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await severeViolations(page), path).toEqual([]);
  }
});

test('the workspace, settings, dashboard and accessibility pages have no serious or critical violation', async ({
  page,
}) => {
  await page.goto('/?q=photosynthesis');
  await expect(panel(page, '_e').locator('tj-detail').getByRole('heading', { name: 'photosynthesis' })).toBeVisible();
  expect(await severeViolations(page), 'workspace').toEqual([]);

  for (const path of ['/Settings', '/dashboard', '/accessibility', '/profile/edit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await severeViolations(page), path).toEqual([]);
  }
});
