// Issue 11's keyboard-only pass: a learner at 1366 × 768 with no mouse skips to the workspace, searches from the
// quick search, follows a "did you mean" inside the Snippet without losing their place, opens Help, and uses the bottom
// dock. Every step is a key press; the focus is checked after each.
import type { Page } from '@playwright/test';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { expect, test } from './session.ts';
import { SIMPLIFIED_VIEW } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

/** Tab presses enough to cross the workspace's panels to the Snippet. */
const MAX_TABS = 80;

test.use({ viewport: { width: 1366, height: 768 } });
failOnPageErrors(test);

/** The element with the keyboard focus, by its tag and text, inside shadow roots too. */
function focused(page: Page): Promise<{ path: string[]; text: string }> {
  return page.evaluate(() => {
    const path: string[] = [];
    let element = document.activeElement;
    while (element) {
      path.push(element.localName);
      element = element.shadowRoot?.activeElement ?? null;
    }
    let deepest = document.activeElement;
    while (deepest?.shadowRoot?.activeElement) deepest = deepest.shadowRoot.activeElement;
    return { path, text: (deepest as HTMLElement | null)?.innerText?.trim() ?? '' };
  });
}

test('a learner with only a keyboard searches, follows a suggestion, opens Help and uses the dock', async ({
  page,
}) => {
  // The search-first workspace, whose Snippet offers "did you mean".
  await page.goto(SIMPLIFIED_VIEW);
  await expect(page.locator('tj-detail')).toBeVisible();

  // The first Tab reaches the skip link; it takes the keyboard to the main content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en('host.skipToContent') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Ctrl + K: the quick search, a misspelt word, Enter. The overlay closes and gives the focus back.
  await page.keyboard.press('Control+k');
  const quickSearch = page.getByRole('dialog', { name: en('quick-search.label') });
  await expect(quickSearch).toBeVisible();
  await page.keyboard.type('photosynthesys');
  await page.keyboard.press('Enter');
  await expect(quickSearch).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();

  // Tab through the workspace to the Snippet's "did you mean": the word that was meant.
  const snippet = page.locator('tj-snippet');
  await expect(snippet).toContainText(en('lookup.didYouMean'));
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    const now = await focused(page);
    if (now.path.includes('tj-snippet') && now.text === 'photosynthesis') break;
    await page.keyboard.press('Tab');
  }
  expect(await focused(page)).toMatchObject({ text: 'photosynthesis' });
  // Following it redraws the Snippet; the keyboard stays in the Snippet, not on the page's body.
  await page.keyboard.press('Enter');
  await expect(page.locator('tj-detail').getByRole('heading', { name: 'photosynthesis' })).toBeVisible();
  await expect(snippet).not.toContainText(en('lookup.didYouMean'));
  await expect.poll(async () => (await focused(page)).path).toContain('tj-snippet');

  // Alt + H shows Help and puts the keyboard in it.
  await page.keyboard.press('Alt+h');
  await expect(page.locator('tj-help')).toBeVisible();
  await expect.poll(async () => (await focused(page)).path).toContain('tj-help');

  // The dock: Shift + Tab from the footer's first link goes back through its media buttons (the camera, the screen
  // recorder where the learner's roles allow it, the microphone) to Help; before Help, the Thought Map's.
  const dock = page.getByRole('region', { name: en('host.dock') });
  const help = dock.getByRole('button', { name: new RegExp(`^${en('host.dock.help')}`) });
  await page.getByRole('contentinfo').getByRole('link').first().focus();
  for (let presses = 0; presses < 4; presses += 1) {
    if (await help.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(help).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const saveThought = dock.getByRole('button', { name: new RegExp(`^${en('host.dock.saveThought')}`) });
  await expect(saveThought).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(en('host.dock.thoughtSaved', { word: 'photosynthesis' }))).toBeVisible();

  // The dock's quick search: Escape gives the focus back to the button that opened it.
  await page.keyboard.press('Shift+Tab');
  const openSearch = dock.getByRole('button', { name: new RegExp(`^${en('host.dock.quickSearch')}`) });
  await expect(openSearch).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quickSearch).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(quickSearch).toBeHidden();
  await expect(openSearch).toBeFocused();
});
