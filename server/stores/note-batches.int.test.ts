import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { storesUnderTest } from '../testing/stores.ts';
import type { Account } from '../http/route.ts';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from '../realtime/notify.ts';
import { noteInserts } from './note-inserts.ts';
import { notePages } from './note-pages.ts';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';

describe.each(storesUnderTest())('notes read and written in batches on $kind', (store) => {
  let test: TestDatabase;
  /** The test database, counting the statements sent through it. */
  let db: Database;
  let statements: string[];
  let ada: Account;
  let bob: Account;

  beforeAll(async () => {
    test = await openTestDatabase(store);
    statements = [];
    db = { ...test.db, query: (sql, params) => (statements.push(sql), test.db.query(sql, params)) };
    ada = await test.owner('ada');
    bob = await test.owner('bob');
  }, 60_000);
  afterAll(() => test.close());

  it('adds the notes saved at once in one statement, in their order, and tells each owner', async () => {
    const heard: RealtimeEnvelope[] = [];
    const stop = await test.db.listen(REALTIME_CHANNEL, {
      message: (payload) => heard.push(JSON.parse(payload) as RealtimeEnvelope),
      gap: () => undefined,
    });
    const inserts = noteInserts(db);
    statements.length = 0;
    const added = await Promise.all([
      inserts.add({ owner: ada, value: { noteTitle: 'first', note: '- [x] a\n- [ ] b' } }),
      inserts.add({ owner: bob, value: { noteTitle: 'bob’s', note: 'b' } }),
      inserts.add({ owner: ada, value: { type: 'image', noteTitle: 'second', note: 'c' } }),
    ]);
    expect(statements).toHaveLength(1);
    expect(added.map((note) => [note.value.noteTitle, note.type, note.task])).toEqual([
      ['first', 'note', { total: 2, completed: 1 }],
      ['bob’s', 'note', { total: 0, completed: 0 }],
      ['second', 'image', { total: 0, completed: 0 }],
    ]);
    await expect.poll(() => heard.length).toBe(3);
    expect(heard).toMatchObject(
      added.map((note, i) => ({
        to: i === 1 ? bob.id : ada.id,
        notification: { verb: { display: { en: 'THOUGHT_ADDED' } }, value: { noteId: note._id } },
      })),
    );
    await stop();
  });

  it('saves the others when one note of a batch cannot be saved, and fails that one alone', async () => {
    const inserts = noteInserts(db);
    const gone = { id: '00000000-0000-4000-8000-000000000000', username: 'gone' };
    const [saved, refused] = await Promise.allSettled([
      inserts.add({ owner: ada, value: { note: 'kept' } }),
      inserts.add({ owner: gone, value: { note: 'nobody’s' } }),
    ]);
    expect(saved).toMatchObject({ status: 'fulfilled', value: { value: { note: 'kept' } } });
    expect(refused.status).toBe('rejected');
  });

  it('reads the pages asked for at once in one statement, each with its owner’s total', async () => {
    const pages = notePages(db, 2);
    statements.length = 0;
    const [adaFirst, adaSecond, bobFirst, again, pastTheEnd] = await Promise.all([
      pages.read({ ownerId: ada.id, offset: 0 }),
      pages.read({ ownerId: ada.id, offset: 2 }),
      pages.read({ ownerId: bob.id, offset: 0 }),
      pages.read({ ownerId: ada.id, offset: 0 }),
      pages.read({ ownerId: bob.id, offset: 10 }),
    ]);
    // Newest first: 'c' was saved after 'first' in the same statement. One statement for the batch, and one count for the page past bob's last note, which has no row to carry it.
    expect(statements).toHaveLength(2);
    expect(adaFirst?.items.map((note) => note.value.note)).toEqual(['kept', 'c']);
    expect(adaSecond?.items.map((note) => note.value.note)).toEqual(['- [x] a\n- [ ] b']);
    expect(bobFirst?.items.map((note) => note.value.note)).toEqual(['b']);
    expect(again).toEqual(adaFirst);
    expect([adaFirst?.total, adaSecond?.total, bobFirst?.total, pastTheEnd]).toEqual([
      3,
      3,
      1,
      { items: [], total: 1 },
    ]);
  });
});
