// A note's diary insight and goals as a learner reaches them in the Notes Library and the Editor (issue 25 point 5),
// against the real server: the insight asked for goes loading (progress 0), then completed with the insight shown,
// or error with what happened and what to do; the note's goal is shown with it and detached after asking.
import type { APIRequestContext } from '@playwright/test';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { expect, HOST, loginViaApi, test, type Account } from './session.ts';
import { addToPanel, SIMPLIFIED_VIEW } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(90_000);

const pageErrors = failOnPageErrors(test);

/** The learner's API, as the page's client calls it. */
async function learnerApi(request: APIRequestContext, account: Account) {
  const { token } = await loginViaApi(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: string, path: string, data?: unknown): Promise<T> => {
    const answer = await request.fetch(`${HOST}/api/v1${path}`, { method, headers, ...(data ? { data } : {}) });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as T;
  };
  const note = (noteTitle: string, text: string) =>
    call<{ _id: string }>('POST', '/notes', {
      verb: 'NOTED',
      value: { noteTitle, note: text },
      actor: account.username,
      dataSource: 'tj-client-web',
    });
  return { call, note };
}

test('a note’s diary insight goes loading, then completed or error; its goal is shown and detached after asking', async ({
  page,
  request,
  workerAccount,
}) => {
  const api = await learnerApi(request, workerAccount);
  const stamp = Date.now();
  const title = `Volcano diary ${stamp}`;
  const gone = `Lost page ${stamp}`;
  const goalText = `Learn geology ${stamp}`;
  const diary = await api.note(title, 'Today I learnt that basalt comes from lava cooling quickly.');
  const lost = await api.note(gone, 'A page deleted elsewhere.');
  const goal = await api.call<{ id: string }>('POST', '/goals', { goal: goalText });
  await api.call('PUT', `/goals/${goal.id}`, { attachment: { action: 'push', noteId: diary._id } });

  await page.goto(SIMPLIFIED_VIEW);
  const library = await addToPanel(page, '_d', 'notes-library');
  await library.getByRole('searchbox', { name: en('notes-library.searchLabel') }).fill(String(stamp));
  await library.getByRole('button', { name: en('notes-library.search') }).click();
  const item = library
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: en('notes-library.openNamed', { title }) }) });
  await expect(item).toBeVisible();

  // The goal shown with the note.
  const goals = item.getByRole('list', { name: en('notes.goals.attached_one', { count: '1' }) });
  await expect(goals).toContainText(goalText);

  // Loading (progress 0) while the server writes it, held here so the state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/skills/diary/insights', async (route) => {
    await held;
    await route.continue();
  });
  await item.getByRole('button', { name: en('notes.insight.askNamed', { title }) }).click();
  const status = item.getByRole('status').filter({ hasText: en('notes.insight.loading', { title }) });
  await expect(status).toBeVisible();
  await expect(item.getByRole('progressbar', { name: en('notes.insight.progress') })).toHaveAttribute('value', '0');
  release();
  // Completed (100): said, and the insight shown.
  await expect(item.getByText(en('notes.insight.ready', { title }))).toBeVisible();
  await expect(item.getByText(en('notes.insight.heading'))).toBeVisible();
  const stored = await api.call<{ status: string; progress: number; value: { insight?: { text: string } } }>(
    'GET',
    `/notes/${diary._id}`,
  );
  expect(stored).toMatchObject({ status: 'completed', progress: 100 });
  // Shown as markdown, rendered: its first line without the marks.
  const firstLine = (stored.value.insight?.text ?? 'no insight stored')
    .split('\n')[0]!
    .replace(/[*_#`]/g, '')
    .trim();
  await expect(item.locator('details .answer')).toContainText(firstLine);
  await expect(item.locator('details .answer')).not.toContainText('**');
  await page.unroute('**/api/v1/skills/diary/insights');

  // Error: the note was deleted elsewhere; the learner is told what happened and what to do.
  await api.call('DELETE', `/notes/${lost._id}`);
  const lostItem = library
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: en('notes-library.openNamed', { title: gone }) }) });
  await lostItem.getByRole('button', { name: en('notes.insight.askNamed', { title: gone }) }).click();
  const failure = lostItem.getByRole('alert');
  const [said, todo] = en('notes.insight.failed', { title: gone, message: '\n' }).split('\n');
  await expect(failure).toContainText(said!);
  await expect(failure).toContainText(todo!.trim());

  // The goal detached from the note's side, after asking; "Keep it" first keeps it.
  const detach = item.getByRole('button', { name: en('notes.goals.detachNamed', { title, goal: goalText }) });
  await detach.click();
  await expect(item.getByRole('button', { name: en('notes.confirmNo') })).toBeFocused();
  await item.getByRole('button', { name: en('notes.confirmNo') }).click();
  await expect(detach).toBeFocused();
  await detach.click();
  await item.getByRole('button', { name: en('notes.goals.confirmYes') }).click();
  await expect(library.getByText(en('notes.goals.detached', { title, goal: goalText }))).toBeVisible();
  await expect(item.getByText(goalText)).toHaveCount(0);
  const kept = await api.call<{ attachments: unknown[] }>('GET', `/goals/${goal.id}`);
  expect(kept.attachments).toEqual([]);

  // The Editor shows the note with its insight and no goal.
  const editor = await addToPanel(page, '_b', 'editor');
  await item.getByRole('button', { name: en('notes-library.openNamed', { title }) }).click();
  await expect(editor.getByRole('button', { name: en('notes.insight.askNamed', { title }) })).toHaveText(
    en('notes.insight.askAgain'),
  );
  await expect(editor.getByText(goalText)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/note-goals-insight.png' });
  expect(pageErrors).toEqual([]);
});
