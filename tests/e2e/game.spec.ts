import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { message } from './messages.ts';
import { PARTNER } from './origins.ts';
import { HOST, loginViaApi, newAccount, signUpViaApi } from './session.ts';
import { canvasOf, focusedLabel } from './graph-canvas.ts';

/** The partner school page (on the host's allow-list) and a site that is not on it. */
const HOSTILE = 'https://hostile.example';
const en = (key: string) => message('en', key);
/** The kit's chunks, G6 and a word's graph load on a busy machine too. */
const GRAPH_MS = 15_000;

const graphNodeList = (page: Page) => page.locator('tj-graph-explore .graph-node-list');
const gameStatus = (page: Page) => page.locator('tj-graph-explore .graph-game');

test('the game frame drives the school page’s graph, reads it back, and a reached target is recorded', async ({
  page,
  request,
}) => {
  // Two rounds of the game, each move a search the school page's graph draws: on a busy 2-core machine, over 30 s.
  test.setTimeout(90_000);
  const account = newAccount();
  await signUpViaApi(request, account);
  const tokens = await loginViaApi(request, account);
  // The learner is signed in on the school page (the kit keeps the tokens in that page's storage).
  await page.addInitScript(
    ({ origin, token, refreshToken }) => {
      if (window.location.origin !== origin) return;
      localStorage.setItem('userToken', token);
      localStorage.setItem('refreshToken', refreshToken);
    },
    { origin: PARTNER, token: tokens.token, refreshToken: tokens.refreshToken },
  );
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(`${PARTNER}/play.html`);
  const game = page.frameLocator('iframe.game');

  // The game says it is connected, and the graph widget says so too.
  await expect(gameStatus(page)).toHaveText(en('graph-explore.gameConnected'), { timeout: GRAPH_MS });
  // Its first move searched the start word: the school page's graph shows water, and the game read it back.
  await expect(game.getByRole('status')).toContainText('You are at water.', { timeout: GRAPH_MS });
  await expect(graphNodeList(page)).toContainText('ice');
  await expect(game.getByRole('list', { name: 'Your path so far' })).toHaveText('water');

  // Played with the keyboard: the first choice has the focus; Tab and Enter pick another.
  const ice = game.getByRole('button', { name: 'ice', exact: true });
  await ice.focus();
  await ice.press('Enter');
  await expect(game.getByRole('status')).toContainText('You are at ice.', { timeout: GRAPH_MS });
  await expect(graphNodeList(page)).toContainText('glacier');
  await game.getByRole('button', { name: 'glacier', exact: true }).press('Enter');

  await expect(game.getByRole('status')).toHaveText('You reached glacier in 2 steps: water → ice → glacier.', {
    timeout: GRAPH_MS,
  });
  await expect(game.getByRole('button', { name: 'Play again' })).toBeFocused();
  // The graph on the school page is now glacier's: glacier in the middle, first in the widget's list of ideas.
  await expect(graphNodeList(page).getByRole('listitem').first()).toHaveText(/^glacier: /);

  // HIT_VICTORY_MARKER is the learner's, naming the game's origin.
  await expect
    .poll(async () => {
      const answer = await request.get(
        `${HOST}/api/v1/events?pageNo=0&verb=HIT_VICTORY_MARKER&username=${account.username}`,
        {
          headers: { authorization: `Bearer ${tokens.token}` },
        },
      );
      return JSON.stringify(await answer.json());
    })
    .toContain(`"game":"${PARTNER}"`);

  // Again, and a word explored on the school page's graph is a move: the game hears it (no polling). Done with the
  // graph's keyboard, which a learner uses as the mouse (Enter explores the focused word as a click does; the click
  // itself reaches the game the same way: GraphExplore.browser.test.ts).
  await game.getByRole('button', { name: 'Play again' }).click();
  await expect(game.getByRole('status')).toContainText('You are at water.', { timeout: GRAPH_MS });
  const choicesNow = await game
    .getByRole('list', { name: 'Words you can go to next' })
    .getByRole('button')
    .allTextContents();
  const explore = page.locator('tj-graph-explore');
  await canvasOf(explore).focus();
  let explored = '';
  for (let step = 0; step < 30 && !explored; step += 1) {
    await page.keyboard.press('ArrowRight');
    const label = await focusedLabel(explore);
    if (!choicesNow.includes(label)) continue;
    await page.keyboard.press('Enter');
    explored = label;
  }
  expect(explored, 'a related word was explored in the graph').not.toBe('');
  await expect(game.getByRole('status')).toContainText(`You are at ${explored}.`, { timeout: GRAPH_MS });
  await expect(game.getByRole('list', { name: 'Your path so far' }).getByRole('listitem')).toHaveText([
    'water',
    explored,
  ]);
  expect(pageErrors).toEqual([]);
});

/** A page of an unlisted origin that sends every message the kit serves, with post-robot, and keeps the answers. */
const hostilePage = `<!doctype html>
<title>Not a partner</title>
<script src="/post-robot.js"></script>
<script>
  const attempts = [
    ['auth', { status: 200, userToken: 'forged.user.token', refreshToken: 'forged-refresh-token', fontSize: 50 }],
    ['font-size', { fontSize: 50 }],
    ['game-connected', { connected: true }],
    ['graph-command', { command: 'search', term: 'volcano' }],
    ['graph-command', { command: 'select', id: 'n1' }],
    ['graph-command', { command: 'add-node', node: { id: 'planted', label: 'planted' } }],
    ['graph-command', { command: 'add-edge', edge: { source: 'planted', target: 'planted' } }],
    ['graph-command', { command: 'set-mode', mode: 'remove' }],
    ['graph-command', { command: 'read-graph' }],
    ['graph-command', { command: 'victory', id: 'planted' }],
    ['graph-command', { command: 'format-disk' }],
    ['open-sesame', {}],
  ];
  window.answers = [];
  // What the school page tells this frame of its graph: nothing, as the frame is not on a partner origin.
  window.heard = [];
  postRobot.on('graph-event', { domain: '*' }, (event) => {
    window.heard.push(event.data);
    return {};
  });
  for (const [name, data] of attempts) {
    postRobot.send(window.parent, name, data, { domain: '*' }).then(
      (answer) => window.answers.push({ name, data, answered: answer.data }),
      (error) => window.answers.push({ name, data, error: error.message }),
    );
  }
</script>`;

test('on a phone the game frame shows its whole list of words, not a few of them in a scrolling box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${PARTNER}/play.html`);
  const game = page.frameLocator('iframe.game');
  await expect(game.getByRole('status')).toContainText('You are at water.', { timeout: GRAPH_MS });
  const scrolls = await game.locator('html').evaluate((root) => root.scrollHeight > root.clientHeight + 1);
  expect(scrolls, 'the game scrolls inside its frame').toBe(false);
});

test('a frame on an unlisted origin sends every message: nothing changes, and each gets an error', async ({ page }) => {
  await page.route(`${HOSTILE}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/post-robot.js') {
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync('node_modules/post-robot/dist/post-robot.min.js', 'utf8'),
      });
    }
    return route.fulfill({ contentType: 'text/html', body: hostilePage });
  });
  // The school's own game stays out of this test: only the hostile frame talks to the kit.
  await page.route(`${PARTNER}/game.html`, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  const warnings: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'warning') warnings.push(entry.text());
  });
  // The kit serves messages once it has read the allowed origins.
  const served = page.waitForResponse(`${HOST}/host-config.json`);
  await page.goto(`${PARTNER}/play.html`);
  await served;
  await expect(page.locator('tj-graph-explore')).toContainText(en('graph-explore.idle'));

  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'another site';
    document.body.append(frame);
  }, `${HOSTILE}/`);
  await expect.poll(() => page.frame({ url: `${HOSTILE}/` }) !== null).toBe(true);
  const frame = page.frame({ url: `${HOSTILE}/` });
  if (!frame) throw new Error('the hostile frame did not load');

  type Answer = { name: string; data: unknown; answered?: unknown; error?: string };
  const answers = () => frame.evaluate(() => (window as unknown as { answers?: Answer[] }).answers ?? []);
  await expect.poll(async () => (await answers()).length, { timeout: 15_000 }).toBe(12);
  for (const answer of await answers()) {
    expect(answer.answered, JSON.stringify(answer)).toBeUndefined();
    const expected = answer.name === 'open-sesame' ? 'No handler found for post message' : `${HOSTILE} is not allowed`;
    expect(answer.error, JSON.stringify(answer)).toContain(expected);
  }

  // Nothing changed: no search, no graph, no game flag, no tokens, no font size.
  await expect(page.locator('tj-graph-explore')).toContainText(en('graph-explore.idle'));
  await expect(graphNodeList(page).getByRole('listitem')).toHaveCount(0);
  await expect(gameStatus(page)).toHaveText('');
  expect(
    await page.evaluate(() => ['userToken', 'refreshToken', 'fontSize'].map((key) => localStorage.getItem(key))),
  ).toEqual([null, null, null]);
  // Each refusal was logged on the school page, without the forged tokens.
  expect(warnings.filter((text) => text.includes(`from ${HOSTILE}: ${HOSTILE} is not allowed`))).toHaveLength(11);
  expect(warnings.join('\n')).not.toContain('forged');

  // The graph changes (a search on the school page): the frame hears nothing of it.
  await page.evaluate(() => document.body.append(document.createElement('tj-search-engine')));
  const box = page.locator('tj-search-engine').getByRole('searchbox');
  await box.fill('volcano');
  await box.press('Enter');
  await expect(graphNodeList(page)).toContainText('volcano', { timeout: GRAPH_MS });
  expect(await frame.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);
});
