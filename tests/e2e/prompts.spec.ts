// Prompts against the real server (issue 13 point 4): on /experiment a learner adds a Kaaro row and tries it through
// the prompt playground, writes an intent in Kaaro and makes it the active one, which the next visit remembers; and a
// game's link /game/intent/{intentId}/{searchTerm} loads an intent and answers about the word.
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { expect, test } from './session.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

test.setTimeout(90_000);
failOnPageErrors(test);

test('a Kaaro row is added and tried, and a new intent becomes the active one', async ({ page }) => {
  // The worker's learner keeps their rows and intents between tests (and retries): names of this run's own.
  const run = Date.now().toString(36);
  const pirate = `Pirate ${run}`;
  const teacher = `Teacher ${run}`;
  await page.goto('/experiment');
  await expect(page.getByRole('heading', { name: en('host.experiment.title') })).toBeVisible();
  const alpha = page.locator('tj-kaaro-alpha');
  await alpha.getByRole('button', { name: en('kaaro-alpha.new') }).click();
  await alpha.getByLabel(en('prompts.label')).fill(pirate);
  await alpha.getByLabel(en('prompts.prompt')).fill('Answer like a pirate.');
  await alpha.getByRole('button', { name: en('kaaro-alpha.add') }).click();
  const row = alpha.locator('[part="row"]').filter({ hasText: pirate });
  await row.getByRole('button', { name: en('kaaro-alpha.try') }).click();
  await row.getByLabel(en('kaaro-alpha.tryQuestion')).fill('What is a volcano?');
  await row.getByLabel(en('kaaro-alpha.tryQuestion')).press('Enter');
  await expect(row.getByRole('status').filter({ hasText: en('prompts.answered') })).toBeVisible();
  await expect(row.locator('[part="answer"]')).toContainText('volcano');

  const kaaro = page.locator('tj-kaaro');
  await kaaro.getByRole('button', { name: en('kaaro.new') }).click();
  await kaaro.getByLabel(en('prompts.label')).fill(teacher);
  await kaaro.getByLabel(en('prompts.prompt')).fill('Explain like a patient teacher.');
  await kaaro.getByRole('button', { name: en('kaaro.add') }).click();
  await kaaro.getByRole('radio', { name: teacher }).check();
  await expect(kaaro.locator('[part="active"]')).toHaveText(en('kaaro.active', { label: teacher }));

  await page.reload();
  await expect(page.locator('tj-kaaro').getByRole('radio', { name: teacher })).toBeChecked();
});

test('a game link loads the default intent and Eddie answers about the word', async ({ page }) => {
  await page.goto('/game/intent/main/volcano');
  const loader = page.locator('tj-intent-loader');
  // The page starts the session, reads the intents, then asks: more than one answer's wait on a busy machine.
  await expect(loader.locator('[part="heading"]')).toHaveText(
    en('intent-loader.heading', { term: 'volcano', label: en('prompts.defaultLabel') }),
    { timeout: 15_000 },
  );
  await expect(loader.getByRole('status').filter({ hasText: en('prompts.answered') })).toBeVisible();
  await expect(loader.locator('[part="answer"]')).toContainText('volcano');
  await expect(page.locator('tj-detail')).toContainText('volcano');
});
