// Issue 24 points 3 and 4, a learner's first hour: one thought everywhere (the navbar, Graph Explore and its status
// line, Detail, Graph Index, Thought Map, Quest Checkpoint) after an unknown word and after a quest replay; saved
// things open as themselves: /graph/{id} draws the saved graph and names it (and its owner when shared), and a
// followed quest is kept across a reload, its replay finding no treasure.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { expect, HOST, loginViaApi, newAccount, signedInPage, signUpViaApi, test, type Account } from './session.ts';
import { addToPanel, panel, searchInNavbar, SIMPLIFIED_VIEW } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

test.use({ viewport: { width: 1366, height: 768 } });
// Home loads Dockview and every widget of the explore view; G6 lays graphs out on two shared cores.
test.setTimeout(90_000);
const pageErrors = failOnPageErrors(test);

const navbarBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: en('navbar-search.label') });
const graphExplore = (page: Page) => panel(page, '_b').locator('tj-graph-explore');
const ideas = (explore: Locator) =>
  explore.getByRole('list', { name: en('graph-explore.listLabel') }).getByRole('listitem');
const statusLine = (explore: Locator) => explore.locator('[part="message"]');
const detail = (page: Page) => panel(page, '_e').locator('tj-detail');
/** A label as the start of a pattern (sense labels hold brackets). */
const startingWith = (label: string, then: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${then}`);
const visited = (map: Locator) => map.getByRole('list', { name: en('thought-map.listLabel') }).getByRole('button');

/** Graph Index, in the panel it shares with Quest Checkpoint (_d), brought to the front. */
async function graphIndex(page: Page): Promise<Locator> {
  await panel(page, '_d')
    .locator('.dv-tab', { hasText: en('graph-index.title') })
    .click();
  return panel(page, '_d').locator('tj-graph-index');
}

/** Quest Checkpoint, the first tab of _d, brought to the front. */
async function questCheckpoint(page: Page): Promise<Locator> {
  await panel(page, '_d')
    .locator('.dv-tab', { hasText: en('quest-checkpoint.title') })
    .click();
  return panel(page, '_d').locator('tj-quest-checkpoint');
}

test('an unknown word empties the graph and Graph Index, and Detail says it was not found, with the word meant', async ({
  page,
}) => {
  await page.goto('/');
  const explore = graphExplore(page);
  await searchInNavbar(page, 'water');
  await expect(ideas(explore).first()).toHaveText(/^water: /, { timeout: 15_000 });
  const index = await graphIndex(page);
  await expect(index.getByRole('option').first()).toBeVisible();

  await searchInNavbar(page, 'photosynthesys');
  await expect(navbarBox(page)).toHaveValue('photosynthesys');
  const nothing = en('lookup.nothingFound', { word: 'photosynthesys' });
  // Graph Index keeps none of water's ideas: the graph is empty, and it says the word was not found.
  await expect(index.getByText(nothing)).toBeVisible();
  await expect(index.getByRole('option')).toHaveCount(0);
  await expect(ideas(explore)).toHaveCount(0);
  await expect(statusLine(explore)).toHaveText(en('graph-explore.does.looked_at'));
  // Detail names no kind for it ("word or phrase"): it was not found, and the word meant is one click away.
  const shown = detail(page);
  await expect(shown.getByRole('heading', { name: 'photosynthesys' })).toBeVisible();
  await expect(shown.getByText(en('detail.notFound'))).toBeVisible();
  await expect(shown.getByText(en('detail.type.string'))).toHaveCount(0);
  await shown.getByRole('button', { name: 'photosynthesis', exact: true }).click();
  await expect(navbarBox(page)).toHaveValue('photosynthesis');
  await expect(shown.getByText(en('detail.type.string'))).toBeVisible();
  await expect(index.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
});

test('after a quest replay the navbar, Detail, Graph Index, Thought Map and Quest Checkpoint show the thought it reached', async ({
  page,
}) => {
  await page.goto('/');
  const explore = graphExplore(page);
  const map = await addToPanel(page, '_c', 'thought-map');
  await searchInNavbar(page, 'water');
  await expect(ideas(explore).first()).toHaveText(/^water: /, { timeout: 15_000 });
  await expect(visited(map)).toHaveCount(1);

  // An idea of water's graph explored from the keyboard, as a click does: the status line says so until it is drawn.
  await explore.getByRole('application', { name: en('graph-explore.canvasLabel') }).focus();
  const focused = explore.locator('[part="focused"]');
  // The first idea focused is water itself; its senses and H2O (water's synonym) name it too: on to another idea,
  // not ice, the word searched below (the layout's random start decides which idea the arrow reaches).
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    expect(await focused.textContent()).toMatch(/^(?!water|h2o|ice)[a-z]/i);
  }).toPass();
  await page.keyboard.press('Enter');
  await expect(visited(map)).toHaveCount(2, { timeout: 15_000 });
  const reached = await navbarBox(page).inputValue();
  expect(reached).not.toBe('water');
  const reachedLabel = (await visited(map).nth(1).textContent()) ?? '';
  await expect(statusLine(explore)).toHaveText(en('graph-explore.does.looked_at'));

  // A word searched without recording: the replay must take every widget back to the thought it reaches.
  await map.getByRole('radio', { name: en('thought-map.recording.manual') }).check();
  await searchInNavbar(page, 'ice');
  await expect(ideas(explore).first()).toHaveText(/^ice: /, { timeout: 15_000 });
  await map.getByRole('button', { name: en('thought-map.replay') }).click();
  await expect(map.getByRole('button', { name: en('thought-map.replay') })).toBeVisible({ timeout: 15_000 });

  await expect(navbarBox(page)).toHaveValue(reached);
  await expect(detail(page).getByRole('heading', { name: reached, exact: true })).toBeVisible();
  await expect(visited(map).nth(1)).toHaveAttribute('aria-current', 'true');
  // Its graph is drawn (a word may sit in it twice, as itself and as a sense: "tear" and a tear).
  await expect(ideas(explore).filter({ hasText: startingWith(reachedLabel, ': ') })).not.toHaveCount(0);
  await expect(ideas(explore).filter({ hasText: /^ice: / })).toHaveCount(0);
  await expect(statusLine(explore)).toHaveText(en('graph-explore.does.looked_at'));
  const index = await graphIndex(page);
  // Its option is named by its label and its type (a sense of the word, "snowflake (snow bunting)", may follow it).
  await expect(index.getByRole('option', { name: startingWith(reachedLabel, ' ') }).first()).toBeVisible();
  const checkpoint = await questCheckpoint(page);
  await expect(checkpoint.locator('[part="where"]')).toHaveText(
    en('quest-checkpoint.ownAt', { number: '2', total: '2', label: reachedLabel }),
  );
});

/** A graph saved through the API by `owner`, shared with `learner` when one is given; its id. */
async function savedGraph(request: APIRequestContext, owner: Account, learner?: Account): Promise<string> {
  const { token } = await loginViaApi(request, owner);
  const headers = { authorization: `Bearer ${token}` };
  const g6_data = {
    graph_name: `Water cycle ${Date.now()}`,
    graph_type: 'graph',
    gdata: {
      nodes: ['cloud', 'rain', 'river'].map((id) => ({ id, label: id })),
      edges: [
        { source: 'cloud', target: 'rain', label: 'gives' },
        { source: 'rain', target: 'river', label: 'fills' },
      ],
      combos: [],
    },
  };
  const body = { g6_data, graph_dimension: 'explore_library', access: 'private', metadata: {}, tags: [] };
  const created = await request.post(`${HOST}/api/v1/g6graph`, { headers, data: { actor: owner.username, ...body } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  if (learner) {
    const data = { ...body, access: 'custom', sharedAccess: [learner.username] };
    const shared = await request.put(`${HOST}/api/v1/g6graph/${id}`, { headers, data });
    expect(shared.ok(), await shared.text()).toBe(true);
  }
  return id;
}

/** /graph/{id} as `page` opens it: the graph drawn, named, the thought (type graph) in the navbar and Detail. */
async function expectSavedGraphOpen(page: Page, id: string): Promise<string> {
  await page.goto(`/graph/${id}`);
  const heading = page.getByRole('heading', { level: 1, name: /^Saved graph/ });
  await expect(heading).toBeVisible();
  const name = /“(.+)”/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
  expect(name).toMatch(/^Water cycle/);
  await expect(ideas(graphExplore(page))).toHaveText([/^cloud: /, /^rain: /, /^river: /]);
  await expect(graphExplore(page).getByRole('application', { name: en('graph-explore.canvasLabel') })).toBeVisible();
  await expect(navbarBox(page)).toHaveValue(name);
  await expect(detail(page).getByRole('heading', { name })).toBeVisible();
  await expect(detail(page).getByText(en('detail.type.graph'), { exact: true })).toBeVisible();
  return name;
}

test('/graph/{id} draws its owner’s saved graph in Graph Explore, names it and makes it the thought', async ({
  page,
  request,
  workerAccount,
}) => {
  const id = await savedGraph(request, workerAccount);
  await expectSavedGraphOpen(page, id);
  await expect(page.getByText(/^Shared with you by/)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/wta/saved-graph-owner.png' });
  // Another word explored: the page no longer says the graph is the thought shown.
  await searchInNavbar(page, 'rain');
  await expect(page.getByRole('heading', { level: 1, name: /^Saved graph/ })).toHaveCount(0);
});

test('/graph/{id} opens a graph shared with the learner: drawn, named, with its owner', async ({
  browser,
  request,
  workerAccount,
}) => {
  const learner = newAccount();
  await signUpViaApi(request, learner);
  const id = await savedGraph(request, workerAccount, learner);
  const learnerPage = await signedInPage(browser, learner);
  learnerPage.on('pageerror', (error) => pageErrors.push(error));
  await learnerPage.setViewportSize({ width: 1366, height: 768 });
  await expectSavedGraphOpen(learnerPage, id);
  await expect(
    learnerPage.getByText(en('host.savedGraph.sharedBy', { owner: workerAccount.username }), { exact: true }),
  ).toBeVisible();
  await learnerPage.screenshot({ path: '/tmp/wta/saved-graph-shared.png' });
  await learnerPage.context().close();
});

test('a followed quest: its replay finds no treasure, and it is kept across a reload', async ({
  page,
  request,
  workerAccount,
}) => {
  const { token } = await loginViaApi(request, workerAccount);
  const title = `Rock cycle ${Date.now()}`;
  const thoughts = ['magma', 'basalt', 'sand'];
  const created = await request.post(`${HOST}/api/v1/quests`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      general_information: { title },
      thought_map: {
        nodes: thoughts.map((id) => ({ id, label: id })),
        edges: thoughts.slice(1).map((id, index) => ({ source: thoughts[index] ?? '', target: id })),
        mutations: thoughts.map((id, index) => ({
          mutation: {
            type: 'load',
            graph: {
              nodes: thoughts.slice(0, index + 1).map((each) => ({ id: each, label: each, tjType: 'wikiLinks' })),
              edges: [],
              combos: [],
            },
            centerId: id,
          },
          timeDeltaMillis: 1000,
        })),
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto(SIMPLIFIED_VIEW);
  const watching = await addToPanel(page, '_c', 'quest-checkpoint');
  const library = panel(page, '_a').locator('tj-quest-library');
  await library
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: en('quest-library.follow') })
    .click();
  await expect(library.getByText(en('quest-library.following', { title }))).toBeVisible();
  // The replay ends on the last checkpoint, and the navbar follows it; watching it is not finding the treasure.
  await expect(navbarBox(page)).toHaveValue('sand', { timeout: 15_000 });
  await expect(watching.locator('[part="where"]')).toHaveText(
    en('quest-checkpoint.at', { number: '3', total: '3', label: 'sand' }),
  );
  await expect(watching.locator('[part="done"]')).toHaveText(en('quest-checkpoint.lastReached'));

  await page.goto('/');
  const checkpoint = await questCheckpoint(page);
  await expect(checkpoint.locator('[part="where"]')).toHaveText(en('quest-checkpoint.nowhere', { total: '3' }));
  await expect(checkpoint.locator('[part="next"]').getByRole('button', { name: 'magma' })).toBeVisible();
  await page.reload();
  await expect(checkpoint.locator('[part="where"]')).toHaveText(en('quest-checkpoint.nowhere', { total: '3' }));
  await expect(checkpoint.locator('[part="next"]').getByRole('button', { name: 'magma' })).toBeVisible();
});
