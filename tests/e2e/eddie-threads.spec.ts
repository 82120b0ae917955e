// Eddie's conversations (issue 25 point 2): a learner asks Eddie, opens that conversation again from the history, opens
// its own page, /thread/{roomId}, reloads it and continues it there; another learner gets the not-found page for it.
// Eddie answers offline here (no language model is configured): its answers are real, from the dictionary.
import type { Locator } from '@playwright/test';
import { roleAccount } from '../../server/seed/demo-content.ts';
import { message } from './messages.ts';
import { expect, newAccount, signedInPage, signUpViaApi, test } from './session.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

// A fresh worker's first page loads the kit and Eddie's code: more than one assertion's wait on a busy machine.
test.setTimeout(90_000);

async function ask(eddie: Locator, question: string) {
  await eddie.getByLabel(en('eddie.label')).fill(question, { timeout: 20_000 });
  await eddie.getByLabel(en('eddie.label')).press('Enter');
  const turn = eddie.locator('[part="turn"]').filter({ hasText: question });
  await expect(turn.locator('[part="answer"]')).toContainText('No language model is configured');
  await expect(turn.locator('[part="turn-status"]')).toHaveCount(0);
  return turn;
}

test('ask Eddie, open the conversation from the history, reopen its page after a reload and continue it', async ({
  page,
  browser,
}) => {
  const question = 'What is a telescope?';
  await page.goto('/widget/eddie');
  const eddie = page.locator('tj-eddie');
  await ask(eddie, question);

  // A new visit: the session's conversation is gone, the history keeps it.
  await page.reload();
  await eddie.getByRole('button', { name: en('eddie.historyToggle') }).click();
  await eddie.getByRole('button', { name: en('eddie.continueNamed', { prompt: question }) }).click();
  await expect(eddie.locator('[part="room"]')).toBeVisible();
  await expect(eddie.getByRole('list', { name: en('eddie.conversation') })).toContainText(question);
  await expect(eddie.locator('[part="history"]')).toHaveCount(0);

  // Its own page, from the history's link.
  await eddie.getByRole('button', { name: en('eddie.historyToggle') }).click();
  await eddie
    .getByRole('link', { name: en('eddie.roomPageNamed', { prompt: question }) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/thread\/[^/]+$/);
  const room = page.url();
  await expect(page).toHaveTitle(new RegExp(en('host.threadTitle', { prompt: question }).replace('?', '\\?')));

  await page.reload();
  const roomEddie = page.locator('tj-eddie');
  await expect(roomEddie.locator('[part="room"]')).toBeVisible({ timeout: 20_000 });
  await expect(roomEddie.locator('[part="question"]').first()).toContainText(question);
  await ask(roomEddie, 'And what is a lens?');
  await expect(roomEddie.locator('[part="turn"]')).toHaveCount(2);

  // Another learner: the room is not theirs, so it is not found, and nothing of it shows.
  const other = newAccount();
  await signUpViaApi(page.request, other);
  const otherPage = await signedInPage(browser, other);
  await otherPage.goto(room);
  await expect(otherPage.getByText(en('host.notFound'))).toBeVisible({ timeout: 20_000 });
  await expect(otherPage.getByText(question)).toHaveCount(0);
  await otherPage.context().close();

  // A role without Eddie (spec 1 §6) is told so, as Eddie tells it anywhere, and nothing of the room shows.
  const zelda = roleAccount('Zelda0');
  const zeldaPage = await signedInPage(browser, { ...zelda, firstName: zelda.firstName ?? zelda.username });
  await zeldaPage.goto(room);
  await expect(zeldaPage.getByText(en('elements.notAvailable', { title: en('eddie.title') }))).toBeVisible({
    timeout: 20_000,
  });
  await expect(zeldaPage.getByText(question)).toHaveCount(0);
  await zeldaPage.context().close();
});

test('Ask asks Eddie the same question once, answered whole', async ({ page }) => {
  await page.goto('/widget/ask');
  const ask = page.locator('tj-ask');
  await ask.getByLabel(en('ask.label')).fill('What is a telescope?', { timeout: 20_000 });
  await ask.getByRole('button', { name: en('ask.askEddie') }).click();
  const answer = ask.getByRole('list', { name: en('eddie.wholeAnswer') });
  await expect(answer).toContainText('A telescope is a magnifier of images of distant objects');
  await expect(answer).toContainText('No language model is configured');
});
