// Realtime (spec 2 §7.10), as a learner with two devices lives it: a search sent from the other device (a
// SEARCHED_PING event) is searched in the workspace open here.
import type { Page, WebSocket } from '@playwright/test';
import { failOnPageErrors } from './page-errors.ts';
import { HOST, expect, loginViaApi, test } from './session.ts';
import { SIMPLIFIED_VIEW } from './workspace.ts';

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
