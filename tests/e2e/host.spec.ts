import { widgetRegistry } from '../../widgets/registry.ts';
import { expect, test } from './session.ts';
import { message } from './messages.ts';
import { closePanelButton, panel, panelRadio, search, searchInNavbar, SIMPLIFIED_VIEW } from './workspace.ts';
import { failOnPageErrors } from './page-errors.ts';
import { canLoadWidget, pageAbility } from '../../src/abilities/abilities.ts';

/** The titles the widget picker lists: the widgets a signed-in learner may load (spec 1 §6), by title. */
const learner = pageAbility({ username: 'learner', roles: [] });
const pickerTitles = widgetRegistry
  .filter((entry) => canLoadWidget(learner, entry.name))
  .map((entry) => message('en', entry.titleKey))
  .sort((a, b) => a.localeCompare(b, 'en'));

failOnPageErrors(test);

test('a search in the Search Engine of panel _b shows in the Detail of panel _e', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
  await expect(panel(page, '_e').locator('tj-detail')).toContainText(message('en', 'detail.empty'));

  await search(page, '_b', 'photosynthesis');

  await expect(panel(page, '_e').locator('tj-detail').getByRole('heading', { name: 'photosynthesis' })).toBeVisible();
});

test('choosing Deutsch switches the host and both widgets to German', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
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

test('the widget picker lists the widgets the learner may load, filters them and adds one to the active panel', async ({
  page,
}) => {
  await page.goto(SIMPLIFIED_VIEW);
  await page.getByRole('button', { name: message('en', 'host.addWidget') }).click();
  const filter = page.getByRole('combobox', { name: message('en', 'host.filterWidgets') });
  const options = page.getByRole('listbox', { name: message('en', 'host.widgetList') }).getByRole('option');
  await expect(filter).toBeFocused();
  await expect(options).toHaveText(pickerTitles);

  // A title named exactly comes first, then those it begins: "Editor" + Enter is the Editor, not the Code Editor.
  await filter.fill('editor');
  await expect(options.first()).toHaveText(message('en', 'editor.title'));
  await expect(options).toContainText([message('en', 'code-editor.title')]);

  await filter.fill('DETA');
  await expect(options).toHaveText([message('en', 'detail.title')]);
  await filter.press('Enter');

  await expect(filter).toBeHidden();
  await expect(panel(page, '_b').getByRole('tab')).toHaveText([
    message('en', 'search-engine.title'),
    message('en', 'detail.title'),
  ]);
  await expect(page.getByRole('region', { name: message('en', 'host.notifications') })).toContainText(
    message('en', 'host.widgetAdded', {
      title: message('en', 'detail.title'),
      panel: message('en', 'search-engine.title'),
    }),
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
  await page.goto(SIMPLIFIED_VIEW);
  await page.getByRole('button', { name: message('en', 'host.addPanel') }).click();
  await expect(panelRadio(page, '_g')).toBeChecked();
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
  await expect(panelRadio(page, '_g')).toBeChecked();
  // Two Search Engines on one page follow the same thought.
  await search(page, '_g', 'chlorophyll');
  await expect(panel(page, '_b').locator('tj-search-engine').getByRole('searchbox')).toHaveValue('chlorophyll');
});

test.describe('with a broken saved layout', () => {
  // Well-formed JSON that Dockview refuses: its root must be a branch. Saved as the learner's explore layout.
  const broken = {
    version: 3,
    dockview: { grid: { root: { type: 'leaf', data: { id: '_a', views: [] } } }, panels: {} },
  };
  test.use({ savedLayout: broken });

  test('the workspace falls back to the default layout and says so', async ({ page }) => {
    await page.goto('/');

    await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
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
  test.use({ savedLayout: earlier });

  test('the workspace shows the new default and says so', async ({ page }) => {
    await page.goto('/');
    await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
    await expect(page.getByRole('region', { name: message('en', 'host.notifications') })).toContainText(
      message('en', 'host.layoutUpdated'),
    );
  });
});

/** A layout version 3 of the host saved: its search-first default, with `widgets` by slot, in one row of panels. */
function savedByVersion3(widgets: Record<string, readonly string[]>) {
  const slots = Object.entries(widgets);
  return {
    version: 3,
    dockview: {
      grid: {
        root: {
          type: 'branch',
          data: slots.map(([id, names]) => ({
            type: 'leaf',
            data: { id, views: [...names], activeView: names[0] },
            size: 200,
          })),
          size: 600,
        },
        width: slots.length * 200,
        height: 600,
        orientation: 'HORIZONTAL',
      },
      panels: Object.fromEntries(
        slots.flatMap(([, names]) =>
          names.map((name) => [name, { id: name, contentComponent: 'widget', params: { name }, title: name }]),
        ),
      ),
      activeGroup: '_b',
    },
  };
}
const SEARCH_FIRST = {
  _a: ['quest-library', 'graph-library', 'goals'],
  _b: ['search-engine'],
  _c: ['snippet', 'notes-library'],
  _d: ['wiki-data-card'],
  _e: ['detail', 'eddie'],
  _f: ['graph-index'],
};

test.describe('with the search-first default saved by the previous host, unchanged', () => {
  test.use({ savedLayout: savedByVersion3(SEARCH_FIRST) });

  test('the explore view of spec 1 §2 replaces it, and the learner is told', async ({ page }) => {
    await page.goto('/');
    await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
    await expect(panel(page, '_a').locator('tj-graph-library')).toBeVisible();
    await expect(page.getByRole('region', { name: message('en', 'host.notifications') })).toContainText(
      message('en', 'host.layoutUpdated'),
    );
  });
});

test.describe('with a layout the learner arranged on the previous host', () => {
  test.use({ savedLayout: savedByVersion3({ ...SEARCH_FIRST, _d: ['wiki-data-card', 'glossary'] }) });

  test('their arrangement stays', async ({ page }) => {
    await page.goto('/');
    await expect(panel(page, '_b').locator('tj-search-engine')).toBeVisible();
    await expect(panel(page, '_d').getByRole('tab')).toHaveText([
      message('en', 'wiki-data-card.title'),
      message('en', 'glossary.title'),
    ]);
    await expect(page.locator('tj-graph-explore')).toHaveCount(0);
  });
});

test('closing a panel removes it, and adding one reuses the first free key', async ({ page }) => {
  await page.goto('/');
  await expect(closePanelButton(page, '_a')).toHaveAccessibleName(
    message('en', 'host.closePanel', {
      panel: message('en', 'host.panelNameMore', { title: message('en', 'graph-library.title'), count: '4' }),
    }),
  );
  await closePanelButton(page, '_a').click();
  await expect(panel(page, '_a')).toHaveCount(0);
  await page.getByRole('button', { name: message('en', 'host.addPanel') }).click();
  await expect(panel(page, '_a')).toContainText(message('en', 'host.emptyPanel'));
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Whoops! That page is gone' })).toBeVisible();
  await page.getByRole('link', { name: message('en', 'host.goHome') }).click();
  await expect(page).toHaveURL('/');
  await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
});

test('/widget/{name} shows one widget alone, and says so when there is no such widget', async ({ page }) => {
  await page.goto('/widget/search-engine?word=osmosis');
  await expect(page.locator('tj-search-engine').getByRole('searchbox')).toHaveValue('osmosis');
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.goto('/widget/no-such-widget');
  await expect(page.getByText(message('en', 'host.unknownWidget', { name: 'no-such-widget' }))).toBeVisible();
});

test('the font size control scales the widgets and the chrome, within 55 to 120 %', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
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
  await expect(
    page.getByRole('banner').getByRole('combobox', { name: message('en', 'navbar-search.label') }),
  ).toHaveValue('osmosis');
});

test('a search is kept in the address: reload keeps it and Back returns to the previous one', async ({ page }) => {
  const detailHeading = (word: string) =>
    panel(page, '_e').locator('tj-detail').getByRole('heading', { name: word, exact: true });
  await page.goto('/');
  await searchInNavbar(page, 'osmosis');
  await expect(page).toHaveURL(/\?q=osmosis$/);
  await searchInNavbar(page, 'photosynthesis');
  await expect(page).toHaveURL(/\?q=photosynthesis$/);

  await page.reload();
  await expect(detailHeading('photosynthesis')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?q=osmosis$/);
  await expect(detailHeading('osmosis')).toBeVisible();
});

test('the widget picker adds to the panel chosen, keeps one copy per panel, and adds several in turn', async ({
  page,
}) => {
  const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);
  const toasts = page.getByRole('region', { name: en('host.notifications') });
  const openPicker = () => page.getByRole('button', { name: en('host.addWidget') }).click();
  const target = page.getByLabel(en('host.addToPanel'));
  const option = (key: string) =>
    page.getByRole('listbox', { name: en('host.widgetList') }).getByRole('option', { name: en(key), exact: true });
  const wikiDataCard = en('wiki-data-card.title');
  await page.goto(SIMPLIFIED_VIEW);
  await expect(panel(page, '_d').locator('tj-wiki-data-card')).toBeVisible();

  await openPicker();
  // The active panel (the search box's) is offered first; a learner reads panels by their widgets.
  await expect(target.locator('option:checked')).toHaveText(en('search-engine.title'));
  await target.selectOption({ label: wikiDataCard });
  await option('data-card.title').click();
  await expect(panel(page, '_d').getByRole('tab')).toHaveText([wikiDataCard, en('data-card.title')]);
  await expect(toasts).toContainText(en('host.widgetAdded', { title: en('data-card.title'), panel: wikiDataCard }));

  await openPicker();
  // The panel is named by the tab it shows, the one just added.
  await target.selectOption({ label: en('host.panelNameMore', { title: en('data-card.title'), count: '1' }) });
  await option('wiki-data-card.title').click();
  await expect(toasts).toContainText(en('host.widgetAlreadyThere', { title: wikiDataCard }));
  await expect(panel(page, '_d').getByRole('tab')).toHaveCount(2);

  await openPicker();
  await target.selectOption({ label: en('host.newPanel') });
  await page.getByLabel(en('host.selectSeveral')).check();
  await option('glossary.title').click();
  await option('dimension.title').click();
  await page.getByRole('button', { name: en('host.addWidgets', { count: '2' }) }).click();
  await expect(panel(page, '_g').getByRole('tab')).toHaveText([en('glossary.title'), en('dimension.title')]);
  await expect(toasts).toContainText(en('host.widgetAddedAlone', { title: en('glossary.title') }));
});

test('a tab closed with Delete or its button comes back with Undo, and tabs hold no control of their own', async ({
  page,
}) => {
  const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);
  const tabs = panel(page, '_c').getByRole('tab');
  await page.goto(SIMPLIFIED_VIEW);
  await expect(tabs).toHaveText([en('snippet.title'), en('notes-library.title')]);
  await expect(tabs.first().locator('button, [role="button"], a, input')).toHaveCount(0);

  await tabs.first().focus();
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(tabs).toHaveText([en('notes-library.title')]);
  const undo = page
    .getByRole('region', { name: en('host.notifications') })
    .getByRole('button', { name: en('host.undo') });
  await undo.click();
  await expect(tabs).toHaveText([en('snippet.title'), en('notes-library.title')]);

  await page.getByRole('button', { name: en('host.closeTab', { title: en('snippet.title') }) }).click();
  await expect(tabs).toHaveText([en('notes-library.title')]);
  await undo.click();
  await expect(tabs).toHaveText([en('snippet.title'), en('notes-library.title')]);
});

test('no panel is left too small to read: a new panel beside a narrow one opens where there is room', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await expect(panel(page, '_a').locator('tj-graph-library')).toBeVisible();
  await panelRadio(page, '_a').check();
  await page.getByRole('button', { name: message('en', 'host.addPanel') }).click();

  await expect(panel(page, '_g')).toContainText(message('en', 'host.emptyPanel'));
  const added = await panel(page, '_g').boundingBox();
  expect(added?.width).toBeGreaterThanOrEqual(320);
  expect(added?.height).toBeGreaterThanOrEqual(240);
  for (const slot of ['_a', '_b', '_c', '_d', '_e', '_f', '_g']) {
    const box = await panel(page, slot).boundingBox();
    expect(box?.width, slot).toBeGreaterThanOrEqual(199);
    expect(box?.height, slot).toBeGreaterThanOrEqual(119);
  }
});

test('per-tab help opens Help in panel _f, listing the shortcuts and the graph modes', async ({ page }) => {
  await page.goto('/');
  await panel(page, '_b')
    .getByRole('button', { name: message('en', 'host.openHelp') })
    .click();
  const help = panel(page, '_f').locator('tj-help');
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: new RegExp(message('en', 'keys.questLibrary')) })).toContainText('Ctrl+Q');
  await expect(help.getByRole('row', { name: /Alt\+Shift\+1/ })).toBeVisible();
  await expect(
    help.getByRole('row', { name: new RegExp(message('en', 'keys.maximisePanel').slice(0, 30)) }),
  ).toContainText('Alt+Enter');
});
