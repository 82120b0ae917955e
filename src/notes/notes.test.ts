import { signal } from '@preact/signals-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Note } from '../contract/notes.ts';
import { anonymousUser } from '../contract/user.ts';
import { createEventRecorder } from '../events/record-event.ts';
import { createGraph } from '../graph/graph.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';
import { createNotes } from './notes.ts';
import { runCode } from './run-code.ts';
import { until } from '../testing/until.ts';

const ada = { ...anonymousUser, username: 'ada' };
const photosynthesis: Note = { _id: 'n1', type: 'note', value: { noteTitle: 'Photosynthesis', note: 'Light.' } };
const page = (items: Note[], pageNo = 0) => ({ items, pageNo, pageSize: 20, total: items.length });

let server: TestApi;
const user = signal(ada);

/** The library once its read has answered. */
const read = (notes: ReturnType<typeof createNotes>) =>
  until(() => notes.signals.library.value.status !== 'loading' && notes.signals.library.value, 'the library read');

function notesCore() {
  const graph = createGraph();
  const goalChanges: string[] = [];
  const notes = createNotes({
    api: server.api,
    user,
    recordEvent: createEventRecorder({ api: server.api, user }),
    graph,
    goalChanged: () => goalChanges.push('changed'),
  });
  return { notes, graph, goalChanges };
}

const events = () =>
  server.seen
    .filter((request) => request.path === '/events/vs_store/update')
    .map((request) => (request.body as { verb: string; value: unknown }).verb);
const listed = () => server.seen.filter((request) => request.path === '/notes').map((request) => request.method);

beforeEach(() => {
  user.value = ada;
  server = createTestApi();
  server.route('POST /events/vs_store/update', { body: { ok: true } });
  server.route('GET /notes', { body: page([photosynthesis]) });
});

describe('createNotes: the library', () => {
  it('reads a page of the learner’s own notes ("@me"), or all they may read, while needed; a new search starts at 0', async () => {
    const { notes } = notesCore();
    const release = notes.actions.need();
    expect(await read(notes)).toMatchObject({ status: 'ready', data: { page: { items: [photosynthesis] } } });
    notes.actions.show({ filter: 'all', searchWord: ' light ' });
    expect(await read(notes)).toMatchObject({ status: 'ready', data: { query: { pageNo: 0, searchWord: ' light ' } } });
    notes.actions.show({ pageNo: 1 });
    expect(await read(notes)).toMatchObject({
      status: 'ready',
      data: { query: { pageNo: 1, searchWord: ' light ', filter: 'all' } },
    });
    expect(listed()).toHaveLength(3);
    // No longer needed: nothing is read (a read would start at once, showing "loading").
    release();
    notes.actions.reload();
    expect(notes.signals.library.value.status).toBe('ready');
    expect(listed()).toHaveLength(3);
  });

  it('is a guest state for a guest, and asks nothing', async () => {
    user.value = anonymousUser;
    const { notes } = notesCore();
    notes.actions.need();
    expect(notes.signals.library.value).toEqual({ status: 'guest' });
    expect(server.seen).toEqual([]);
  });

  it('forgets the open note and the search when the learner signs out', async () => {
    const { notes } = notesCore();
    notes.actions.open(photosynthesis);
    notes.actions.show({ searchWord: 'light', filter: 'all' });
    user.value = anonymousUser;
    expect(notes.signals.opened.value).toBeNull();
    expect(notes.signals.query.value).toEqual({ pageNo: 0, searchWord: '', filter: 'me' });
    notes.dispose();
  });

  it('shows a failed read as the error state', async () => {
    server.route('GET /notes', { status: 500, body: { message: 'down' } });
    const { notes } = notesCore();
    notes.actions.need();
    expect(await read(notes)).toMatchObject({ status: 'error' });
  });
});

describe('createNotes: every action records its verb', () => {
  it('NOTED for a new note, UPDATE_NOTE for a change, DELETE_NOTE, ADD_NOTE_TO_GRAPH and THOUGHT_LINKED once', async () => {
    server.route('POST /notes', { body: photosynthesis });
    server.route('PUT /notes/update/n1', { body: { ...photosynthesis, value: { noteTitle: 'Light', note: 'x' } } });
    server.route('DELETE /notes/n1', { body: { deleted: true, id: 'n1' } });
    const { notes, graph } = notesCore();
    const created = await notes.actions.save({ type: 'note', value: { noteTitle: 'Photosynthesis', note: 'Light.' } });
    expect(notes.signals.opened.value).toEqual(created);
    expect(server.seen.find((request) => request.method === 'POST' && request.path === '/notes')?.body).toEqual({
      verb: 'NOTED',
      value: { noteTitle: 'Photosynthesis', note: 'Light.', type: 'note' },
      actor: 'ada',
      dataSource: 'tj-client-web',
    });
    await notes.actions.save({ id: 'n1', type: 'note', value: { noteTitle: 'Light', note: 'x' } });
    notes.actions.addToGraph(created);
    notes.actions.addToGraph(created);
    // Placed again as the learner's other tab linked it: nothing is recorded twice.
    notes.actions.placeLinked(created);
    expect(graph.signals.nodes.value.map((node) => node.data.label)).toEqual(['Photosynth']);
    await notes.actions.remove(created);
    expect(notes.signals.opened.value).toBeNull();
    // Events are recorded without holding the action up.
    await until(() => events().length === 5, 'the five events');
    expect(events()).toEqual(['NOTED', 'UPDATE_NOTE', 'ADD_NOTE_TO_GRAPH', 'THOUGHT_LINKED', 'DELETE_NOTE']);
    const linked = server.seen.find((request) => (request.body as { verb?: string } | null)?.verb === 'THOUGHT_LINKED');
    expect((linked?.body as { value: unknown }).value).toEqual({ noteId: created._id });
  });

  it('says the goals changed when a note of a goal is saved or deleted, and not for a note of none', async () => {
    const ofGoal = { ...photosynthesis, goal: 'g1' };
    server.route('PUT /notes/update/n1', { body: ofGoal });
    server.route('DELETE /notes/n1', { body: { deleted: true, id: 'n1' } });
    server.route('POST /notes', { body: { ...photosynthesis, _id: 'n2' } });
    const { notes, goalChanges } = notesCore();
    await notes.actions.save({ type: 'note', value: { note: 'No goal.' } });
    expect(goalChanges).toEqual([]);
    await notes.actions.save({ id: 'n1', type: 'note', value: { note: '- [x] water the plant' } });
    await notes.actions.remove(ofGoal);
    expect(goalChanges).toEqual(['changed', 'changed']);
  });

  it('records nothing when a save fails, and rejects with the server’s message', async () => {
    server.route('POST /notes', { status: 400, body: { message: 'The note is too long.' } });
    const { notes } = notesCore();
    await expect(notes.actions.save({ type: 'note', value: { note: 'x' } })).rejects.toThrow('The note is too long.');
    expect(events()).toEqual([]);
  });
});

describe('runCode', () => {
  it('sends the trimmed code and shows the output', async () => {
    server.route('POST /code-compile', { body: { output: '42\n' } });
    expect(await runCode(server.api, { lang: 'python', code: '\n print(42)  \n' })).toEqual({
      status: 'ran',
      output: '42\n',
    });
    expect(server.seen.at(-1)?.body).toEqual({ lang: 'python', code: 'print(42)' });
  });

  it('says so when the server has no compile call, and gives a compilation error as such', async () => {
    expect(await runCode(server.api, { lang: 'js', code: '1' })).toEqual({ status: 'unavailable' });
    server.route('POST /code-compile', { status: 400, body: { message: 'SyntaxError' } });
    expect(await runCode(server.api, { lang: 'js', code: '1 +' })).toEqual({
      status: 'compileError',
      message: 'SyntaxError',
    });
  });

  it('gives a refusal to run now (too many programs) as what it is, not as a compilation error', async () => {
    const busy = 'You already have 2 programs running or waiting. Run this one when one of them has finished.';
    server.route('POST /code-compile', { status: 429, body: { message: busy } });
    expect(await runCode(server.api, { lang: 'python', code: 'print(1)' })).toEqual({
      status: 'refused',
      message: busy,
    });
  });
});
