// Quests as a learner makes and follows one: three words explored become a thought map, saved as a quest; after a
// reload the Quest Library (in the default workspace) follows it, and its steps replay one per second on the graph.
import type { Locator } from '@playwright/test';
import { message } from './messages.ts';
import { expect, HOST, loginViaApi, newAccount, signedInPage, signUpViaApi, test } from './session.ts';
import { addToPanel, panel, searchInNavbar, SIMPLIFIED_VIEW } from './workspace.ts';

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
  // The search-first workspace: the Quest Library in _a, Graph Index in _f.
  await page.goto(SIMPLIFIED_VIEW);
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

test('saving a quest again asks to override it: yes replaces the quest, no saves a new one', async ({ page }) => {
  await page.goto(SIMPLIFIED_VIEW);
  const map = await addToPanel(page, '_c', 'thought-map');
  await searchInNavbar(page, 'oak');
  await expect(visited(map)).toHaveCount(1);
  const library = panel(page, '_a').locator('tj-quest-library');
  const quests = library.getByRole('listitem');
  const stamp = Date.now();
  const save = async (title: string) => {
    await map.getByLabel(en('thought-map.questTitle')).fill(title);
    await map.getByRole('button', { name: en('thought-map.saveQuest') }).click();
  };
  const answer = async (key: 'yes' | 'no', title: string) => {
    const dialog = map.getByRole('alertdialog', { name: en('thought-map.override.title') });
    await expect(dialog).toContainText(en('thought-map.override.text'));
    await dialog.getByRole('button', { name: en(`thought-map.override.${key}`) }).click();
    await expect(map.getByText(en('thought-map.questSaved', { title }))).toBeVisible();
    await expect(dialog).toBeHidden();
  };

  await save(`Trees ${stamp}`);
  await expect(quests.filter({ hasText: `Trees ${stamp}` })).toHaveCount(1);
  await save(`Oaks ${stamp}`);
  await answer('yes', `Oaks ${stamp}`);
  await expect(quests.filter({ hasText: `Oaks ${stamp}` })).toHaveCount(1);
  await expect(quests.filter({ hasText: `Trees ${stamp}` })).toHaveCount(0);

  await save(`Acorns ${stamp}`);
  await answer('no', `Acorns ${stamp}`);
  await expect(quests.filter({ hasText: `Acorns ${stamp}` })).toHaveCount(1);
  await expect(quests.filter({ hasText: `Oaks ${stamp}` })).toHaveCount(1);
});

test('a SignalSchool learner’s workspace opens in quest mode (spec 1 §6)', async ({ page }) => {
  // The role is the server's to give; here the learner's profile answer carries it.
  await page.route('**/api/v1/auth/me', async (route) => {
    const response = await route.fetch();
    const profile = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: 'message' in profile ? profile : { ...profile, roles: ['SignalSchool'] } });
  });
  await page.goto('/');
  await expect(page.getByText(en('host.questModeOn'))).toBeVisible();
  await expect(panel(page, '_b').locator('tj-dendro')).toBeVisible();
  await expect(panel(page, '_b').locator('tj-graph-explore')).toHaveCount(0);
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: en('host.questModeToggle', { state: en('host.questModeOnLabel') }) }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a teacher shares a quest; the learner finds it in the quest library of their Graph Library and follows it', async ({
  page,
  browser,
  workerAccount,
}) => {
  const learner = newAccount();
  await signUpViaApi(page.request, learner);
  const title = `Rock cycle ${Date.now()}`;
  const thoughts = ['Magma', 'Basalt', 'Sand'];
  const { token } = await loginViaApi(page.request, workerAccount);
  const created = await page.request.post(`${HOST}/api/v1/quests`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      general_information: { title },
      thought_map: {
        nodes: thoughts.map((label) => ({ id: label.toLowerCase(), label })),
        edges: thoughts.slice(1).map((label, index) => ({
          source: (thoughts[index] ?? '').toLowerCase(),
          target: label.toLowerCase(),
        })),
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto(SIMPLIFIED_VIEW);
  const quest = panel(page, '_a').locator('tj-quest-library').getByRole('listitem').filter({ hasText: title });
  await quest.getByRole('button', { name: en('quest-library.share') }).click();
  await quest.getByLabel(en('graph-library.findLearner')).fill(learner.username);
  await quest.getByRole('button', { name: en('graph-library.shareWithNamed', { username: learner.username }) }).click();
  await quest.getByRole('button', { name: en('graph-library.saveSharing') }).click();
  await expect(quest.getByRole('button', { name: en('graph-library.saveSharing') })).toBeHidden();

  const learnerPage = await signedInPage(browser, learner);
  await learnerPage.goto(SIMPLIFIED_VIEW);
  const map = await addToPanel(learnerPage, '_c', 'thought-map');
  await panel(learnerPage, '_a')
    .locator('.dv-tab', { hasText: en('graph-library.title') })
    .click();
  const library = panel(learnerPage, '_a').locator('tj-graph-library');
  await library.getByRole('button', { name: en('graph-library.questLibrary') }).click();
  const shared = library.getByRole('listitem').filter({ hasText: title });
  await expect(shared).toContainText(en('graph-library.by', { username: workerAccount.username }));
  await shared.getByRole('button', { name: en('graph-library.load') }).click();
  // Its checkpoints are the learner's thought map now, and its first thought is on the graph.
  await expect(visited(map)).toHaveText(thoughts);
  await expect(panel(learnerPage, '_f').locator('tj-graph-index').getByRole('option', { name: /Magma/ })).toBeVisible();
  await learnerPage.context().close();
});
