// Goals and the Graph Library of issue 10 as learners use them against the real server: a goal written, a note
// attached, the goal closed, and the points this earned in the user menu; a graph explored and saved, shared with a
// second learner who then sees it in their library, while a third does not; and the demo learner's saved work, shown
// by the default workspace without any setup.
import type { Page } from '@playwright/test';
import { message } from './messages.ts';
import { expect, HOST, loginViaApi, newAccount, signedInPage, signUpViaApi, test } from './session.ts';
import { DEMO_ACCOUNT } from '../../server/seed/demo-content.ts';
import { addToPanel, panel, searchInNavbar, SIMPLIFIED_VIEW } from './workspace.ts';
import { failOnPageErrors } from './page-errors.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

test.use({ viewport: { width: 1600, height: 1000 } });
// Home loads Dockview and every widget of the default workspace; a graph search draws with G6 on two shared cores.
test.setTimeout(90_000);

const pageErrors = failOnPageErrors(test);

test('a goal is written, a note attached to it and the goal closed; the user menu shows the points it earned', async ({
  page,
  request,
  workerAccount,
}) => {
  const { token } = await loginViaApi(request, workerAccount);
  const headers = { authorization: `Bearer ${token}` };
  const noteTitle = `Chlorophyll ${Date.now()}`;
  const noted = await request.post(`${HOST}/api/v1/notes`, {
    headers,
    data: {
      verb: 'NOTED',
      value: { noteTitle, note: 'The green pigment of leaves.' },
      actor: workerAccount.username,
      dataSource: 'tj-client-web',
    },
  });
  expect(noted.ok(), await noted.text()).toBe(true);

  await page.goto('/widget/goals');
  const goals = page.locator('tj-goals');
  // The first fetch waits 3 s (spec 2 §9.1).
  await expect(goals.getByRole('status').filter({ hasText: en('goals.loading') })).toBeVisible();
  const goalText = `Learn photosynthesis ${Date.now()}`;
  await goals.getByLabel(en('goals.newLabel')).fill(goalText);
  await goals.getByLabel(en('goals.newLabel')).press('Enter');
  const goal = goals.getByRole('listitem').filter({ hasText: goalText });
  await expect(goal).toBeVisible();
  await expect(goal.getByText(en('goals.open'), { exact: true })).toBeVisible();

  await goal.getByRole('button', { name: en('goals.attach') }).click();
  await goal.getByLabel(en('goals.notesSearch')).fill(noteTitle.slice(0, 11));
  await goal.getByRole('button', { name: en('goals.attachNamed', { note: noteTitle }) }).click();
  await expect(goal.getByRole('list', { name: en('goals.attachments') })).toContainText(noteTitle);

  await goal.getByRole('button', { name: en('goals.close'), exact: true }).click();
  await expect(goal.getByText(en('goals.closed'), { exact: true })).toBeVisible();

  // The server kept it: the goal closed, with its note.
  const stored = (await (await request.get(`${HOST}/api/v1/goals`, { headers })).json()) as {
    goal: string;
    status: boolean;
    attachments: { note: { value: { noteTitle: string } } }[];
  }[];
  const kept = stored.find((item) => item.goal === goalText);
  expect(kept?.status).toBe(true);
  expect(kept?.attachments.map((attachment) => attachment.note.value.noteTitle)).toEqual([noteTitle]);

  // Writing, attaching and closing a goal earn points (server/events/points-ledger.ts): 3 + 1 + 10 at least.
  const me = (await (await request.get(`${HOST}/api/v1/auth/me`, { headers })).json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${HOST}/api/v1/points/${me.id}`, { headers })).json()) as { points: number })
          .points,
    )
    .toBeGreaterThanOrEqual(14);
  const { points } = (await (await request.get(`${HOST}/api/v1/points/${me.id}`, { headers })).json()) as {
    points: number;
  };
  await page.goto('/');
  await page.getByRole('button', { name: en('host.userMenu') }).click();
  await expect(page.getByText(en('host.userPoints', { username: workerAccount.username }))).toContainText(
    String(points),
  );
});

/** The ideas Graph Explore lists for screen readers (its canvas shows the same graph), in the explore view's _b. */
const graphIdeas = (page: Page) =>
  panel(page, '_b')
    .locator('tj-graph-explore')
    .getByRole('list', { name: en('graph-explore.listLabel') })
    .getByRole('listitem');

test('a saved graph shared with a second learner is in their library, and not in a third learner’s', async ({
  page,
  browser,
  workerAccount,
}) => {
  const [second, third] = [newAccount(), newAccount()];
  for (const account of [second, third]) await signUpViaApi(page.request, account);

  await page.goto(SIMPLIFIED_VIEW);
  // Graph Index (panel _f) draws the searched word's graph into the explore graph, which the library saves.
  const library = await addToPanel(page, '_c', 'graph-library');
  await searchInNavbar(page, 'volcano');
  await expect(page.locator('tj-graph-index').getByRole('listbox')).toBeVisible({ timeout: 20_000 });
  const name = `Volcanoes ${Date.now()}`;
  await library.getByRole('textbox', { name: en('graph-library.name'), exact: true }).fill(name);
  await library.getByRole('textbox', { name: en('graph-library.tags'), exact: true }).fill('geology');
  await library.getByRole('button', { name: en('graph-library.save') }).click();
  const saved = library.getByRole('listitem').filter({ hasText: name });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(en('graph-library.private'));

  await saved.getByRole('button', { name: en('graph-library.share') }).click();
  await saved.getByLabel(en('graph-library.findLearner')).fill(second.username);
  await saved.getByRole('button', { name: en('graph-library.shareWithNamed', { username: second.username }) }).click();
  await saved.getByRole('button', { name: en('graph-library.saveSharing') }).click();
  await expect(saved).toContainText(en('graph-library.sharedWith', { learners: second.username }));

  const { token } = await loginViaApi(page.request, workerAccount);
  const found = await page.request.get(`${HOST}/api/v1/g6graph`, {
    headers: { authorization: `Bearer ${token}` },
    params: { pageNo: 0, searchWord: name },
  });
  const [{ id }] = ((await found.json()) as { items: { id: string }[] }).items as [{ id: string }];

  const secondPage = await signedInPage(browser, second);
  await secondPage.goto('/widget/graph-library');
  const shared = secondPage.locator('tj-graph-library').getByRole('listitem').filter({ hasText: name });
  await expect(shared).toBeVisible();
  await expect(shared).toContainText(en('graph-library.by', { username: workerAccount.username }));
  // Theirs to load and clone, not to share, tag or delete.
  await expect(shared.getByRole('button', { name: en('graph-library.delete') })).toHaveCount(0);
  // Its page opens it: the workspace's Graph Explore lists the saved graph's ideas.
  await secondPage.goto(`/graph/${id}`);
  await expect(secondPage).toHaveTitle(new RegExp(`^${name}`));
  await expect(graphIdeas(secondPage).first()).toBeAttached();
  // Its tag's page lists it among the graphs the learner may read (graphs.byTag), saying whose it is.
  await secondPage.goto('/tag/geology');
  const tagged = secondPage.getByRole('listitem').filter({ hasText: name });
  await expect(tagged).toContainText(en('host.tagGraphBy', { username: workerAccount.username }));

  const thirdPage = await signedInPage(browser, third);
  await thirdPage.goto('/widget/graph-library');
  const thirdLibrary = thirdPage.locator('tj-graph-library');
  await expect(thirdLibrary.getByText(en('graph-library.empty'))).toBeVisible();
  await expect(thirdLibrary).not.toContainText(name);
  await thirdPage.goto(`/graph/${id}`);
  await expect(thirdPage.getByText(en('host.notFound'))).toBeVisible();
  await thirdPage.goto('/tag/geology');
  await expect(thirdPage.getByText(en('host.tagNoGraphs'))).toBeVisible();
  await secondPage.context().close();
  await thirdPage.context().close();
});

test('a saved state opens at /thought/{id} for anyone with the link: its thought searched, its graph drawn', async ({
  browser,
  request,
  workerAccount,
}) => {
  const { token } = await loginViaApi(request, workerAccount);
  const created = await request.post(`${HOST}/api/v1/states`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      actor: workerAccount.username,
      state: {
        thought: { word: 'volcano', type: 'string', lang: 'en' },
        graph: { nodes: [{ id: 'idea-1', label: 'My volcano idea' }], edges: [], combos: [] },
      },
      mutationSeries: [],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };

  // A guest: no tokens in this context.
  const context = await browser.newContext({ baseURL: HOST });
  const guest = await context.newPage();
  await guest.goto(`/thought/${id}`);
  await expect(guest).toHaveTitle(/^volcano/);
  await expect(graphIdeas(guest).filter({ hasText: /^My volcano idea/ })).toHaveCount(1);
  await guest.goto('/thought/00000000-0000-4000-8000-000000000000');
  await expect(guest.getByText(en('host.notFound'))).toBeVisible();
  await context.close();
});

test("the demo learner's quest, graph, goal and notes are in the default workspace without any setup", async ({
  browser,
}) => {
  const page = await signedInPage(browser, DEMO_ACCOUNT);
  page.on('pageerror', (error) => pageErrors.push(error));
  // The search-first workspace: the Quest Library first in _a, Graph Index in _f.
  await page.goto(SIMPLIFIED_VIEW);
  const tab = (slot: string, name: string) => panel(page, slot).locator('.dv-tab', { hasText: en(`${name}.title`) });

  // The quest replays its recorded exploration onto the graph: the five thoughts of its path, one a second.
  const quest = panel(page, '_a')
    .locator('tj-quest-library')
    .getByRole('listitem')
    .filter({ hasText: 'How plants make food' });
  await quest.getByRole('button', { name: en('quest-library.follow') }).click();
  const index = panel(page, '_f').locator('tj-graph-index');
  for (const thought of ['Photosynthesis', 'Chloroplast', 'Chlorophyll', 'Calvin cycle', 'Glucose']) {
    await expect(index.getByRole('option', { name: new RegExp(`^${thought}`) }).first()).toBeVisible({
      timeout: 15_000,
    });
  }

  await tab('_a', 'graph-library').click();
  const library = panel(page, '_a').locator('tj-graph-library');
  await expect(library).toContainText('Photosynthesis');
  // Searched in the ideas of the graphs (graphs.query): the demo graph, with the ideas that hold the word.
  await library.getByRole('searchbox', { name: en('graph-library.search') }).fill('chloro');
  await library.getByLabel(en('graph-library.searchIn')).selectOption({ label: en('graph-library.in.node') });
  await library.getByRole('button', { name: en('graph-library.find') }).click();
  await expect(library.getByText(en('graph-library.found_one', { count: '1', word: 'chloro' }))).toBeVisible();
  await expect(
    library.getByText(en('graph-library.ideasFound', { word: 'chloro', ideas: 'Chloroplast, Chlorophyll' })),
  ).toBeVisible();
  await library.getByRole('button', { name: en('graph-library.clearSearch') }).click();
  await tab('_a', 'goals').click();
  await expect(panel(page, '_a').locator('tj-goals')).toContainText('Understand how plants make food');
  // Alt + N (spec 2 §9.2) shows the Notes Library's tab and puts the keyboard in it; ctrl + Q the Quest Library's.
  await page.keyboard.press('Alt+n');
  const notes = panel(page, '_c').locator('tj-notes-library');
  for (const title of ['Photosynthesis', 'The water cycle', 'Paris']) await expect(notes).toContainText(title);
  await expect(notes).toBeFocused();
  await page.keyboard.press('Control+q');
  await expect(panel(page, '_a').locator('tj-quest-library')).toBeFocused();
  await page.context().close();
});
