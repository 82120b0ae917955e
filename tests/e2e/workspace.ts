import { expect, type Locator, type Page } from '@playwright/test';
import { message } from './messages.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

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

/** Adds a widget to a panel of the default workspace: that panel made active by its radio, then the picker. */
export async function addToPanel(page: Page, slot: string, name: string): Promise<Locator> {
  await page.getByRole('radio', { name: en('host.activePanel', { panel: slot }) }).check();
  await page.getByRole('button', { name: en('host.addWidget') }).click();
  await page
    .getByRole('listbox', { name: en('host.widgetList') })
    .getByRole('option', { name: en(`${name}.title`), exact: true })
    .click();
  const widget = panel(page, slot).locator(`tj-${name}`);
  await expect(widget).toBeVisible();
  return widget;
}

/** Searches a word in the navbar's search box, as a learner does: type, then Enter. */
export async function searchInNavbar(page: Page, word: string): Promise<void> {
  const box = page.getByRole('banner').getByRole('combobox', { name: en('navbar-search.label') });
  await box.fill(word);
  await box.press('Enter');
}
