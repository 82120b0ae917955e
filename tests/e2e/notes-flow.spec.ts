// The notes flow of the issue, as a learner goes through it in the workspace: a note taken in the Editor with a task
// in it ("- [ ] water the plant") goes onto the graph and onto a goal written in Goals; ticking the task in the Editor's preview
// completes the goal's tasks, so the server closes the goal; the graph is saved in the Graph Library and shared with a
// second learner, who finds it in their library while a third does not; and "Download as Markdown" in the user menu
// gives a file holding the note, the closed goal and the graph.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { message } from './messages.ts';
import { failOnPageErrors } from './page-errors.ts';
import { expect, newAccount, signedInPage, signUpViaApi, test } from './session.ts';
import { addToPanel, panel, SIMPLIFIED_VIEW } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

test.use({ viewport: { width: 1600, height: 1000 } });
// Three learners' pages, the goals' first read waiting 3 s (spec 2 §9.1), on a loaded CI machine.
test.setTimeout(120_000);

const pageErrors = failOnPageErrors(test);

/** The Editor's one status line: what it last did ("… is saved.", "… is on the graph now."). */
const editorStatus = (editor: Locator) => editor.locator('[part="status"]');

test('a note with a task goes on the graph and on a goal; ticking the task closes the goal; the graph is shared with one learner, not another; the Markdown export holds the note', async ({
  page,
  browser,
  workerAccount,
}) => {
  const [second, third] = [newAccount(), newAccount()];
  for (const account of [second, third]) await signUpViaApi(page.request, account);
  // The worker's learner keeps what other specs wrote: everything here is named so that only this test's things match.
  const id = randomBytes(2).toString('hex');
  // A note's node is labelled with the first 10 characters of its title (spec 2 §9.1): "Basil 1a2b".
  const title = `Basil ${id} care`;
  const label = title.slice(0, 10);
  const goalText = `Keep the basil ${id} alive`;
  const graphName = `Basil graph ${id}`;

  // The search-first workspace: Graph Index shown in _f, the other panels free for the widgets added.
  await page.goto(SIMPLIFIED_VIEW);
  const editor = await addToPanel(page, '_b', 'editor');
  const goals = await addToPanel(page, '_d', 'goals');
  const library = await addToPanel(page, '_e', 'graph-library');
  const index = panel(page, '_f').locator('tj-graph-index');

  // Take a note with one open task, and put it on the graph.
  await editor.getByLabel(en('editor.titleLabel')).fill(title);
  await editor.getByLabel(en('editor.textLabel')).fill('Basil likes sun and damp soil.\n\n- [ ] water the plant');
  await editor.getByRole('button', { name: en('editor.save'), exact: true }).click();
  await expect(editorStatus(editor)).toHaveText(en('editor.saved', { title }));
  await expect(editor.getByRole('heading', { name: en('editor.editHeading', { title }) })).toBeVisible();
  await editor.getByRole('button', { name: en('editor.addToGraph') }).click();
  await expect(editorStatus(editor)).toHaveText(en('editor.addedToGraph', { label }));
  await expect(index.getByRole('option', { name: new RegExp(`^${label}`) })).toBeVisible();

  // Write a goal and attach the note: its one task is not done yet.
  await goals.getByLabel(en('goals.newLabel')).fill(goalText);
  await goals.getByLabel(en('goals.newLabel')).press('Enter');
  const goal = goals.getByRole('listitem').filter({ hasText: goalText });
  await expect(goal.getByText(en('goals.open'), { exact: true })).toBeVisible();
  await goal.getByRole('button', { name: en('goals.attach') }).click();
  await goal.getByLabel(en('goals.notesSearch')).fill(title);
  await goal.getByRole('button', { name: en('goals.attachNamed', { note: title }) }).click();
  const attached = goal.getByRole('list', { name: en('goals.attachments') });
  await expect(attached).toContainText(title);
  await expect(attached).toContainText(en('goals.tasks', { completed: '0', total: '1' }));
  await expect(goal.getByText(en('goals.open'), { exact: true })).toBeVisible();

  // Tick the task in the Editor's preview, as a learner ticks a checkbox: the note is saved with it, every task of the
  // goal's notes is done, so the server closes the goal.
  const preview = editor.getByRole('region', { name: en('editor.preview') });
  await preview.getByRole('checkbox', { name: 'water the plant' }).check();
  await expect(editorStatus(editor)).toHaveText(en('editor.taskSaved', { title }));
  await expect(editor.getByLabel(en('editor.textLabel'))).toHaveValue(
    'Basil likes sun and damp soil.\n\n- [x] water the plant',
  );
  // The Goals widget beside it reads the goals again: the goal is closed, its one task done.
  await expect(goal.getByText(en('goals.closed'), { exact: true })).toBeVisible();
  await expect(attached).toContainText(en('goals.tasks', { completed: '1', total: '1' }));

  // Save the graph (the note's node on it) and share it with the second learner.
  await library.getByRole('textbox', { name: en('graph-library.name'), exact: true }).fill(graphName);
  await library.getByRole('button', { name: en('graph-library.save') }).click();
  const saved = library.getByRole('listitem').filter({ hasText: graphName });
  await expect(saved).toContainText(en('graph-library.private'));
  await saved.getByRole('button', { name: en('graph-library.share') }).click();
  await saved.getByLabel(en('graph-library.findLearner')).fill(second.username);
  await saved.getByRole('button', { name: en('graph-library.shareWithNamed', { username: second.username }) }).click();
  await saved.getByRole('button', { name: en('graph-library.saveSharing') }).click();
  await expect(saved).toContainText(en('graph-library.sharedWith', { learners: second.username }));

  // The second learner finds it in their Graph Library and loads it; the third learner's library does not have it.
  const secondPage = await signedInPage(browser, second);
  secondPage.on('pageerror', (error) => pageErrors.push(error));
  await secondPage.goto('/widget/graph-library');
  const shared = secondPage.locator('tj-graph-library').getByRole('listitem').filter({ hasText: graphName });
  await expect(shared).toContainText(en('graph-library.by', { username: workerAccount.username }));
  await shared.getByRole('button', { name: en('graph-library.load') }).click();
  await expect(shared.getByRole('status')).toHaveText(en('graph-library.loaded', { name: graphName }));
  await secondPage.context().close();

  const thirdPage = await signedInPage(browser, third);
  thirdPage.on('pageerror', (error) => pageErrors.push(error));
  await thirdPage.goto('/widget/graph-library');
  const thirdLibrary = thirdPage.locator('tj-graph-library');
  await expect(thirdLibrary.getByText(en('graph-library.empty'))).toBeVisible();
  await expect(thirdLibrary).not.toContainText(graphName);
  await thirdPage.context().close();

  // Export my data, by keyboard: the menu's first control after its button is "Download as Markdown".
  const userButton = page.getByRole('button', { name: en('host.userMenu') });
  await userButton.focus();
  await page.keyboard.press('Enter');
  const exportGroup = page.getByRole('group', { name: en('host.exportHeading') });
  await expect(exportGroup.getByRole('button', { name: en('host.exportJson') })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(exportGroup.getByRole('button', { name: en('host.exportMarkdown') })).toBeFocused();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^thoughtkit-${workerAccount.username}-\\d{4}-\\d{2}-\\d{2}\\.md$`),
  );
  const markdown = await readFile(await download.path(), 'utf8');
  expect(markdown).toContain(`### ${title}\n`);
  expect(markdown).toContain('Basil likes sun and damp soil.\n\n- [x] water the plant');
  expect(markdown).toContain(`### [x] ${goalText}\n\n- ${title}`);
  // The saved graph, with the note's node among its ideas.
  expect(markdown).toMatch(new RegExp(`### ${graphName}\\n[^#]*${en('server.export.nodes')}: [^\\n]*${label}`));
  await expect(exportGroup.getByRole('status')).toHaveText(
    en('host.exportSaved', { file: download.suggestedFilename() }),
  );

  // The third format: MongoDB collections (Extended JSON) that mongoimport takes, the note among them by its _id.
  const mongoDownload = page.waitForEvent('download');
  await exportGroup.getByRole('button', { name: en('host.exportMongo') }).click();
  const mongo = await mongoDownload;
  expect(mongo.suggestedFilename()).toMatch(/\.mongo\.json$/);
  const collections = JSON.parse(await readFile(await mongo.path(), 'utf8')) as Record<string, { _id: string }[]>;
  expect(Object.keys(collections).sort()).toEqual(['goals', 'graphs', 'notes']);
  expect(JSON.stringify(collections.notes)).toContain(title);
});
