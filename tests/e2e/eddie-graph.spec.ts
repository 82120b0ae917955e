// Eddie answers as a graph (issue 25 point 1): a learner explores a word, asks Eddie about another, and "Show as graph"
// adds Eddie's nodes and edges to Graph Explore through the graph core, so the Thought Map records it as a step and
// its replay draws the same graph again, Eddie's nodes with it. The server answers with its offline engine.
import type { Locator } from '@playwright/test';
import { listedLabels } from './graph-canvas.ts';
import { message } from './messages.ts';
import { expect, test } from './session.ts';
import { addToPanel, panel, searchInNavbar, SIMPLIFIED_VIEW } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

test.use({ viewport: { width: 1600, height: 1000 } });
test.setTimeout(120_000);

const QUESTION = 'What is a volcano?';

/**
 * Whether Graph Explore lists a node, each time that changes, watched in the page from now on (a poll could miss a
 * one-second step): resolves once it has changed `changes` times, or after 20 s with what it saw.
 */
const watchListed = (explore: Locator, label: string, changes: number) =>
  explore.evaluate(
    (element, [wanted, times]) =>
      new Promise<boolean[]>((resolve) => {
        const root = element.shadowRoot;
        const listed = () =>
          [...(root?.querySelectorAll('.graph-node-list li') ?? [])].some((item) =>
            item.textContent?.startsWith(`${wanted}: `),
          );
        const seen = [listed()];
        const observer = new MutationObserver(() => {
          const now = listed();
          if (seen.at(-1) !== now) seen.push(now);
          if (seen.length <= times) return;
          observer.disconnect();
          resolve(seen);
        });
        if (root) observer.observe(root, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(seen);
        }, 20_000);
      }),
    [label, changes] as const,
  );

const visited = (map: Locator) => map.getByRole('list', { name: en('thought-map.listLabel') }).getByRole('button');

test("Eddie's answer drawn as a graph and replayed by a quest", async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(SIMPLIFIED_VIEW);
  const explore = await addToPanel(page, '_b', 'graph-explore');
  const map = await addToPanel(page, '_c', 'thought-map');
  const eddie = await addToPanel(page, '_e', 'eddie');

  await searchInNavbar(page, 'sun');
  await expect(visited(map)).toHaveCount(1);
  await expect.poll(() => listedLabels(explore), { timeout: 30_000 }).toContain('sun');
  const before = await listedLabels(explore);
  expect(before).not.toContain('volcano');

  await eddie.getByLabel(en('eddie.label')).fill(QUESTION);
  await eddie.getByRole('button', { name: en('eddie.ask'), exact: true }).click();
  const show = eddie.getByRole('button', { name: en('eddie-graph.showLabel', { query: QUESTION }) });
  await expect(show).toBeVisible({ timeout: 30_000 });
  await show.click();
  await expect(eddie.getByText(/^Added to the explore graph\. New ideas: \d+\.$/)).toBeVisible({ timeout: 30_000 });

  // Eddie's nodes are in Graph Explore beside the word's graph.
  await expect.poll(() => listedLabels(explore)).toContain('volcano');
  const drawn = await listedLabels(explore);
  expect(drawn).toEqual(expect.arrayContaining(before));
  expect(drawn.length).toBeGreaterThan(before.length);

  // The replay goes through the recorded steps: the word's graph first (without Eddie's nodes), then Eddie's answer.
  const replayed = watchListed(explore, 'volcano', 2);
  await map.getByRole('button', { name: en('thought-map.replay') }).click();
  expect(await replayed).toEqual([true, false, true]);
  await expect(map.getByRole('button', { name: en('thought-map.replay') })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await listedLabels(explore)).sort()).toEqual([...drawn].sort());

  // Saved as a quest and followed after a reload, it draws Eddie's answer again.
  const title = `Sun and volcano ${Date.now()}`;
  await map.getByLabel(en('thought-map.questTitle')).fill(title);
  await map.getByRole('button', { name: en('thought-map.saveQuest') }).click();
  await expect(map.getByText(en('thought-map.questSaved', { title }))).toBeVisible();
  await page.reload();
  const quest = panel(page, '_a').locator('tj-quest-library').getByRole('listitem').filter({ hasText: title });
  const exploreAfter = panel(page, '_b').locator('tj-graph-explore');
  // The reloaded page shows the thought's own graph; following the quest draws Eddie's answer into it again.
  await expect.poll(() => listedLabels(exploreAfter)).toContain('sun');
  const followed = watchListed(exploreAfter, 'volcano', 1);
  await quest.getByRole('button', { name: en('quest-library.follow') }).click();
  expect(await followed).toEqual([false, true]);
  const mapAfter = panel(page, '_c').locator('tj-thought-map');
  await expect(mapAfter.getByRole('button', { name: en('thought-map.replay') })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await listedLabels(exploreAfter)).sort()).toEqual([...drawn].sort());
  expect(errors).toEqual([]);
});
