// Bad input to the library's calls (issue 10 point 8): unknown and malformed ids, oversized text and out-of-range
// values get a 4xx with a message in the learner's language, and change nothing. Uploads: server/files/files.int.test.ts.
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH } from '../../src/contract/limits.ts';
import type { Note } from '../../src/contract/notes.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { createEvents } from '../events/index.ts';
import { createLibrary } from './index.ts';
import { libraryKitFor } from '../testing/library-kit.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const TABLES = ['notes', 'saved_graphs', 'goals', 'goal_attachments', 'quests', 'thought_states', 'events'];

describe.each(storesUnderTest())('bad input to the library on $kind', (store) => {
  const kit = libraryKitFor(store, ['ada'], ({ db }) => [createLibrary({ db }), createEvents({ db })]);

  /** How many rows each table of the library has: a refused call must leave every count as it was. */
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => {
          const [row] = await kit.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
          return [table, row?.n];
        }),
      ),
    );

  it('answers unknown and malformed ids with 404 and the item’s message, in the learner’s language', async () => {
    const cases: [string, string, string][] = [
      ['GET', `/notes/${UNKNOWN}`, 'No encontramos esta nota. Puede que se haya eliminado.'],
      ['GET', '/notes/12', 'No encontramos esta nota. Puede que se haya eliminado.'],
      [
        'DELETE',
        '/g6graph/not-an-id',
        'No encontramos este grafo. Puede que se haya eliminado o que no se haya compartido contigo.',
      ],
      ['GET', `/states/${UNKNOWN}`, 'No encontramos este pensamiento guardado. Revisa el enlace.'],
      ['PUT', `/goals/${UNKNOWN}`, 'No encontramos este objetivo. Puede que se haya eliminado.'],
    ];
    const before = await counts();
    for (const [method, path, message] of cases) {
      const body = method === 'PUT' ? { status: true } : undefined;
      const answer = await kit.ada.call<{ message: string }>(method, path, body, { 'accept-language': 'es' });
      expect(answer.status, path).toBe(404);
      expect(answer.body.message, path).toBe(message);
    }
    const clone = await kit.ada.call('POST', '/g6graph/clone', { graphId: UNKNOWN });
    expect(clone.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('refuses oversized text with 400 and a message, and keeps nothing', async () => {
    const before = await counts();
    const long = 'x'.repeat(MAX_TEXT_LENGTH + 1);
    const note = await kit.ada.call<{ message: string }>(
      'POST',
      '/notes',
      { verb: 'NOTED', value: { note: long }, actor: 'ada', dataSource: 'tj-client-web' },
      { 'accept-language': 'de' },
    );
    expect(note.status).toBe(400);
    expect(note.body.message).toContain('ist zu lang');
    const state = { actor: 'ada', state: { thought: { word: long } }, mutationSeries: [] };
    expect((await kit.ada.call('POST', '/states', state)).status).toBe(400);
    expect((await kit.ada.call('POST', '/query', { query: 'q'.repeat(201) })).status).toBe(400);
    expect((await kit.ada.call('GET', `/tag/${'t'.repeat(201)}`)).status).toBe(400);
    expect((await kit.ada.call('POST', `/g6graph/query?keyword=${'k'.repeat(201)}`)).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses an oversized change to a note and keeps the note as it was', async () => {
    const created = await kit.ada.call<Note>('POST', '/notes', {
      verb: 'NOTED',
      value: { noteTitle: 'Kept', note: 'as it was' },
      actor: 'ada',
      dataSource: 'tj-client-web',
    });
    const change = { note: 'y'.repeat(MAX_TEXT_LENGTH + 1), type: 'note' };
    expect((await kit.ada.call('PUT', `/notes/update/${created.body._id}`, change)).status).toBe(400);
    expect((await kit.ada.call<Note>('GET', `/notes/${created.body._id}`)).body).toEqual(created.body);
  });

  it('refuses values out of range: unknown verbs, analytics spans, query types', async () => {
    const before = await counts();
    expect((await kit.ada.call('GET', '/events/verb/nope')).status).toBe(400);
    expect((await kit.ada.call('POST', '/events/analytics', { username: 'ada', days: 367 })).status).toBe(400);
    expect((await kit.ada.call('POST', '/g6graph/query?type=everything&keyword=x')).status).toBe(400);
    expect((await kit.ada.call('POST', '/events/vs_store/update', { verb: 'NOTED' })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
