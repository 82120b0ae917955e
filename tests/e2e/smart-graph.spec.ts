// Smart Graph end to end (issue 25 point 4): a learner asks about one of their saved graphs with an image, on a server
// of its own whose language model is the fixture model server (server/testing/model-server.ts). The fixture holds the
// answer after its first pieces: they must be on the page while the model has not yet sent its end. Then the image the
// run kept is downloaded through its link, the graph's memory is asked, and a text becomes the graph's rail, "plant"
// read as the organism in a text about photosynthesis.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '../../server/seed/demo-content.ts';
import { message } from './messages.ts';
import { modelBackedServer } from './model-backed-server.ts';
import { failOnPageErrors } from './page-errors.ts';

const en = (key: string, vars: Record<string, string> = {}) => message('en', key, vars);

const FIRST_PIECES = ['Roots take up ', 'water from the soil. '];
const END_PIECES = ['Leaves catch the light.'];
/** A 1×1 PNG: an image by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GRAPH_NAME = `Plants ${Date.now()}`;

const fixture = modelBackedServer('smart-graph', {
  pieces: [...FIRST_PIECES, ...END_PIECES],
  holdAfter: FIRST_PIECES.length,
});

test.setTimeout(90_000);
failOnPageErrors(test);

/** The demo learner signed in (tokens where the host keeps them), with a saved graph of their own. */
async function openSmartGraph(page: Page) {
  const login = await page.request.post(`${fixture.server.origin}/api/v1/auth/login`, {
    data: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const tokens = (await login.json()) as { token: string; refreshToken: string };
  const saved = await page.request.post(`${fixture.server.origin}/api/v1/g6graph`, {
    headers: { authorization: `Bearer ${tokens.token}` },
    data: {
      actor: DEMO_ACCOUNT.username,
      access: 'private',
      graph_dimension: 'explore_library',
      metadata: {},
      tags: [],
      g6_data: {
        graph_name: GRAPH_NAME,
        gdata: {
          nodes: [
            { id: 'n1', label: 'Chlorophyll', description: { content: 'The green pigment that catches sunlight.' } },
            { id: 'n2', label: 'Roots', description: { content: 'Roots take up water from the soil.' } },
          ],
          edges: [],
          combos: [],
        },
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto(`${fixture.server.origin}/no-such-page`);
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('userToken', token);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  await page.goto(`${fixture.server.origin}/widget/smart-graph`);
  const widget = page.locator('tj-smart-graph');
  // The first visit loads the kit and the widget's code: more than one assertion's wait on a busy machine.
  await widget
    .getByLabel(en('smart-graph.graph'), { exact: true })
    .selectOption({ label: GRAPH_NAME }, { timeout: 20_000 });
  await expect(widget.locator('[part="start"]')).toContainText(GRAPH_NAME);
  return widget;
}

test('a smart graph run with an image streams in piece by piece; its image, memory and rail follow', async ({
  page,
}) => {
  const widget = await openSmartGraph(page);
  const completedBefore = fixture.model.completed;

  await widget
    .getByLabel(en('smart-graph.image'), { exact: true })
    .setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: PNG });
  await widget.getByLabel(en('smart-graph.label'), { exact: true }).fill('What do roots do?');
  await widget.getByLabel(en('smart-graph.label'), { exact: true }).press('Enter');
  const turn = widget.locator('[part="turn"]').filter({ hasText: 'What do roots do?' });
  await expect(turn.locator('[part="answer"]')).toHaveText(FIRST_PIECES.join('').trim());
  // The fixture still holds the rest: what the page shows came while the answer was under way.
  expect(fixture.model.completed).toBe(completedBefore);
  await expect(turn.locator('[part="turn-status"]')).toHaveText(en('eddie.answering'));
  // The graph and the image went to the model with the question.
  const sent = JSON.stringify(fixture.model.requests.at(-1)?.body.messages ?? []);
  expect(sent).toContain('Roots take up water from the soil.');
  expect(sent).toContain('data:image/png;base64,');

  fixture.model.release();
  await expect(turn.locator('[part="answer"]')).toHaveText([...FIRST_PIECES, ...END_PIECES].join(''));
  await expect(widget.locator('[part="status"]')).toHaveText(en('smart-graph.answered'));
  expect(fixture.model.completed).toBe(completedBefore + 1);

  // The run kept the image as the learner's file: its link downloads it while the window is open.
  await widget.getByRole('button', { name: en('smart-graph.getLink') }).click();
  const link = widget.locator('[part="file-link"]');
  await expect(link).toHaveText(en('smart-graph.download', { name: 'leaf.png', kilobytes: '1' }));
  await expect(widget.locator('[part="files"]')).toContainText(en('smart-graph.linkCloses', { seconds: '16' }));
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('leaf.png');

  // The graph's memory: the passages that answer, quoted.
  const memory = widget.locator('[part="memory"]');
  await memory.getByText(en('smart-graph.memory')).click();
  await memory.getByLabel(en('smart-graph.memoryLabel'), { exact: true }).fill('water');
  await memory.getByRole('button', { name: en('smart-graph.memoryAsk') }).click();
  await expect(memory.locator('[part="passages"]')).toContainText('Roots take up water from the soil.');

  // The rail: terms the graph has no node for, each in the sense the text gives it.
  const rail = widget.locator('[part="rail"]');
  await rail.getByText(en('smart-graph.rail')).click();
  await rail
    .getByLabel(en('smart-graph.railLabel'), { exact: true })
    .fill('In photosynthesis the plant turns sunlight and water into sugar.');
  await rail.getByRole('button', { name: en('smart-graph.railAsk') }).click();
  const plant = rail.locator('[part="suggestions"] li').filter({ has: page.getByText('plant', { exact: true }) });
  await expect(plant).toContainText('a living organism');
  // The graph's own nodes are not suggested again.
  await expect(rail.locator('[part="suggestions"]')).not.toContainText('Chlorophyll');
});
