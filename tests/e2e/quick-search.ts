import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses ctrl + K until the quick-search overlay shows. The kit loads its page tools lazily, so a key pressed in
 * the page's first moments can come before anything listens for it; pressing again on an open overlay changes
 * nothing, since ctrl + K only opens it.
 */
export async function openQuickSearch(page: Page, overlay: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(overlay).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}
