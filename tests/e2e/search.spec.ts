// The search of issue 4, as a learner does it: every result widget fills from the offline knowledge engine, a newer
// search wins over an older one still on its way, and the page tools (quick search, word meanings, selection search)
// work on the widgets' text.
import type { Page, Request, Route } from '@playwright/test';
import { message } from './messages.ts';
import { wordOnScreen } from './screen-text.ts';
import { HOST, expect, test } from './session.ts';
import { panel, SIMPLIFIED_VIEW } from './workspace.ts';
import { openQuickSearch } from './quick-search.ts';
import { failOnPageErrors } from './page-errors.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

test.use({ viewport: { width: 1600, height: 1000 } });

failOnPageErrors(test);

/** The result widgets the Simplified view does not show, each added in a panel of its own, as a learner would. */
const ADDED_WIDGETS = ['data-card', 'glossary', 'information', 'dimension'] as const;

async function addInNewPanel(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: en('host.addPanel') }).click();
  await page.getByRole('button', { name: en('host.addWidget') }).click();
  await page
    .getByRole('listbox', { name: en('host.widgetList') })
    .getByRole('option', { name: en(`${name}.title`), exact: true })
    .click();
  await expect(page.locator(`tj-${name}`)).toBeVisible();
}

/** What each result widget shows of a word: a phrase of its own answer, so a stale answer cannot pass. */
const shows = {
  photosynthesis: {
    'tj-snippet': 'radiant energy',
    'tj-wiki-data-card': 'radiant energy',
    'tj-data-card': 'radiant energy',
    'tj-information': 'radiant energy',
    'tj-glossary': 'chemical process',
    'tj-dimension': 'Photosynthesis is a kind of chemical process.',
  },
  'Albert Einstein': {
    'tj-snippet': 'special theory of relativity',
    'tj-wiki-data-card': 'special theory of relativity',
    'tj-data-card': 'special theory of relativity',
    'tj-information': 'special theory of relativity',
    'tj-glossary': 'physicist',
    'tj-dimension': 'Albert Einstein lived 1879–1955.',
  },
} as const;

async function expectFilledWith(page: Page, word: keyof typeof shows): Promise<void> {
  for (const [tag, phrase] of Object.entries(shows[word])) {
    await expect(page.locator(tag), `${tag} shows "${word}"`).toContainText(phrase);
  }
  await expect(page.locator('tj-detail').getByRole('heading', { name: word })).toBeVisible();
}

const navbarSearch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: en('navbar-search.label') });

test('a word typed in the navbar search, with its suggestions, fills every result widget', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
  // The Simplified view (spec 1 §2 "a simpler home default") has Snippet, Wiki Data Card and Detail.
  await expect(panel(page, '_c').locator('tj-snippet')).toBeVisible();
  await expect(panel(page, '_d').locator('tj-wiki-data-card')).toBeVisible();
  for (const name of ADDED_WIDGETS) await addInNewPanel(page, name);

  const box = navbarSearch(page);
  await box.pressSequentially('photosynth');
  const suggestion = page.getByRole('banner').getByRole('option', { name: 'photosynthesis', exact: true });
  await expect(suggestion).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await suggestion.click();
  await expect(box).toHaveValue('photosynthesis');
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await expectFilledWith(page, 'photosynthesis');
  // The Search Engine follows the search made in the navbar.
  await expect(panel(page, '_b').locator('tj-search-engine').getByRole('searchbox')).toHaveValue('photosynthesis');
});

test('“Paris” then quickly “Albert Einstein”: only Albert Einstein’s results remain', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
  for (const name of ADDED_WIDGETS) await addInNewPanel(page, name);
  // Paris's answers are held until Albert Einstein's show: the race a fast typist causes on a slow network.
  const held: Route[] = [];
  await page.route('**/api/v1/**', async (route) => {
    const request = route.request();
    if (/paris/i.test(`${decodeURIComponent(request.url())} ${request.postData() ?? ''}`)) held.push(route);
    // The page may have given up on the request meanwhile (a newer search aborts it).
    else await route.continue().catch(() => undefined);
  });
  const answered: string[] = [];
  const settled = new Set<Request>();
  page.on('requestfinished', (request) => {
    answered.push(decodeURIComponent(request.url()));
    settled.add(request);
  });
  page.on('requestfailed', (request) => settled.add(request));

  const box = panel(page, '_b').locator('tj-search-engine').getByRole('searchbox');
  await box.fill('Paris');
  await box.press('Enter');
  await box.fill('Albert Einstein');
  await box.press('Enter');

  await expectFilledWith(page, 'Albert Einstein');
  // Paris's answers now go on, late; once each has ended (answered or cancelled), none may have been written.
  for (const route of held) await route.continue().catch(() => undefined);
  await expect.poll(() => held.filter((route) => !settled.has(route.request())).length).toBe(0);
  await expectFilledWith(page, 'Albert Einstein');
  await expect(page.locator('main').getByText(/Paris|France/)).toHaveCount(0);
  await expect(navbarSearch(page)).toHaveValue('Albert Einstein');
  // The older requests were cancelled (in flight, or before they were sent, as CI under load saw), not merely ignored.
  expect(answered.filter((url) => /word=Paris/.test(url))).toEqual([]);
});

test('ctrl + K opens the quick search; it searches, records the search, clears its box and closes', async ({
  page,
  request,
}) => {
  await page.goto(SIMPLIFIED_VIEW);
  await expect(panel(page, '_e').locator('tj-detail')).toBeVisible();
  const overlay = page.getByRole('dialog', { name: en('quick-search.label') });
  await openQuickSearch(page, overlay);
  const prompts = Array.from({ length: 20 }, (_, index) => en(`quick-search.prompt${index + 1}`));
  expect(prompts).toContain(await overlay.locator('.tj-quick-search-title').textContent());
  const box = overlay.getByRole('combobox', { name: en('quick-search.box') });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Search...');

  await box.pressSequentially('osmosi');
  await expect(overlay.getByRole('option', { name: 'osmosis', exact: true })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(overlay).toBeHidden();
  await expect(panel(page, '_e').locator('tj-detail').getByRole('heading', { name: 'osmosis' })).toBeVisible();
  await expect(page.locator('tj-snippet')).toContainText('diffusion');

  await page.keyboard.press('Control+k');
  await expect(overlay).toBeVisible();
  await expect(box).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // Recorded as the learner's QUICK_SEARCH event (spec 1 §3).
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  const events = await request.get(`${HOST}/api/v1/events?verb=QUICK_SEARCH&pageNo=0`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(events.ok()).toBe(true);
  expect(JSON.stringify(await events.json())).toContain('"osmosis"');
});

test('alt + mouse release on a word shows its meaning; Escape closes it', async ({ page }) => {
  await page.goto(`${SIMPLIFIED_VIEW}?q=photosynthesis`);
  const snippet = page.locator('tj-snippet');
  await expect(snippet).toContainText('radiant energy');
  const { x, y } = await wordOnScreen(snippet, 'compounds');

  await page.mouse.move(x, y);
  await page.keyboard.down('Alt');
  await page.mouse.down();
  await page.mouse.up();
  await page.keyboard.up('Alt');

  const popup = page.getByRole('dialog', { name: en('word-meaning.label', { word: 'compounds' }) });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('two or more elements');
  await expect(popup).toBeFocused();
  // Next to the word.
  const box = await popup.boundingBox();
  expect(Math.abs((box?.y ?? 0) - y)).toBeLessThan(60);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('ctrl + release on a selected word searches it; a click selection alone does not', async ({ page }) => {
  await page.goto(`${SIMPLIFIED_VIEW}?q=photosynthesis`);
  const snippet = page.locator('tj-snippet');
  await expect(snippet).toContainText('radiant energy');
  const detail = page.locator('tj-detail');

  // Without the modifier, in the initial looked_at mode, selecting is only reading.
  let { x, y } = await wordOnScreen(snippet, 'compounds');
  await page.mouse.dblclick(x, y);
  await expect(detail.getByRole('heading', { name: 'photosynthesis' })).toBeVisible();

  ({ x, y } = await wordOnScreen(snippet, 'synthesis'));
  await page.keyboard.down('Control');
  await page.mouse.dblclick(x, y);
  await page.keyboard.up('Control');
  await expect(detail.getByRole('heading', { name: 'synthesis', exact: true })).toBeVisible();
});

test('Ask answers a computational question offline and says so', async ({ page }) => {
  await page.goto('/widget/ask');
  const ask = page.locator('tj-ask');
  await ask.getByLabel(en('ask.label')).fill('12 km in miles');
  await ask.getByRole('button', { name: en('ask.submit'), exact: true }).click();
  // The first question loads the offline calculator (server/providers/computation.ts): seconds on a busy machine.
  await expect(ask.locator('output')).toHaveText('7.46 miles', { timeout: 20_000 });
  await expect(ask).toContainText(en('ask.answeredBy', { engine: en('ask.engine.offline') }));
});

test('Ask answers everyday questions, and “what is X” with the definition and a search of X', async ({ page }) => {
  await page.goto('/widget/ask');
  const ask = page.locator('tj-ask');
  const question = ask.getByLabel(en('ask.label'));
  await question.fill('100 F in C');
  await question.press('Enter');
  await expect(ask.locator('output')).toHaveText('37.78 °C');
  await question.fill('what percent is 12 of 48');
  await question.press('Enter');
  await expect(ask.locator('output')).toHaveText('25%');
  await question.fill('what is photosynthesis');
  await question.press('Enter');
  await expect(ask.locator('output')).toContainText('Photosynthesis is synthesis of compounds');
  await expect(ask).toContainText(en('ask.answeredBy', { engine: en('ask.engine.dictionary') }));
  await expect(ask.getByRole('button', { name: en('ask.searchTerm', { term: 'photosynthesis' }) })).toBeVisible();
  await question.fill('population of France');
  await question.press('Enter');
  await expect(ask).toContainText(en('server.providers.couldNotAnswer'));
});

test('Global Search offers “did you mean” for a misspelt search', async ({ page }) => {
  await page.goto('/widget/global-search');
  const widget = page.locator('tj-global-search');
  const box = widget.getByRole('combobox', { name: en('global-search.label') });
  await box.fill('photosynthesys');
  await box.press('Enter');
  await expect(widget).toContainText(en('global-search.didYouMean'));
  await widget.getByRole('button', { name: 'photosynthesis', exact: true }).click();
  await expect(box).toHaveValue('photosynthesis');
  await expect(widget).toContainText(en('global-search.current', { word: 'photosynthesis' }));
});
