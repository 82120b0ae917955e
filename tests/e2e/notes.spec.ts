// Notes as a learner takes them in the workspace (issue 10): a note written in the Editor, with script and
// event-handler text in it that never runs, appears in the Notes Library, goes onto the graph in Graph Explore, is
// listed on its tag's page and opens on its own page, opens again from the library, and is deleted there.
import { listedLabels } from './graph-canvas.ts';
import { message } from './messages.ts';
import { expect, test } from './session.ts';
import { addToPanel, searchInNavbar, SIMPLIFIED_VIEW } from './workspace.ts';

const en = (key: string, vars?: Record<string, string>) => message('en', key, vars);

test.use({ viewport: { width: 1600, height: 1000 } });
// G6 lays out and paints the graph on the main thread; on two shared cores this flow takes longer than 30 s.
test.setTimeout(90_000);

test('take a note in the Editor, find it in the Notes Library, add it to the graph, open it again, delete it', async ({
  page,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // The search-first workspace, whose panels _b, _c and _d take the Editor, Graph Explore and the Notes Library.
  await page.goto(SIMPLIFIED_VIEW);
  const explore = await addToPanel(page, '_c', 'graph-explore');
  const library = await addToPanel(page, '_d', 'notes-library');
  const editor = await addToPanel(page, '_b', 'editor');
  // The worker's learner may have notes from other specs (the goals flow writes one): this one is not among them.
  const title = 'Dogs and wolves';
  const listed = library.getByRole('button', { name: en('notes-library.openNamed', { title }) });
  await expect(library.getByRole('searchbox', { name: en('notes-library.searchLabel') })).toBeVisible();
  await expect(listed).toHaveCount(0);

  await searchInNavbar(page, 'dog');
  await expect.poll(() => listedLabels(explore), { timeout: 20_000 }).toContain('dog');

  await editor.getByLabel(en('editor.titleLabel')).fill(title);
  await editor
    .getByLabel(en('editor.textLabel'))
    .fill('A [[dog]] is ++tame++.\n\n<script>window.tjHacked = 1</script> <img src=x onerror="window.tjHacked = 2">');
  await expect(editor.locator('u')).toHaveText('tame');
  await editor.getByLabel(en('editor.tagsLabel')).fill('canine, pets');
  await editor.getByRole('button', { name: en('editor.save'), exact: true }).click();
  await expect(editor.getByText(en('editor.saved', { title }))).toBeVisible();
  await expect(editor.getByRole('heading', { name: en('editor.editHeading', { title }) })).toBeVisible();

  await expect(listed).toBeVisible();

  await editor.getByRole('button', { name: en('editor.addToGraph') }).click();
  await expect(editor.getByText(en('editor.addedToGraph', { label: 'Dogs and w' }))).toBeVisible();
  // Its node's label is cut (spec 2 §9.1); the screen readers' list names it by its whole title.
  await expect.poll(() => listedLabels(explore)).toContain(title);

  // The tag page lists it; its link opens the note page, the note loaded before entering.
  await page.goto('/tag/canine');
  await expect(page.getByRole('heading', { level: 1, name: en('host.tagTitle', { tag: 'canine' }) })).toBeVisible();
  await expect(page.getByText(en('host.tagNoGraphs'))).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/note\/[^/]+$/);
  await expect(page.locator('tj-editor').getByLabel(en('editor.titleLabel'))).toHaveValue(title);
  await page.goto('/note/no-such-note');
  await expect(page.getByRole('heading', { name: en('host.notFound') })).toBeVisible();
  // Back in the workspace, which kept its panels.
  await page.goto(SIMPLIFIED_VIEW);
  await expect(listed).toBeVisible();

  await editor.getByRole('button', { name: en('editor.new') }).click();
  await expect(editor.getByRole('heading', { name: en('editor.newHeading') })).toBeVisible();
  await listed.click();
  await expect(editor.getByRole('heading', { name: en('editor.editHeading', { title }) })).toBeVisible();
  await expect(editor.getByLabel(en('editor.titleLabel'))).toHaveValue(title);

  await library.getByRole('button', { name: en('notes.deleteNamed', { title }) }).click();
  await library.getByRole('button', { name: en('notes.confirmYes') }).click();
  await expect(library.getByText(en('notes.deleted', { title }))).toBeVisible();
  await expect(listed).toHaveCount(0);
  await expect(editor.getByRole('heading', { name: en('editor.newHeading') })).toBeVisible();

  expect(await page.evaluate(() => (window as { tjHacked?: number }).tjHacked)).toBeUndefined();
  expect(pageErrors).toEqual([]);
});

test('a refused file shows its reason beside the file field, and an image note is not saved without its image', async ({
  page,
}) => {
  await page.goto('/widget/editor');
  const editor = page.locator('tj-editor');
  await editor.getByLabel(en('editor.typeLabel')).selectOption('image');
  await editor.getByLabel(en('editor.titleLabel')).fill('The basil on the sill');
  const file = editor.getByLabel(en('editor.fileLabel.image'));
  const problem = editor.locator('[part="file-problem"]');

  // A text file is not an image: the field says so, and which types it takes.
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(problem).toContainText('“notes.txt” is not a file the Editor takes.');
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(file).toHaveAttribute('aria-describedby', /file-problem/);

  // An image over the largest size: the field says how large a file may be.
  const large = Buffer.alloc(10 * 1024 * 1024 + 1);
  await file.setInputFiles({ name: 'sill.png', mimeType: 'image/png', buffer: large });
  await expect(problem).toHaveText(en('editor.fileTooLarge', { name: 'sill.png', max: '10' }));

  // Saving without a file is refused beside the field, which takes the focus; nothing is saved.
  await editor.getByRole('button', { name: en('editor.save'), exact: true }).click();
  await expect(problem).toHaveText(en('editor.fileRequired.image'));
  await expect(file).toBeFocused();
  const saved = await page.request.get('/api/v1/notes', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('userToken'))}` },
  });
  expect(JSON.stringify(await saved.json())).not.toContain('The basil on the sill');
});
