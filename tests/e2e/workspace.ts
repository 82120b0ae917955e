import { expect, type Locator, type Page } from '@playwright/test';
import { message } from './messages.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

/**
 * The search-first workspace (Search Engine in _b above Snippet and Wiki Data Card, Detail in _e), the Simplified view
 * since Home became spec 1 §2's explore view: the address of flows that search in the Search Engine.
 */
export const SIMPLIFIED_VIEW = '/Simplified-view';

/**
 * A panel's active-panel radio, by its slot key (_a … _n). Learners read panels by their widgets; the key is the
 * layout's bookkeeping, kept in data-slot.
 */
export function panelRadio(page: Page, slot: string): Locator {
  return page.locator(`input[type="radio"][data-slot="${slot}"]`);
}

/** A panel's close button, by its slot key. */
export function closePanelButton(page: Page, slot: string): Locator {
  return page.locator(`button[data-slot="${slot}"]`);
}

/** A workspace panel by its slot key: the Dockview group whose active-panel radio has that key. */
export function panel(page: Page, slot: string): Locator {
  return page.locator('.dv-groupview', { has: panelRadio(page, slot) });
}

/** Searches a word in the Search Engine of a panel, as a learner does: type, then Enter. */
export async function search(page: Page, slot: string, word: string): Promise<void> {
  const box = panel(page, slot).locator('tj-search-engine').getByRole('searchbox');
  await box.fill(word);
  await box.press('Enter');
}

/** Adds a widget to a panel of the default workspace: that panel made active by its radio, then the picker. */
export async function addToPanel(page: Page, slot: string, name: string): Promise<Locator> {
  await panelRadio(page, slot).check();
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
