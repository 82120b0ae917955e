// An assessment against the real server (issue 14): a test generated offline on "volcano", answered with the
// keyboard, marked by the server, and the points it earned added to the learner's total.
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { expect, HOST, loginViaApi, test } from './session.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

test.setTimeout(90_000);
failOnPageErrors(test);

test('a test on "volcano" is generated, answered and marked, and its points are added', async ({
  page,
  request,
  workerAccount,
}) => {
  const { token } = await loginViaApi(request, workerAccount);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get(`${HOST}/api/v1/auth/me`, { headers })).json()) as { id: string };
  const pointsNow = async () =>
    ((await (await request.get(`${HOST}/api/v1/points/${me.id}`, { headers })).json()) as { points: number }).points;
  const before = await pointsNow();

  await page.goto('/widget/assessment');
  const widget = page.locator('tj-assessment');
  await widget.getByLabel(en('assessment.label')).fill('volcano');
  await widget.getByLabel(en('assessment.label')).press('Enter');
  await expect(widget.getByRole('heading', { name: en('assessment.heading', { term: 'volcano' }) })).toBeFocused();

  // Each question is a radio group: focus its first option and choose it with the Space key.
  const groups = widget.getByRole('group');
  await expect(groups).toHaveCount(10);
  for (let i = 0; i < 10; i++) {
    await groups.nth(i).getByRole('radio').first().focus();
    await page.keyboard.press('Space');
  }
  await widget.getByRole('button', { name: en('assessment.submit') }).click();

  const score = widget.getByRole('status').filter({ hasText: / of 10 right\./ });
  await expect(score).toBeFocused();
  const right = Number(/You got (\d+) of 10/.exec((await score.textContent()) ?? '')?.[1]);
  await expect(widget.locator('[part="mark"]')).toHaveCount(10);
  await expect(widget.locator('[part="explanation"]').first()).not.toBeEmpty();
  await expect.poll(pointsNow).toBe(before + right);
});
