// Reports (/dashboard) answers two questions under its charts: the learner's actions of one kind (GET /events/verb)
// and how many actions they made between two days they pick (GET /events/search/count).
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { expect, HOST, loginViaApi, test } from './session.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

failOnPageErrors(test);

test('Reports list the actions of a chosen kind and count the actions between two chosen days', async ({
  page,
  request,
  workerAccount,
}) => {
  const { token } = await loginViaApi(request, workerAccount);
  for (const word of ['tree', 'river']) {
    const recorded = await request.post(`${HOST}/api/v1/events/vs_store/update`, {
      headers: { authorization: `Bearer ${token}` },
      data: { actor: workerAccount.username, verb: 'COMPARE', value: { word }, dataSource: 'e2e' },
    });
    expect(recorded.ok(), await recorded.text()).toBe(true);
  }

  await page.goto('/dashboard');
  const ofKind = page.getByRole('region', { name: en('dashboard.ofKind') });
  await ofKind.getByLabel(en('dashboard.action')).selectOption({ label: en('events.verb.COMPARE') });
  const listed = ofKind.getByRole('list', { name: en('dashboard.ofKindList', { kind: en('events.verb.COMPARE') }) });
  await expect(listed.getByRole('listitem')).toHaveCount(2);
  await expect(listed).toContainText('river');

  const between = page.getByRole('region', { name: en('dashboard.between') });
  // The last 30 days hold at least the two actions; a span of days long past holds none.
  await expect(between.getByRole('status')).toContainText(/^\d+ actions from /);
  await between.getByLabel(en('dashboard.from')).fill('2020-01-01');
  await between.getByLabel(en('dashboard.to')).fill('2020-01-31');
  await expect(between.getByRole('status')).toHaveText(/^0 actions from /);
});
