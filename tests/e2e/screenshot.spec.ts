import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { HOST, loginViaApi } from './session.ts';
import { panel, search } from './workspace.ts';

test.use({ viewport: { width: 1280, height: 720 } });

// The README's picture of the host. The flow always runs and is checked; the file is written only with
// UPDATE_SCREENSHOT=1, so a CI run leaves the working tree clean.
test('README screenshot: the host after a search', async ({ page, context, request }) => {
  // Signed in as the README's demo account, so the picture shows a name a reader can use.
  const tokens = await loginViaApi(request, { username: 'demo', password: 'thoughtkit-demo' });
  await context.addInitScript(
    ({ origin, token, refreshToken }) => {
      if (window.location.origin !== origin) return;
      localStorage.setItem('userToken', token);
      localStorage.setItem('refreshToken', refreshToken);
    },
    { origin: HOST, ...tokens },
  );
  await page.goto('/');
  await search(page, '_b', 'photosynthesis');
  await expect(panel(page, '_e').locator('tj-detail').getByRole('heading', { name: 'photosynthesis' })).toBeVisible();
  // The picture shows the results, not their loading states.
  await expect(panel(page, '_c').locator('tj-snippet')).toContainText('radiant energy');
  await expect(panel(page, '_d').locator('tj-wiki-data-card')).toContainText('radiant energy');

  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  if (process.env.UPDATE_SCREENSHOT === '1') writeFileSync(new URL('../../docs/host.png', import.meta.url), png);
});
