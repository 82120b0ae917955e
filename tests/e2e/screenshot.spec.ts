import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { message } from './messages.ts';
import { HOST, loginViaApi } from './session.ts';
import { panel, search } from './workspace.ts';

const en = (key: string) => message('en', key);

// The README's pictures of the host, on a laptop and on a phone. The flows always run and are checked; the files are
// written only with UPDATE_SCREENSHOT=1, so a CI run leaves the working tree clean.

/** Signed in as the README's demo account, so the pictures show a name a reader can use. */
async function signInAsDemo(context: BrowserContext, request: APIRequestContext): Promise<void> {
  const tokens = await loginViaApi(request, { username: 'demo', password: 'thoughtkit-demo' });
  await context.addInitScript(
    ({ origin, token, refreshToken }) => {
      if (window.location.origin !== origin) return;
      localStorage.setItem('userToken', token);
      localStorage.setItem('refreshToken', refreshToken);
    },
    { origin: HOST, ...tokens },
  );
}

function keep(png: Buffer, file: string): void {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  if (process.env.UPDATE_SCREENSHOT === '1') writeFileSync(new URL(`../../docs/${file}`, import.meta.url), png);
}

test('README screenshot: the host after a search', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInAsDemo(context, request);
  await page.goto('/');
  await search(page, '_b', 'photosynthesis');
  await expect(panel(page, '_e').locator('tj-detail').getByRole('heading', { name: 'photosynthesis' })).toBeVisible();
  // The picture shows the results, not their loading states.
  await expect(panel(page, '_c').locator('tj-snippet')).toContainText('radiant energy');
  await expect(panel(page, '_d').locator('tj-wiki-data-card')).toContainText('radiant energy');

  keep(await page.screenshot({ animations: 'disabled', caret: 'hide' }), 'host.png');
});

test('README screenshot: a phone (390 × 844) showing Detail after a search', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(context, request);
  await page.goto('/?q=photosynthesis');
  await page
    .getByRole('tablist', { name: en('host.mobilePanels') })
    .getByRole('tab', { name: en('detail.title') })
    .click();
  await expect(page.locator('tj-detail').getByRole('heading', { name: 'photosynthesis' })).toBeVisible();
  keep(await page.screenshot({ animations: 'disabled', caret: 'hide' }), 'phone.png');
});
