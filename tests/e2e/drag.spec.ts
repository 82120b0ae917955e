import type { Locator, Page } from '@playwright/test';
import { expect, test } from './session.ts';
import { message } from './messages.ts';
import { panel, SIMPLIFIED_VIEW } from './workspace.ts';

/** Drags as a hand does: press, move in small steps, release over a point of the target (default: its middle). */
async function drag(page: Page, from: Locator, to: Locator, at?: 'bottom edge'): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag: source or target is not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  const y = at === 'bottom edge' ? end.y + end.height - 5 : end.y + end.height / 2;
  await page.mouse.move(end.x + end.width / 2, y, { steps: 20 });
  await page.mouse.up();
}

const content = (page: Page, slot: string) => panel(page, slot).locator('.dv-content-container');

/** The Simplified view (spec 1 §2 "a simpler home default"): six panels, _a to _f, one tab in _b, _d and _f. */
const DEFAULT_PANEL_COUNT = 6;

test('a tab dragged onto another panel joins it; the emptied panel closes', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
  await expect(page.locator('.dv-groupview')).toHaveCount(DEFAULT_PANEL_COUNT);
  await drag(
    page,
    page.getByRole('tab', { name: message('en', 'graph-index.title') }),
    page.getByRole('tab', { name: message('en', 'search-engine.title') }),
  );
  await expect(panel(page, '_b').getByRole('tab')).toHaveCount(2);
  await expect(panel(page, '_f')).toHaveCount(0);
  await expect(page.locator('.dv-groupview')).toHaveCount(DEFAULT_PANEL_COUNT - 1);
});

test('a panel dragged to an edge moves with its key', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
  await drag(
    page,
    page.getByRole('tab', { name: message('en', 'search-engine.title') }),
    content(page, '_e'),
    'bottom edge',
  );

  await expect(page.locator('.dv-groupview')).toHaveCount(DEFAULT_PANEL_COUNT);
  await expect
    .poll(
      async () => ((await panel(page, '_b').boundingBox())?.y ?? 0) > ((await panel(page, '_e').boundingBox())?.y ?? 0),
    )
    .toBe(true);
});

test('one tab of several dragged to an edge stays put: no panel without a key', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
  await page.getByRole('button', { name: message('en', 'host.addWidget') }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: message('en', 'detail.title') })
    .click();
  await expect(panel(page, '_b').getByRole('tab')).toHaveCount(2);

  await drag(page, panel(page, '_b').getByRole('tab').first(), content(page, '_e'), 'bottom edge');

  await expect(page.locator('.dv-groupview')).toHaveCount(DEFAULT_PANEL_COUNT);
  await expect(panel(page, '_b').getByRole('tab')).toHaveCount(2);
});
