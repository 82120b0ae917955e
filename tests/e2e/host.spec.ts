import { readyWidgets } from '../../widgets/registry.ts';
import { expect, test } from './session.ts';
import { message } from './messages.ts';
import { panel, search } from './workspace.ts';
import { failOnPageErrors } from './page-errors.ts';

/** The titles the widget picker lists: the ready widgets, by title. */
const pickerTitles = readyWidgets()
  .map((entry) => message('en', entry.titleKey))
  .sort((a, b) => a.localeCompare(b, 'en'));

failOnPageErrors(test);

test('a search in the Search Engine of panel _b shows in the Detail of panel _e', async ({ page }) => {
  await page.goto('/');
  await expect(panel(page, '_e').locator('tj-detail')).toContainText(message('en', 'detail.empty'));

  await search(page, '_b', 'photosynthesis');

  await expect(panel(page, '_e').locator('tj-detail').getByRole('heading', { name: 'photosynthesis' })).toBeVisible();
});

test('choosing Deutsch switches the host and both widgets to German', async ({ page }) => {
  await page.goto('/');
  await search(page, '_b', 'photosynthesis');
  const searchButton = panel(page, '_b').locator('tj-search-engine').getByRole('button');
  const detail = panel(page, '_e').locator('tj-detail');
  await expect(searchButton).toHaveText(message('en', 'search-engine.submit'));

  await page.getByLabel(message('en', 'host.language')).selectOption({ label: 'Deutsch' });

  await expect(searchButton).toHaveText(message('de', 'search-engine.submit'));
  await expect(detail.getByText(message('de', 'detail.heading'))).toBeVisible();
  await expect(page.getByLabel(message('de', 'host.language'))).toHaveValue('de');
  await expect(page.getByRole('tab', { name: message('de', 'search-engine.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // The choice is kept: a reload comes back in German (applied one second after mount, spec 1 §4).
  await page.reload();
  await expect(searchButton).toHaveText(message('de', 'search-engine.submit'));
});

test('the widget picker lists ready widgets only, filters them and adds one to the active panel', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: message('en', 'host.addWidget') }).click();
  const filter = page.getByRole('combobox', { name: message('en', 'host.filterWidgets') });
  const options = page.getByRole('listbox', { name: message('en', 'host.widgetList') }).getByRole('option');
  await expect(filter).toBeFocused();
  // Planned widgets (Eddie, Graph Explore, ...) are not offered.
  await expect(options).toHaveText(pickerTitles);
  await expect(options.filter({ hasText: message('en', 'eddie.title') })).toHaveCount(0);

  await filter.fill('DETA');
  await expect(options).toHaveText([message('en', 'detail.title')]);
  await filter.press('Enter');

  await expect(filter).toBeHidden();
  await expect(panel(page, '_b').getByRole('tab')).toHaveText([
    message('en', 'search-engine.title'),
    message('en', 'detail.title'),
  ]);
  await expect(page.getByRole('region', { name: message('en', 'host.notifications') })).toContainText(
    message('en', 'host.widgetAdded', { title: message('en', 'detail.title'), panel: '_b' }),
  );
});

test('the widget picker closes on Escape and on an outside click, and forgets its filter', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: message('en', 'host.addWidget') });
  const filter = page.getByRole('combobox', { name: message('en', 'host.filterWidgets') });
  const options = page.getByRole('listbox', { name: message('en', 'host.widgetList') }).getByRole('option');

  await toggle.click();
  await filter.fill('zzz');
  await expect(page.getByText(message('en', 'host.noWidgetsMatch', { filter: 'zzz' }))).toBeVisible();
  await filter.press('Escape');
  await expect(filter).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(filter).toHaveValue('');
  await filter.press('ArrowDown');
  await expect(options.and(page.getByRole('option', { selected: true }))).toHaveText(pickerTitles[1] ?? '');
  await page.locator('footer').click();
  await expect(filter).toBeHidden();
});

test('a reload restores the saved layout', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: message('en', 'host.addPanel') }).click();
  await expect(page.getByRole('radio', { name: message('en', 'host.activePanel', { panel: '_g' }) })).toBeChecked();
  await page.getByRole('button', { name: message('en', 'host.addWidget') }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: message('en', 'search-engine.title') })
    .click();
  await expect(panel(page, '_g').locator('tj-search-engine')).toBeVisible();

  await page.reload();

  await expect(panel(page, '_g').locator('tj-search-engine')).toBeVisible();
  await expect(panel(page, '_b').locator('tj-search-engine')).toBeVisible();
  await expect(panel(page, '_e').locator('tj-detail')).toBeVisible();
  await expect(page.getByRole('radio', { name: message('en', 'host.activePanel', { panel: '_g' }) })).toBeChecked();
  // Two Search Engines on one page follow the same thought.
  await search(page, '_g', 'chlorophyll');
  await expect(panel(page, '_b').locator('tj-search-engine').getByRole('searchbox')).toHaveValue('chlorophyll');
});

test.describe('with a broken saved layout', () => {
  // Well-formed JSON that Dockview refuses: its root must be a branch. Saved under the key the host uses.
  const broken = {
    version: 2,
    dockview: { grid: { root: { type: 'leaf', data: { id: '_a', views: [] } } }, panels: {} },
  };
  test.use({ extraStorage: [{ name: 'host.layout', value: JSON.stringify(broken) }] });

  test('the workspace falls back to the default layout and says so', async ({ page }) => {
    await page.goto('/');

    await expect(panel(page, '_b').locator('tj-search-engine')).toBeVisible();
    await expect(panel(page, '_e').locator('tj-detail')).toBeVisible();
    await expect(page.getByRole('region', { name: message('en', 'host.notifications') })).toContainText(
      message('en', 'host.layoutReset'),
    );
  });
});

test.describe('with a layout saved by an earlier host', () => {
  // The two panels of the first host (version 1), before the simpler home default.
  const earlier = {
    version: 1,
    dockview: { grid: { root: { type: 'branch', data: [] } }, panels: {} },
  };
  test.use({ extraStorage: [{ name: 'host.layout', value: JSON.stringify(earlier) }] });

  test('the workspace shows the new default and says so', async ({ page }) => {
    await page.goto('/');
    await expect(panel(page, '_b').locator('tj-search-engine')).toBeVisible();
    await expect(page.getByRole('region', { name: message('en', 'host.notifications') })).toContainText(
      message('en', 'host.layoutUpdated'),
    );
  });
});

test('closing a panel removes it, and adding one reuses the first free key', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: message('en', 'host.closePanel', { panel: '_a' }) }).click();
  await expect(panel(page, '_a')).toHaveCount(0);
  await page.getByRole('button', { name: message('en', 'host.addPanel') }).click();
  await expect(panel(page, '_a')).toContainText(message('en', 'host.emptyPanel'));
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Whoops! That page is gone' })).toBeVisible();
  await page.getByRole('link', { name: message('en', 'host.goHome') }).click();
  await expect(page).toHaveURL('/');
  await expect(panel(page, '_b').locator('tj-search-engine')).toBeVisible();
});

test('/widget/{name} shows one widget alone, and says so when there is no such widget', async ({ page }) => {
  await page.goto('/widget/search-engine?word=osmosis');
  await expect(page.locator('tj-search-engine').getByRole('searchbox')).toHaveValue('osmosis');
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.goto('/widget/no-such-widget');
  await expect(page.getByText(message('en', 'host.unknownWidget', { name: 'no-such-widget' }))).toBeVisible();
});

test('the font size control scales the widgets and the chrome, within 55 to 120 %', async ({ page }) => {
  await page.goto('/');
  const box = panel(page, '_b').locator('tj-search-engine').getByRole('searchbox');
  const fontSizeOf = () => box.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const before = await fontSizeOf();
  const control = page.getByLabel(message('en', 'host.fontSize'));
  await expect(control).toHaveValue('75');
  await expect(control).toHaveAttribute('min', '55');
  await expect(control).toHaveAttribute('max', '120');

  await control.fill('120');

  await expect.poll(fontSizeOf).toBeCloseTo((before * 120) / 75, 0);
  await expect(page.getByRole('banner').getByText('120%')).toBeVisible();
  const navbarFontSize = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).fontSize);
  expect(parseFloat(navbarFontSize)).toBeCloseTo((16 * 120) / 75, 1);
});

test('Home with ?q= searches that term at once', async ({ page }) => {
  await page.goto('/?q=osmosis');
  await expect(panel(page, '_e').locator('tj-detail').getByRole('heading', { name: 'osmosis' })).toBeVisible();
  await expect(panel(page, '_b').locator('tj-search-engine').getByRole('searchbox')).toHaveValue('osmosis');
});
