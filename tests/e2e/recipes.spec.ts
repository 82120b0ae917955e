import { expect, test } from '@playwright/test';
import { RECIPES } from '../../server/partner.ts';
import { message } from './messages.ts';
import { recipePage } from './origins.ts';

// One test per recipe, each on its own origin: the same page, written in plain HTML, React 19 and Vue 3.
for (const recipe of RECIPES) {
  test(`the ${recipe} recipe binds an attribute, a property and an event, and takes Detail out and back`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text());
    });
    await page.goto(recipePage(recipe));
    const detail = page.locator('tj-detail');
    const lastSearch = page.locator('main > p > output');

    // The learner searches: Detail shows the word, and the tj-search event reaches the framework's state.
    const box = page.locator('tj-search-engine').getByRole('searchbox');
    await box.fill('evaporation');
    await box.press('Enter');
    await expect(detail.getByRole('heading', { name: 'evaporation' })).toBeVisible();
    await expect(lastSearch).toHaveText('evaporation');

    // Attribute binding: Detail speaks the language its lang attribute names.
    await page.getByLabel('Detail language').selectOption('de');
    await expect(detail).toHaveAttribute('lang', 'de');
    // The German messages load on the first use of the language.
    await expect(detail.getByRole('region')).toHaveAccessibleName(message('de', 'detail.title'), { timeout: 15_000 });

    // Conditional rendering: the framework takes Detail out and puts it back, still on the page's thought.
    const showDetail = page.getByLabel('Show detail');
    await showDetail.uncheck();
    await expect(detail).toHaveCount(0);
    await showDetail.check();
    await expect(detail.getByRole('heading', { name: 'evaporation' })).toBeVisible();
    // The German messages load on the first use of the language.
    await expect(detail.getByRole('region')).toHaveAccessibleName(message('de', 'detail.title'), { timeout: 15_000 });

    // Property binding: the framework sets Search Engine's word, which it searches.
    await page.getByRole('button', { name: 'Search “river”' }).click();
    await expect(page.locator('tj-search-engine')).toHaveJSProperty('word', 'river');
    await expect(box).toHaveValue('river');
    await expect(detail.getByRole('heading', { name: 'river' })).toBeVisible();
    await expect(lastSearch).toHaveText('river');

    expect(errors).toEqual([]);
  });
}
