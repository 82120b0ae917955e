/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { abilities, createAbility, pageAbility } from '../../src/abilities/abilities.ts';
import type { Note } from '../../src/contract/notes.ts';
import {
  buttonNamed,
  inlineHandlers,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { notes } from '../../src/kit/notes.ts';
import { search } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import {
  fakeLibraryServer,
  note,
  signInFakeLearner,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import './index.ts';

const recorded = (server: FakeLibraryServer) =>
  server.requests.filter((request) => request.path === '/events/vs_store/update').map((request) => request.body);
const verbs = (server: FakeLibraryServer) => recorded(server).map((event) => event['verb']);
const preview = (widget: Element) => query(widget, '[part="preview"]');

async function typeText(widget: Element, words: string): Promise<void> {
  (query(widget, '[part="text"]') as HTMLTextAreaElement).focus();
  await sendKeys({ type: words });
}

function choose(select: Element | null, value: string): void {
  if (!(select instanceof HTMLSelectElement)) throw new Error('no select');
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function chooseFile(input: Element | null, file: File): void {
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function openInEditor(stored: Note): Promise<{ server: FakeLibraryServer; widget: HTMLElement }> {
  const server = fakeLibraryServer({ notes: [stored] });
  await signInFakeLearner();
  notes.actions.open(stored);
  const widget = await fixture<HTMLElement>(html`<tj-editor></tj-editor>`);
  await until(() => query(widget, '[part="heading"]') !== null, 'the form');
  return { server, widget };
}

describe('<tj-editor>', () => {
  let server: FakeLibraryServer | undefined;
  afterEach(async () => {
    abilities.value = pageAbility({ username: '', roles: [] });
    server?.restore();
    tokens.clear();
    notes.actions.open(null);
    exploreGraph.actions.run({ type: 'clear' });
    search.actions.clear();
    await setLocale('en');
  });

  it('tells a guest to sign in', async () => {
    server = fakeLibraryServer();
    const widget = await fixture<HTMLElement>(html`<tj-editor></tj-editor>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Sign in to write notes.');
  });

  it('writes a new note, records NOTED, then changes it and records UPDATE_NOTE', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-editor></tj-editor>`);
    const saved: unknown[] = [];
    widget.addEventListener('tj-note-saved', (event) => saved.push(event.detail));
    await until(() => query(widget, '[part="heading"]')?.textContent === 'New note', 'the new-note form');
    const types = shadowQueryAll(widget, '[part="type"] option').map((option) => option.textContent);
    expect(types).to.deep.equal(['Text note', 'Image', 'Recording', '3D model', 'Page', 'Video']);
    buttonNamed(widget, 'Save')?.click();
    await until(() => query(widget, '[role="alert"]') !== null, 'the refusal');
    expect(text(widget)).to.contain('Write something first');
    typeInto(query(widget, '[part="title"]'), 'Photosynthesis');
    await typeText(widget, 'Plants make ++sugar++.');
    typeInto(query(widget, '[part="tags"]'), 'biology, plants, biology');
    server.hold();
    buttonNamed(widget, 'Save')?.click();
    await until(() => query(widget, '[part="progress"]') !== null, 'the progress');
    expect(query(widget, '[part="save"]')?.textContent).to.equal('Saving…');
    server.release();
    await until(() => query(widget, '[part="heading"]')?.textContent === 'Editing “Photosynthesis”', 'the saved note');
    expect(query(widget, '[part="status"]')?.textContent).to.equal('“Photosynthesis” is saved.');
    const created = server.requests.find((request) => request.method === 'POST' && request.path === '/notes');
    expect(created?.body).to.deep.equal({
      verb: 'NOTED',
      value: { noteTitle: 'Photosynthesis', note: 'Plants make ++sugar++.', tags: ['biology', 'plants'], type: 'note' },
      actor: 'ada',
      dataSource: 'tj-client-web',
    });
    typeInto(query(widget, '[part="title"]'), 'Photosynthesis 2');
    buttonNamed(widget, 'Save')?.click();
    await until(() => query(widget, '[part="heading"]')?.textContent === 'Editing “Photosynthesis 2”', 'the change');
    const id = server.library.notes[0]?._id ?? '';
    const changed = server.requests.find((request) => request.method === 'PUT');
    expect(changed?.path).to.equal(`/notes/update/${id}`);
    expect(changed?.body['note']).to.include({ noteTitle: 'Photosynthesis 2', type: 'note' });
    expect(verbs(server)).to.deep.equal(['NOTED', 'UPDATE_NOTE']);
    expect(saved).to.deep.equal([{ id }, { id }]);
  });

  it('keeps the text and says what failed when a save fails', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-editor></tj-editor>`);
    await until(() => query(widget, '[part="title"]') !== null, 'the form');
    typeInto(query(widget, '[part="title"]'), 'Osmosis');
    server.fail('/notes', 400, 'The note is too long.');
    buttonNamed(widget, 'Save')?.click();
    await until(() => query(widget, '[part="failure"]') !== null, 'the failure');
    expect(query(widget, '[part="failure"]')?.textContent).to.equal(
      'The note could not be saved: The note is too long. Your text is still here; try again.',
    );
    expect((query(widget, '[part="title"]') as HTMLInputElement).value).to.equal('Osmosis');
    expect(verbs(server)).to.deep.equal([]);
  });

  it('renders the note markup: underline, node links that explore, formatted JSON with Show more', async () => {
    const long = JSON.stringify({ items: Array.from({ length: 60 }, (_, index) => ({ id: index })) });
    ({ server } = await openInEditor(
      note('n1', 'Markup', { value: { noteTitle: 'Markup', note: `A ++bright++ [[dog]].\n\n${long}` } }),
    ));
    const widget = document.querySelector('tj-editor') as HTMLElement;
    const searched: unknown[] = [];
    widget.addEventListener('tj-search', (event) => searched.push(event.detail));
    await until(() => preview(widget)?.querySelector('u') !== null, 'the underlined text');
    expect(preview(widget)?.querySelector('u')?.textContent).to.equal('bright');
    (preview(widget)?.querySelector('button.node-link') as HTMLButtonElement).click();
    expect(search.signals.thought.value).to.include({ word: 'dog', type: 'entity' });
    expect(searched).to.deep.equal([{ word: 'dog' }]);
    const json = query(widget, '[part="json"] pre');
    expect(json?.textContent).to.have.length(501);
    expect(json?.textContent?.endsWith('…')).to.equal(true);
    const more = query(widget, '[part="show-more"]') as HTMLButtonElement;
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    more.click();
    await until(() => more.getAttribute('aria-expanded') === 'true', 'the whole JSON');
    expect(json?.textContent).to.equal(JSON.stringify(JSON.parse(long), null, 2));
    expect(more.textContent).to.equal('Show less');
  });

  it('runs a code block through the compile call, and says so when the server has none', async () => {
    ({ server } = await openInEditor(note('n1', 'Code', { value: { note: '```python\n  print(42)\n```' } })));
    const widget = document.querySelector('tj-editor') as HTMLElement;
    await until(() => query(widget, '[part="run"]') !== null, 'the Run button');
    (query(widget, '[part="run"]') as HTMLButtonElement).click();
    await until(() => query(widget, '[part="output"]') !== null, 'the output');
    // Spec 2 §8 spells it so.
    expect(text(widget)).to.contain('Complied Successfully');
    expect(query(widget, '[part="output"]')?.textContent).to.equal('python ran 9 characters');
    expect(server.requests.find((request) => request.path === '/code-compile')?.body).to.deep.equal({
      lang: 'python',
      code: 'print(42)',
    });
    server.fail('/code-compile', 404, 'There is no such call in this API.');
    (query(widget, '[part="run"]') as HTMLButtonElement).click();
    await until(() => text(widget).includes('Running code is not available on this server.'), 'the refusal');
  });

  it('shows script and event-handler text in a note without running any of it', async () => {
    const hostile = [
      '<script>window.tjHacked = 1</script>',
      '<img src=x onerror="window.tjHacked = 2">',
      '[click](javascript:window.tjHacked=3)',
      '[[x" onmouseover="window.tjHacked=4]]',
    ].join('\n\n');
    ({ server } = await openInEditor(
      note('n1', 'Hostile', { value: { noteTitle: '<b onclick=x>t</b>', note: hostile } }),
    ));
    const widget = document.querySelector('tj-editor') as HTMLElement;
    await until(() => preview(widget)?.querySelector('.note-html') !== null, 'the preview');
    const shown = preview(widget);
    expect(shown?.querySelectorAll('script, img, b')).to.have.length(0);
    // Nor can anything run later (as an image's onerror would, once its load failed): no element carries a handler.
    expect(inlineHandlers(widget)).to.have.length(0);
    expect(shown?.textContent).to.contain('<script>window.tjHacked = 1</script>');
    expect(shown?.textContent).to.contain('<img src=x onerror="window.tjHacked = 2">');
    expect(shown?.querySelector('a')?.hasAttribute('href')).to.equal(false);
    const link = shown?.querySelector('button.node-link');
    expect(link?.getAttribute('onmouseover')).to.equal(null);
    link?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    (shown?.querySelector('a') as HTMLElement | null)?.click();
    expect(query(widget, '[part="heading"]')?.textContent).to.equal('Editing “<b onclick=x>t</b>”');
    expect((window as { tjHacked?: number }).tjHacked).to.equal(undefined);
  });

  it('offers no Add to graph to a role denied the graph action “add note as node”', async () => {
    let widget: HTMLElement;
    ({ server, widget } = await openInEditor(note('n1', 'Photosynthesis in leaves')));
    await until(() => buttonNamed(widget, 'Add to graph') !== undefined, 'the button, for the default roles');
    abilities.value = createAbility([
      { action: 'manage', subject: 'all' },
      { action: 'add_note_as_node', subject: 'GraphAction', inverted: true },
    ]);
    await until(() => buttonNamed(widget, 'Add to graph') === undefined, 'no button');
    expect(buttonNamed(widget, 'Save')).to.not.equal(undefined);
  });

  it('adds the open note to the graph once, labelled as the spec cuts it, and records ADD_NOTE_TO_GRAPH and THOUGHT_LINKED', async () => {
    ({ server } = await openInEditor(note('n1', 'Photosynthesis in leaves')));
    const widget = document.querySelector('tj-editor') as HTMLElement;
    buttonNamed(widget, 'Add to graph')?.click();
    await until(() => query(widget, '[part="status"]')?.textContent !== '', 'the notice');
    expect(query(widget, '[part="status"]')?.textContent).to.equal('“Photosynth” is on the graph now.');
    expect(exploreGraph.signals.nodes.value.map((node) => [node.data.label, node.data.tjType])).to.deep.equal([
      ['Photosynth', 'note-text'],
    ]);
    buttonNamed(widget, 'Add to graph')?.click();
    await until(() => query(widget, '[part="status"]')?.textContent?.includes('already') === true, 'already there');
    // Once: ADD_NOTE_TO_GRAPH, and THOUGHT_LINKED for the learner's other tabs and devices.
    await until(() => verbs(server!).length === 2, 'the events');
    expect(verbs(server)).to.have.members(['ADD_NOTE_TO_GRAPH', 'THOUGHT_LINKED']);
    const valueOf = (verb: string) => recorded(server!).find((event) => event['verb'] === verb)?.['value'];
    expect(valueOf('ADD_NOTE_TO_GRAPH')).to.deep.equal({
      id: 'n1',
      noteTitle: 'Photosynthesis in leaves',
      type: 'note',
      label: 'Photosynth',
    });
    expect(valueOf('THOUGHT_LINKED')).to.deep.equal({ noteId: 'n1' });
  });

  it('uploads an image note’s file, shows it, saves its address, and refuses a file it does not take', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-editor></tj-editor>`);
    await until(() => query(widget, '[part="type"]') !== null, 'the form');
    choose(query(widget, '[part="type"]'), 'image');
    await until(() => query(widget, '[part="file"]') !== null, 'the file field');
    chooseFile(query(widget, '[part="file"]'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await until(() => query(widget, '[part="file-problem"]') !== null, 'the refusal');
    expect(query(widget, '[part="file-problem"]')?.textContent).to.equal(
      '“notes.txt” is not a file the Editor takes. Choose one of these types: image/png, image/jpeg, image/gif, image/webp.',
    );
    // Beside the field, and named by it.
    const field = query(widget, '[part="file"]');
    expect(field?.getAttribute('aria-invalid')).to.equal('true');
    expect(field?.getAttribute('aria-describedby')).to.contain(query(widget, '[part="file-problem"]')?.id);
    expect(server.requests.filter((request) => request.path === '/file')).to.have.length(0);
    // No image note without its image.
    typeInto(query(widget, '[part="caption"]'), 'A leaf');
    buttonNamed(widget, 'Save')?.click();
    await until(
      () =>
        query(widget, '[part="file-problem"]')?.textContent?.startsWith('Choose an image file before saving') === true,
      'the missing file said',
    );
    expect(server.library.notes).to.deep.equal([]);
    const pixel = Uint8Array.from(atob('R0lGODlhAQABAAAAACw='), (char) => char.charCodeAt(0));
    chooseFile(query(widget, '[part="file"]'), new File([pixel], 'leaf.gif', { type: 'image/gif' }));
    await until(() => query(widget, '[part="status"]')?.textContent?.includes('is uploaded') === true, 'the upload');
    await until(() => query(widget, 'img[part="media"]') !== null, 'the image');
    expect(query(widget, 'img[part="media"]')?.getAttribute('src')).to.match(/^blob:/);
    expect(query(widget, '[part="file-problem"]')).to.equal(null);
    buttonNamed(widget, 'Save')?.click();
    await until(() => query(widget, '[part="heading"]')?.textContent === 'Editing “A leaf”', 'the saved note');
    expect(server.library.notes[0]).to.deep.include({
      type: 'image',
      value: { noteUrl: '/api/v1/file/f100', imageNote: 'A leaf', type: 'image' },
    });
  });

  it('ticks a task in the preview of a saved note, and saves the note with it', async () => {
    const opened = await openInEditor(
      note('n7', 'Garden', { value: { noteTitle: 'Garden', note: '- [ ] sow\n- [x] water', type: 'note' } }),
    );
    server = opened.server;
    const { widget } = opened;
    const boxes = () => shadowQueryAll(widget, '[part="preview"] input[type="checkbox"]') as HTMLInputElement[];
    await until(() => boxes().length === 2, 'the tasks’ checkboxes');
    expect(boxes().map((box) => [box.checked, box.disabled])).to.deep.equal([
      [false, false],
      [true, false],
    ]);
    // Named by its text, and ticked from the keyboard.
    expect(boxes()[0]?.closest('label')?.textContent?.trim()).to.equal('sow');
    boxes()[0]?.focus();
    await sendKeys({ press: 'Space' });
    await until(() => server?.library.notes[0]?.value.note === '- [x] sow\n- [x] water', 'the ticked note saved');
    expect((query(widget, '[part="text"]') as HTMLTextAreaElement).value).to.equal('- [x] sow\n- [x] water');
    await until(
      () => query(widget, '[part="status"]')?.textContent?.startsWith('“Garden” is saved with its tasks.') === true,
      'the save said',
    );
    expect(verbs(server)).to.deep.equal(['UPDATE_NOTE']);
  });

  it('writes a video note with its address and title, and deletes it after asking', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-editor></tj-editor>`);
    await until(() => query(widget, '[part="type"]') !== null, 'the form');
    choose(query(widget, '[part="type"]'), 'video');
    await until(() => query(widget, '[part="url"]') !== null, 'the address field');
    typeInto(query(widget, '[part="url"]'), 'https://video.example/photosynthesis');
    typeInto(query(widget, '[part="video-label"]'), 'How plants make their food');
    buttonNamed(widget, 'Save')?.click();
    await until(() => query(widget, '[part="delete"]') !== null, 'the saved note');
    await until(() => query(widget, 'a[part="media"]') !== null, 'the link to the video');
    expect(query(widget, 'a[part="media"]')?.getAttribute('href')).to.equal('https://video.example/photosynthesis');
    (query(widget, '[part="delete"]') as HTMLButtonElement).click();
    await until(() => buttonNamed(widget, 'Yes, delete it') !== undefined, 'the question');
    buttonNamed(widget, 'Yes, delete it')?.click();
    await until(() => query(widget, '[part="heading"]')?.textContent === 'New note', 'a new note again');
    await until(
      () => query(widget, '[part="status"]')?.textContent === '“How plants make their food” is deleted.',
      'the deletion said',
    );
    expect(server.library.notes).to.deep.equal([]);
    expect(verbs(server)).to.deep.equal(['NOTED', 'DELETE_NOTE']);
  });

  it('speaks German', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    await setLocale('de');
    const widget = await fixture<HTMLElement>(html`<tj-editor></tj-editor>`);
    await until(() => query(widget, '[part="heading"]')?.textContent === 'Neue Notiz', 'the German form');
    expect(query(widget, '[part="save"]')?.textContent).to.equal('Speichern');
  });
});
