// Quests as a learner makes and follows one: three words explored become a thought map, saved as a quest; after a
// reload the Quest Library (in the default workspace) follows it, and its steps replay one per second on the graph.
import type { Locator } from '@playwright/test';
import { message } from './messages.ts';
import { expect, test } from './session.ts';
import { addToPanel, panel, searchInNavbar } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

test.use({ viewport: { width: 1600, height: 1000 } });
test.setTimeout(90_000);

const WORDS = ['dog', 'cat', 'horse'];

const visited = (map: Locator) => map.getByRole('list', { name: en('thought-map.listLabel') }).getByRole('button');

test('three words explored, saved as a quest, reloaded and followed: its steps replay one per second', async ({
  page,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/');
  const map = await addToPanel(page, '_c', 'thought-map');
  await expect(map.getByText(en('thought-map.empty'))).toBeVisible();

  for (const [index, word] of WORDS.entries()) {
    await searchInNavbar(page, word);
    await expect(visited(map)).toHaveCount(index + 1);
  }
  await expect(visited(map)).toHaveText(WORDS.map((word) => new RegExp(word, 'i')));

  const title = 'Three animals';
  await map.getByLabel(en('thought-map.questTitle')).fill(title);
  await map.getByRole('button', { name: en('thought-map.saveQuest') }).click();
  await expect(map.getByText(en('thought-map.questSaved', { title }))).toBeVisible();

  await page.reload();
  const library = panel(page, '_a').locator('tj-quest-library');
  const quest = library.getByRole('listitem').filter({ hasText: title });
  await expect(quest).toBeVisible();
  const index = panel(page, '_f').locator('tj-graph-index');
  const mapAfter = panel(page, '_c').locator('tj-thought-map');

  // Each step shown, with when it showed, watched in the page from before the click (a poll would see it late).
  const watching = mapAfter.evaluate(
    (element) =>
      new Promise<{ step: number; total: number; at: number }[]>((resolve) => {
        const root = element.shadowRoot;
        const seen: { step: number; total: number; at: number }[] = [];
        const read = () => {
          const found = /Replaying step (\d+) of (\d+)/.exec(root?.querySelector('[part="status"]')?.textContent ?? '');
          const step = Number(found?.[1] ?? 0);
          if (found && seen.at(-1)?.step !== step) seen.push({ step, total: Number(found[2]), at: performance.now() });
        };
        const observer = new MutationObserver(read);
        if (root) observer.observe(root, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(seen);
        }, 4_000);
      }),
  );
  await quest.getByRole('button', { name: en('quest-library.follow') }).click();
  await expect(library.getByText(en('quest-library.following', { title }))).toBeVisible();
  const steps = await watching;
  expect(steps.slice(0, 3).map(({ step }) => step)).toEqual([1, 2, 3]);
  const total = steps[0]?.total ?? 0;
  expect(total).toBeGreaterThanOrEqual(WORDS.length);
  // One step per second (spec 2 §9.1), give or take the drawing of each step on a busy machine.
  for (const [index, { at }] of steps.slice(1).entries()) {
    expect(at - (steps[index]?.at ?? 0)).toBeGreaterThan(700);
    expect(at - (steps[index]?.at ?? 0)).toBeLessThan(2_000);
  }

  // The graph shows the exploration as it happened: it ends on the last word's graph.
  await expect(mapAfter.getByRole('button', { name: en('thought-map.replay') })).toBeVisible({
    timeout: (total + 2) * 1_000,
  });
  await expect(
    index
      .getByRole('option')
      .filter({ hasText: /^horse/i })
      .first(),
  ).toBeVisible();
  await expect(visited(mapAfter)).toHaveText(WORDS.map((word) => new RegExp(word, 'i')));
  expect(errors).toEqual([]);
});

test('alt + Q switches quest mode: Dendro in panel _b, the toggle ON, and back', async ({ page }) => {
  await page.goto('/');
  const toggle = page
    .getByRole('banner')
    .getByRole('button', { name: en('host.questModeToggle', { state: en('host.questModeOffLabel') }) });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Alt+q');
  await expect(page.getByText(en('host.questModeOn'))).toBeVisible();
  await expect(panel(page, '_b').locator('tj-dendro')).toBeVisible();
  const on = page
    .getByRole('banner')
    .getByRole('button', { name: en('host.questModeToggle', { state: en('host.questModeOnLabel') }) });
  await expect(on).toHaveAttribute('aria-pressed', 'true');
  await on.click();
  await expect(page.getByText(en('host.questModeOff'))).toBeVisible();
  await expect(panel(page, '_b').locator('tj-graph-explore')).toBeVisible();
});
