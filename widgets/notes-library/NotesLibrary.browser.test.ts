/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  inlineHandlers,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { notes } from '../../src/kit/notes.ts';
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

const titles = (widget: Element) => shadowQueryAll(widget, '[part="open"]').map((button) => button.textContent);
const noteCalls = (server: FakeLibraryServer) => server.requests.filter((request) => request.path === '/notes');
const recorded = (server: FakeLibraryServer) =>
  server.requests.filter((request) => request.path === '/events/vs_store/update').map((request) => request.body);

/** Twenty-five notes, newest first: "Note 25" … "Note 1". */
const manyNotes = () => Array.from({ length: 25 }, (_, index) => note(`n${25 - index}`, `Note ${25 - index}`));

describe('<tj-notes-library>', () => {
  let server: FakeLibraryServer | undefined;
  afterEach(async () => {
    server?.restore();
    tokens.clear();
    notes.actions.open(null);
    await setLocale('en');
  });

  it('tells a guest to sign in, and asks the server nothing', async () => {
    server = fakeLibraryServer({ notes: manyNotes() });
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Sign in to see your notes.');
    expect(server.requests).to.deep.equal([]);
  });

  it('lists the learner’s own notes a page at a time, pages from 0', async () => {
    server = fakeLibraryServer({ notes: manyNotes() });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => titles(widget).length === 20, 'the first page');
    expect(titles(widget).slice(0, 2)).to.deep.equal(['Note 25', 'Note 24']);
    expect(query(widget, '[part="count"]')?.textContent).to.equal('25 notes');
    expect(query(widget, '[part="page"]')?.textContent).to.equal('Page 1 of 2');
    expect(buttonNamed(widget, 'Previous page')?.disabled).to.equal(true);
    buttonNamed(widget, 'Next page')?.click();
    await until(() => titles(widget).length === 5, 'the second page');
    expect(titles(widget)).to.deep.equal(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect(buttonNamed(widget, 'Next page')?.disabled).to.equal(true);
    const asked = noteCalls(server).map((request) => Object.fromEntries(request.query));
    expect(asked).to.deep.equal([
      { pageNo: '0', username: 'ada' },
      { pageNo: '1', username: 'ada' },
    ]);
  });

  it('searches a word from page 0, says when nothing matches, and filters "@me" versus all', async () => {
    server = fakeLibraryServer({ notes: manyNotes() });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => titles(widget).length === 20, 'the first page');
    buttonNamed(widget, 'Next page')?.click();
    await until(() => titles(widget).length === 5, 'the second page');
    typeInto(query(widget, '[part="search-input"]'), 'Note 1');
    buttonNamed(widget, 'Search')?.click();
    await until(() => titles(widget).length === 11, 'notes 1 and 10 to 19');
    typeInto(query(widget, '[part="search-input"]'), 'zebra');
    buttonNamed(widget, 'Search')?.click();
    await until(() => query(widget, '[part="empty"]') !== null, 'no match');
    expect(text(widget)).to.contain('No note matches “zebra”.');
    const filter = query(widget, '[part="filter"]') as HTMLSelectElement;
    filter.value = 'all';
    filter.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => noteCalls(server!).length === 5, 'the notes read for all');
    const asked = noteCalls(server).map((request) => Object.fromEntries(request.query));
    expect(asked.slice(2)).to.deep.equal([
      { pageNo: '0', username: 'ada', searchWord: 'Note 1' },
      { pageNo: '0', username: 'ada', searchWord: 'zebra' },
      { pageNo: '0', searchWord: 'zebra' },
    ]);
  });

  it('opens a note in the Editor and says so', async () => {
    server = fakeLibraryServer({ notes: [note('n1', 'Chlorophyll')] });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    const opened: unknown[] = [];
    widget.addEventListener('tj-note-open', (event) => opened.push(event.detail));
    await until(() => titles(widget).length === 1, 'the note');
    const open = query(widget, '[part="open"]') as HTMLButtonElement;
    expect(open.getAttribute('aria-label')).to.equal('Open “Chlorophyll” in the Editor');
    open.click();
    await until(() => query(widget, '[part="status"]')?.textContent !== '', 'the announcement');
    expect(query(widget, '[part="status"]')?.textContent).to.equal('“Chlorophyll” is open in the Editor.');
    expect(notes.signals.opened.value?._id).to.equal('n1');
    expect(opened).to.deep.equal([{ id: 'n1' }]);
  });

  it('deletes a note after asking, records DELETE_NOTE, and keeps it when the learner says no', async () => {
    server = fakeLibraryServer({ notes: [note('n1', 'Chlorophyll'), note('n2', 'Light')] });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => titles(widget).length === 2, 'the notes');
    (query(widget, '[part="delete"]') as HTMLButtonElement).click();
    await until(() => query(widget, '[part="confirm"]') !== null, 'the question');
    expect(query(widget, '[part="confirm"]')?.getAttribute('aria-label')).to.equal('Delete “Chlorophyll” for good?');
    expect(widget.shadowRoot?.activeElement?.textContent).to.equal('Keep it');
    buttonNamed(widget, 'Keep it')?.click();
    await until(() => query(widget, '[part="confirm"]') === null, 'the question gone');
    expect(server.requests.filter((request) => request.method === 'DELETE')).to.have.length(0);
    (query(widget, '[part="delete"]') as HTMLButtonElement).click();
    await until(() => buttonNamed(widget, 'Yes, delete it') !== undefined, 'the question again');
    server.hold();
    buttonNamed(widget, 'Yes, delete it')?.click();
    await until(() => query(widget, '[part="deleting"]') !== null, 'the progress');
    server.release();
    await until(() => titles(widget).length === 1, 'one note left');
    expect(titles(widget)).to.deep.equal(['Light']);
    await until(
      () => query(widget, '[part="status"]')?.textContent === '“Chlorophyll” is deleted.',
      'the deletion said',
    );
    expect(recorded(server)).to.deep.include({
      actor: 'ada',
      verb: 'DELETE_NOTE',
      value: { id: 'n1', noteTitle: 'Chlorophyll', type: 'note' },
      dataSource: 'tj-client-web',
    });
  });

  it('says why a delete failed, in place', async () => {
    server = fakeLibraryServer({ notes: [note('n1', 'Chlorophyll')] });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => titles(widget).length === 1, 'the note');
    server.fail('/notes/n1', 404, 'We could not find this note.');
    (query(widget, '[part="delete"]') as HTMLButtonElement).click();
    await until(() => buttonNamed(widget, 'Yes, delete it') !== undefined, 'the question');
    buttonNamed(widget, 'Yes, delete it')?.click();
    await until(() => query(widget, '[part="action-error"]') !== null, 'the failure');
    expect(query(widget, '[part="action-error"]')?.textContent).to.equal(
      '“Chlorophyll” could not be deleted: We could not find this note. Try again.',
    );
  });

  it('shows loading, error with a retry and empty states, in the learner’s language', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    await setLocale('es');
    server.hold();
    server.fail('/notes', 503, 'Servidor ocupado.');
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => query(widget, '[part="loading"]') !== null, 'the busy state');
    expect(text(widget)).to.contain('Cargando tus notas…');
    server.release();
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(text(widget)).to.contain('No se pudieron cargar tus notas.');
    server.heal();
    buttonNamed(widget, 'Reintentar')?.click();
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty state');
    expect(text(widget)).to.contain('Aún no tienes notas.');
    await setLocale('hi');
    await until(() => text(widget).includes('आपके पास अभी कोई नोट नहीं है।'), 'the Hindi empty state');
    await setLocale('de');
    await until(() => text(widget).includes('Du hast noch keine Notizen.'), 'the German empty state');
  });

  it('shows script and event-handler text in a note as text: nothing runs', async () => {
    const hostile = '<script>window.tjHacked = 1</script><img src=x onerror="window.tjHacked = 2">';
    server = fakeLibraryServer({ notes: [note('n1', hostile, { value: { noteTitle: hostile, note: hostile } })] });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-notes-library></tj-notes-library>`);
    await until(() => titles(widget).length === 1, 'the note');
    expect(titles(widget)).to.deep.equal([hostile]);
    expect(query(widget, '[part="excerpt"]')?.textContent).to.equal(hostile);
    expect(shadowQueryAll(widget, 'script, img')).to.have.length(0);
    // Nor can anything run later (as an image's onerror would, once its load failed): no element carries a handler.
    expect(inlineHandlers(widget)).to.have.length(0);
    expect((window as { tjHacked?: number }).tjHacked).to.equal(undefined);
  });
});
