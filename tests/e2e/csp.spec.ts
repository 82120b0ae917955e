// Issue 23 point 6: no page breaks its own Content-Security-Policy. Zod's probe for `new Function` was reported as a
// violation on every page (src/contract/zod-jitless.ts); this holds the workspace, the auth pages and a partner page
// to zero securitypolicyviolation events, with widgets parsing the server's answers.
import { expect, type Page } from '@playwright/test';
import { PARTNER } from './origins.ts';
import { test } from './session.ts';

const PARTNER_PAGE = `${PARTNER}/`;

/** Records the page's CSP violations from its first script on, in every frame. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const logged: string[] = [];
  page.on('console', (line) => {
    if (/Content Security Policy/i.test(line.text())) logged.push(line.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...logged,
  ];
}

test('the signed-in workspace breaks no rule of its CSP while it searches', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/?q=photosynthesis');
  await expect(page.locator('tj-detail').getByRole('heading', { name: 'photosynthesis' }).first()).toBeVisible({
    timeout: 15_000,
  });
  expect(await violations()).toEqual([]);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const path of ['/auth/login', '/auth/signup', '/auth/forgot-password']) {
    test(`${path} breaks no rule of its CSP`, async ({ page }) => {
      const violations = await recordViolations(page);
      await page.goto(path);
      await expect(page.getByRole('button').first()).toBeVisible();
      // A form's schema parses what was typed: the first parse is where zod probed.
      const field = page.getByRole('textbox').first();
      await field.fill('a');
      await field.press('Enter');
      await expect(page.getByRole('alert').or(page.locator('[aria-invalid="true"]')).first()).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  }

  test('a partner page breaks no rule of its CSP', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(PARTNER_PAGE);
    const box = page.locator('#explore tj-search-engine').getByRole('searchbox');
    await box.fill('evaporation');
    await box.press('Enter');
    await expect(page.locator('#explore tj-detail').getByRole('heading', { name: 'evaporation' })).toBeVisible();
    await expect(page.locator('tj-snippet').locator('.snippet-text')).toContainText('vapor');
    expect(await violations()).toEqual([]);
  });
});
