import type { Locator, Page } from '@playwright/test';

/** A workspace panel by its slot key (_a … _n): the Dockview group whose active-panel radio ends with that key. */
export function panel(page: Page, slot: string): Locator {
  return page.locator('.dv-groupview', { has: page.getByRole('radio', { name: new RegExp(`${slot}$`) }) });
}

/** Searches a word in the Search Engine of a panel, as a learner does: type, then Enter. */
export async function search(page: Page, slot: string, word: string): Promise<void> {
  const box = panel(page, slot).locator('tj-search-engine').getByRole('searchbox');
  await box.fill(word);
  await box.press('Enter');
}
