// Realtime (spec 2 §7.10), as a learner with two devices lives it: a search sent from the other device (a
// SEARCHED_PING event, sent by the navbar's "search this on my other devices") is searched in the workspace open here;
// a note placed on the graph in one tab is placed in the other (THOUGHT_LINKED). Another learner's page hears nothing.
import type { Page, WebSocket } from '@playwright/test';
import { listedLabels } from './graph-canvas.ts';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { HOST, expect, loginViaApi, newAccount, signedInPage, signUpViaApi, test } from './session.ts';
import { addToPanel, searchInNavbar, SIMPLIFIED_VIEW } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

failOnPageErrors(test);

/** Resolves once the page's realtime socket is signed in: the server said `ready`. */
function realtimeReady(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/v1/realtime')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ready"')) resolve(socket);
      });
    });
  });
}

test('a search sent from the learner’s other device is searched in the open workspace', async ({
  page,
  request,
  workerAccount,
}) => {
  const ready = realtimeReady(page);
  // The search-first workspace: its Search Engine and Snippet show the search.
  await page.goto(SIMPLIFIED_VIEW);
  await expect(page.locator('tj-search-engine')).toBeVisible();
  const socket = await ready;
  // The token travels in the first message, not in the address a log would keep.
  expect(socket.url()).not.toContain('token');

  // The other device: its own sign-in, recording the ping.
  const { token } = await loginViaApi(request, workerAccount);
  const pinged = await request.post(`${HOST}/api/v1/events/vs_store/update`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      actor: workerAccount.username,
      verb: 'SEARCHED_PING',
      value: { word: 'photosynthesis' },
      dataSource: 'tj-client',
    },
  });
  expect(pinged.ok(), await pinged.text()).toBe(true);

  await expect(page.locator('tj-search-engine').getByRole('searchbox')).toHaveValue('photosynthesis');
  await expect(page.locator('tj-snippet')).toContainText('radiant energy');
});

test('“search this on my other devices” searches the thought in the learner’s other tab, and nobody else’s', async ({
  page,
  browser,
  request,
}) => {
  const ready = realtimeReady(page);
  await page.goto(SIMPLIFIED_VIEW);
  await ready;
  // The learner's second tab, and another learner's page.
  const other = await page.context().newPage();
  const otherReady = realtimeReady(other);
  await other.goto(SIMPLIFIED_VIEW);
  await otherReady;
  const stranger = newAccount();
  await signUpViaApi(request, stranger);
  const strangers = await signedInPage(browser, stranger);
  const strangersReady = realtimeReady(strangers);
  await strangers.goto(SIMPLIFIED_VIEW);
  await strangersReady;

  await searchInNavbar(other, 'photosynthesis');
  await other.getByRole('button', { name: en('host.searchOnDevices', { thought: 'photosynthesis' }) }).click();
  await expect(other.getByText(en('host.searchOnDevicesSent', { thought: 'photosynthesis' }))).toBeVisible();

  await expect(page.locator('tj-search-engine').getByRole('searchbox')).toHaveValue('photosynthesis');
  await expect(page.locator('tj-snippet')).toContainText('radiant energy');
  await expect(strangers.locator('tj-search-engine').getByRole('searchbox')).toHaveValue('');
  await strangers.context().close();
});

test('a note added to the graph in one tab is placed on the graph in the learner’s other tab', async ({ page }) => {
  // Two workspaces with G6 on two shared cores.
  test.setTimeout(90_000);
  const ready = realtimeReady(page);
  await page.goto(SIMPLIFIED_VIEW);
  const explore = await addToPanel(page, '_c', 'graph-explore');
  await ready;
  const other = await page.context().newPage();
  const otherReady = realtimeReady(other);
  await other.goto(SIMPLIFIED_VIEW);
  await otherReady;
  const editor = await addToPanel(other, '_b', 'editor');

  const title = 'Wolf packs';
  await editor.getByLabel(en('editor.titleLabel')).fill(title);
  await editor.getByLabel(en('editor.textLabel')).fill('Wolves hunt in packs.');
  await editor.getByRole('button', { name: en('editor.save'), exact: true }).click();
  await expect(editor.getByText(en('editor.saved', { title }))).toBeVisible();
  await editor.getByRole('button', { name: en('editor.addToGraph') }).click();
  await expect(editor.getByText(en('editor.addedToGraph', { label: 'Wolf packs' }))).toBeVisible();

  // THOUGHT_LINKED: the first tab places it on its graph, once.
  await expect.poll(() => listedLabels(explore)).toContain(title);
  expect((await listedLabels(explore)).filter((label) => label === title)).toHaveLength(1);
});
