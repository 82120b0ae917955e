// Issue 11 point 6 "Phones": at 390 × 844 the workspace shows one panel at a time, starting on _a (spec 1 §2
// "mobile starts on _a"), with a switcher between panels named by their widgets; no word breaks inside its letters.
import type { Locator, Page } from '@playwright/test';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { expect, test } from './session.ts';
import { closePanelButton, panel, searchInNavbar, SIMPLIFIED_VIEW } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

test.use({ viewport: PHONE, hasTouch: true });

failOnPageErrors(test);

const switcher = (page: Page) => page.getByRole('tablist', { name: en('host.mobilePanels') });
const panelTab = (page: Page, titleKey: string) => switcher(page).getByRole('tab', { name: en(titleKey), exact: true });
/** The workspace's panels (Dockview groups) the learner can see. */
const panelsOnScreen = (page: Page) => page.locator('.tj-workspace .dv-groupview').filter({ visible: true });

/**
 * The words of an element's text (in its shadow root too) that the browser broke across lines inside their
 * letters, as "pho/tos/ynt/hes/is" in panels a hundred pixels wide.
 */
async function wordsBrokenInside(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const visit = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of (text.textContent ?? '').matchAll(/\p{L}[\p{L}\p{M}]*/gu)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    };
    visit(root);
    const shadows = [root, ...root.querySelectorAll('*')].flatMap((element) =>
      element.shadowRoot ? [element.shadowRoot] : [],
    );
    for (const shadow of shadows) {
      visit(shadow);
      for (const inner of shadow.querySelectorAll('*')) if (inner.shadowRoot) visit(inner.shadowRoot);
    }
    return broken;
  });
}

/** Each panel's place on screen, by the widget its shown tab holds. */
async function panelBoxes(
  page: Page,
): Promise<Record<string, { x: number; y: number; width: number; height: number }>> {
  return page.locator('.tj-workspace .dv-groupview').evaluateAll((groups) =>
    Object.fromEntries(
      groups.map((group) => {
        const { x, y, width, height } = group.getBoundingClientRect();
        const widget = group.querySelector('.tj-widget')?.localName ?? '';
        return [widget, { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) }];
      }),
    ),
  );
}

test('a phone starts on _a alone, full width, with a switcher that names every panel by its widget', async ({
  page,
}) => {
  await page.goto('/');
  const graphLibrary = panel(page, '_a').locator('tj-graph-library');
  await expect(graphLibrary).toBeVisible();

  await expect(switcher(page).getByRole('tab')).toHaveText([
    en('graph-library.title'),
    en('graph-explore.title'),
    en('notes-library.title'),
    en('quest-checkpoint.title'),
    en('detail.title'),
    en('wiki-data-card.title'),
  ]);
  await expect(panelTab(page, 'graph-library.title')).toHaveAttribute('aria-selected', 'true');
  await expect(switcher(page).getByRole('tab', { selected: true })).toHaveCount(1);
  // The switcher's tabs control the area that shows the panel, named by the tab chosen.
  const shownArea = page.locator('.tj-dock-area');
  await expect(shownArea).toHaveRole('tabpanel');
  await expect(shownArea).toHaveAccessibleName(en('graph-library.title'));

  await expect(panelsOnScreen(page)).toHaveCount(1);
  await expect(panelsOnScreen(page).locator('tj-graph-library')).toBeVisible();
  for (const hidden of ['tj-graph-explore', 'tj-notes-library', 'tj-quest-checkpoint', 'tj-wiki-data-card']) {
    await expect(page.locator(hidden)).toBeHidden();
  }
  const box = await panelsOnScreen(page).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(PHONE.width - 2);

  // Slot keys are the host's names for panels, not the learner's; the active-panel radios and the maximise buttons
  // are a desktop's (a phone shows one panel at a time).
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Maximise/ })).toHaveCount(0);
  expect(await page.locator('.tj-workspace').innerText()).not.toMatch(/(^|\W)_[a-n](\W|$)/);
  expect(await wordsBrokenInside(page.locator('.tj-workspace'))).toEqual([]);

  // A search in the navbar brings its results forward; every panel, filled, reads in whole words.
  await searchInNavbar(page, 'photosynthesis');
  await expect(panelTab(page, 'graph-explore.title')).toHaveAttribute('aria-selected', 'true');
  for (const title of await switcher(page).getByRole('tab').allTextContents()) {
    await switcher(page).getByRole('tab', { name: title, exact: true }).click();
    await expect(page.locator('.tj-dock-area')).toHaveAccessibleName(title);
    await expect(panelsOnScreen(page)).toHaveCount(1);
    expect(await wordsBrokenInside(page.locator('.tj-workspace')), title).toEqual([]);
  }
});

test('a link to a search (/?q=) opens on the graph of its word, not on the first panel', async ({ page }) => {
  await page.goto('/?q=volcano');
  await expect(panelTab(page, 'graph-explore.title')).toHaveAttribute('aria-selected', 'true');
  await expect(panelsOnScreen(page).locator('tj-graph-explore')).toBeVisible();
});

test('the keyboard switches to the Search Engine, a search there shows in Detail, and each panel keeps its state', async ({
  page,
}) => {
  // The search-first workspace.
  await page.goto(SIMPLIFIED_VIEW);
  await expect(page.locator('tj-quest-library')).toBeVisible();

  await panelTab(page, 'quest-library.title').focus();
  await page.keyboard.press('ArrowRight');
  const searchTab = panelTab(page, 'search-engine.title');
  await expect(searchTab).toBeFocused();
  await expect(searchTab).toHaveAttribute('aria-selected', 'true');
  await expect(panelsOnScreen(page)).toHaveCount(1);
  await expect(page.locator('tj-quest-library')).toBeHidden();
  const searchBox = page.locator('tj-search-engine').getByRole('searchbox');
  await expect(searchBox).toBeVisible();

  await searchBox.fill('photosynthesis');
  await searchBox.press('Enter');

  // End goes to the last tab (Graph Index), the arrow one back to Detail.
  await searchTab.focus();
  await page.keyboard.press('End');
  await expect(panelTab(page, 'graph-index.title')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(panelTab(page, 'detail.title')).toBeFocused();
  const detail = page.locator('tj-detail');
  const heading = detail.getByRole('heading', { name: 'photosynthesis' });
  await expect(heading).toBeVisible();
  await expect(searchBox).toBeHidden();
  expect(await wordsBrokenInside(detail)).toEqual([]);
  // The heading is one line, as wide as its word needs, not a column of syllables.
  const { lineHeight, height } = await heading.evaluate((element) => ({
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    height: element.getBoundingClientRect().height,
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);

  // Every panel of the default workspace, filled by the search, reads in whole words at a phone's width.
  const titles = await switcher(page).getByRole('tab').allTextContents();
  for (const title of titles) {
    await switcher(page).getByRole('tab', { name: title, exact: true }).click();
    await expect(page.locator('.tj-dock-area')).toHaveAccessibleName(title);
    await expect(panelsOnScreen(page)).toHaveCount(1);
    expect(await wordsBrokenInside(page.locator('.tj-workspace')), title).toEqual([]);
  }

  // The Search Engine was hidden, not closed: its box still holds the word.
  await panelTab(page, 'search-engine.title').click();
  await expect(searchBox).toHaveValue('photosynthesis');
  await expect(heading).toBeHidden();
});

test('a phone turned sideways (844 × 390) shows one panel at a time too, tall enough to read', async ({ page }) => {
  await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
  await page.goto('/');
  await expect(panel(page, '_a').locator('tj-graph-library')).toBeVisible();
  await expect(switcher(page)).toBeVisible();
  await expect(panelsOnScreen(page)).toHaveCount(1);
  const box = await panelsOnScreen(page).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(PHONE.height - 2);
  expect(box?.height).toBeGreaterThan(150);
});

test('turning to a desktop brings the six panels back side by side, as they were', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // The search-first workspace: one widget of each kind, so each panel is known by its widget.
  await page.goto(SIMPLIFIED_VIEW);
  await expect(page.locator('tj-search-engine')).toBeVisible();
  await expect(panelsOnScreen(page)).toHaveCount(6);
  await expect(switcher(page)).toBeHidden();
  const desktop = await panelBoxes(page);

  await page.setViewportSize(PHONE);
  await expect(panelsOnScreen(page)).toHaveCount(1);
  await expect(panelTab(page, 'quest-library.title')).toHaveAttribute('aria-selected', 'true');
  await panelTab(page, 'wiki-data-card.title').click();
  await expect(page.locator('tj-wiki-data-card')).toBeVisible();
  await panelTab(page, 'snippet.title').click();
  await expect(page.locator('tj-snippet')).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await expect(panelsOnScreen(page)).toHaveCount(6);
  await expect(switcher(page)).toBeHidden();
  await expect(page.getByRole('radio')).toHaveCount(6);
  await expect.poll(() => panelBoxes(page)).toEqual(desktop);

  // What was saved is the desktop layout, not the phone's: a reload shows the same.
  await page.reload();
  await expect(panelsOnScreen(page)).toHaveCount(6);
  await expect.poll(() => panelBoxes(page)).toEqual(desktop);
});

test('a workspace opened on a phone shows all six panels side by side on a desktop', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
  await expect(page.locator('tj-quest-library')).toBeVisible();
  await panelTab(page, 'detail.title').click();
  await expect(page.locator('tj-detail')).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await expect(panelsOnScreen(page)).toHaveCount(6);
  const boxes = await panelBoxes(page);
  const [questLibrary, searchEngine, detail] = [
    boxes['tj-quest-library'],
    boxes['tj-search-engine'],
    boxes['tj-detail'],
  ];
  // _a | _b | _e from left to right, _a about a fifth of the width (spec 2 §9.1 "default tree splits 20%, 70%").
  expect(questLibrary?.x).toBeLessThan(searchEngine?.x ?? 0);
  expect(searchEngine?.x).toBeLessThan(detail?.x ?? 0);
  expect(questLibrary?.width).toBeGreaterThan(DESKTOP.width * 0.15);
  expect(questLibrary?.width).toBeLessThan(DESKTOP.width * 0.25);
  expect(await wordsBrokenInside(page.locator('tj-search-engine'))).toEqual([]);
});

test('closing the panel shown on a phone shows another, and the switcher no longer offers it', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
  await expect(page.locator('tj-quest-library')).toBeVisible();

  await closePanelButton(page, '_a').click();

  await expect(page.locator('tj-quest-library')).toHaveCount(0);
  await expect(switcher(page).getByRole('tab')).toHaveCount(5);
  await expect(panelTab(page, 'quest-library.title')).toHaveCount(0);
  await expect(panelsOnScreen(page)).toHaveCount(1);
  const selected = switcher(page).getByRole('tab', { selected: true });
  await expect(selected).toHaveCount(1);
  await expect(page.locator('.tj-dock-area')).toHaveAccessibleName((await selected.textContent()) ?? '');
});

test('on a phone the navbar is one row of logo, search and Menu; Menu shows the other controls', async ({ page }) => {
  await page.goto('/');
  await expect(panel(page, '_a').locator('tj-graph-library')).toBeVisible();
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: en('host.menu'), exact: true });
  const addWidget = banner.getByRole('button', { name: en('host.addWidget') });

  const height = (await banner.boundingBox())?.height ?? Infinity;
  expect(height).toBeLessThanOrEqual(120);
  await expect(banner.getByRole('combobox', { name: en('navbar-search.label') })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(addWidget).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const menuPanel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
  await expect(menuPanel).toBeVisible();
  await expect(addWidget).toBeVisible();
  await expect(banner.getByRole('button', { name: en('host.addPanel') })).toBeVisible();
  await expect(banner.getByRole('combobox', { name: en('host.language') })).toBeVisible();
  await expect(banner.getByRole('slider', { name: en('host.fontSize') })).toBeVisible();
  // The panel lies over the workspace: the navbar itself stays one row.
  expect((await banner.boundingBox())?.height).toBe(height);

  // The keyboard reaches the controls in the menu; Escape closes it and gives focus back to Menu.
  // The sidebar toggle comes first; thought navigation, with no thought behind or ahead yet, is skipped.
  await menu.focus();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: en('host.sidebar'), exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(addWidget).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(addWidget).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // A tap outside (on the footer, which the panel does not cover) closes it too.
  await menu.click();
  await expect(addWidget).toBeVisible();
  await page.getByRole('contentinfo').click();
  await expect(addWidget).toBeHidden();

  // On a desktop there is no Menu: the controls stand in the navbar.
  await page.setViewportSize(DESKTOP);
  await expect(menu).toHaveCount(0);
  await expect(addWidget).toBeVisible();
});
