// Eddie's streaming end to end (issue 13, Tests): a browser asks Eddie on a server of its own whose language model
// is the fixture model server (server/testing/model-server.ts), so every other spec stays on the offline engine.
// The fixture holds the answer after its first pieces: they must be on the page while the model has not yet sent
// the end, and Stop must close the upstream request to the model, leaving the partial answer marked as stopped.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '../../server/seed/demo-content.ts';
import { message } from './messages.ts';
import { modelBackedServer } from './model-backed-server.ts';
import { failOnPageErrors } from './page-errors.ts';

const en = (key: string) => message('en', key);

/** What arrives before the fixture holds the answer, and what only its end brings. */
const FIRST_PIECES = ['Photosynthesis turns ', 'light into sugar. '];
const END_PIECES = ['Chlorophyll catches the light.'];

const fixture = modelBackedServer('eddie-stream', {
  pieces: [...FIRST_PIECES, ...END_PIECES],
  holdAfter: FIRST_PIECES.length,
});

// One worker runs both tests in turn, against one server and one fixture.
test.describe.configure({ mode: 'default' });
test.setTimeout(90_000);
failOnPageErrors(test);

/** Eddie alone (/widget/eddie) for the demo learner, signed in with tokens where the host keeps them. */
async function openEddie(page: Page) {
  const login = await page.request.post(`${fixture.server.origin}/api/v1/auth/login`, {
    data: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const tokens = (await login.json()) as { token: string; refreshToken: string };
  await page.goto(`${fixture.server.origin}/no-such-page`);
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('userToken', token);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  await page.goto(`${fixture.server.origin}/widget/eddie`);
  return page.locator('tj-eddie');
}

async function ask(page: Page, question: string) {
  const eddie = await openEddie(page);
  // The first visit loads the kit and the widget's code: more than one assertion's wait on a busy machine.
  await eddie.getByLabel(en('eddie.label')).fill(question, { timeout: 15_000 });
  await eddie.getByLabel(en('eddie.label')).press('Enter');
  const turn = eddie.locator('[part="turn"]').filter({ hasText: question });
  await expect(turn.locator('[part="answer"]')).toHaveText(FIRST_PIECES.join('').trim());
  return { eddie, turn };
}

test('the first pieces of an answer are on the page before the model has sent its end', async ({ page }) => {
  const completedBefore = fixture.model.completed;
  const { turn } = await ask(page, 'What is photosynthesis?');
  // The fixture still holds the rest: what the page shows came while the answer was under way.
  expect(fixture.model.completed).toBe(completedBefore);
  await expect(turn.locator('[part="turn-status"]')).toHaveText(en('eddie.answering'));

  fixture.model.release();
  await expect(turn.locator('[part="answer"]')).toHaveText([...FIRST_PIECES, ...END_PIECES].join(''));
  await expect(turn.locator('[part="turn-status"]')).toHaveCount(0);
  expect(fixture.model.completed).toBe(completedBefore + 1);
});

test('Stop closes the request to the model and keeps the partial answer, marked as stopped', async ({ page }) => {
  const completedBefore = fixture.model.completed;
  const abandonedBefore = fixture.model.abandonments;
  const { eddie, turn } = await ask(page, 'Why are leaves green?');
  expect(fixture.model.abandonments).toBe(abandonedBefore);
  await eddie.getByRole('button', { name: en('eddie.stop') }).click();

  // The server closed its own request to the model before the answer was complete.
  await expect.poll(() => fixture.model.abandonments).toBe(abandonedBefore + 1);
  await expect(turn.locator('[part="turn-status"]')).toHaveText(en('eddie.stopped'));
  await expect(turn.locator('[part="answer"]')).toHaveText(FIRST_PIECES.join('').trim());
  await expect(eddie.getByRole('button', { name: en('eddie.ask') })).toBeVisible();
  expect(fixture.model.completed).toBe(completedBefore);
});
