import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { Account } from '../http/route.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { notesStore, type NotesStore } from './notes.ts';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';

const notFound = { status: 404, key: 'server.library.noteNotFound' };

describe.each(storesUnderTest())('notes store on $kind', (store) => {
  let test: TestDatabase;
  let notes: NotesStore;
  let ada: Account;
  let bob: Account;

  beforeAll(async () => {
    test = await openTestDatabase(store);
    notes = notesStore(test.db);
    ada = await test.owner('ada');
    bob = await test.owner('bob');
  }, 60_000);
  afterAll(() => test.close());

  it('creates a note with its type and tasks, and reads it back for its owner only', async () => {
    const note = await notes.create(ada, { type: 'image', noteTitle: 'Seeds', note: '- [x] buy\n- [ ] sow' });
    expect(note).toMatchObject({ type: 'image', task: { total: 2, completed: 1 }, value: { noteTitle: 'Seeds' } });
    expect(await notes.get(ada, note._id)).toEqual(note);
    await expect(notes.get(bob, note._id)).rejects.toMatchObject(notFound);
    await expect(notes.get(ada, 'not-a-uuid')).rejects.toMatchObject(notFound);
  });

  it("lists the owner's notes newest first, found by title, text or label", async () => {
    await notes.create(ada, { noteTitle: 'Photosynthesis', note: 'light' });
    await notes.create(ada, { label: 'a leaf 100%', note: 'picture' });
    await notes.create(bob, { noteTitle: 'Photosynthesis', note: "bob's" });
    const all = await notes.list(ada, { pageNo: 0 });
    expect(all.total).toBe(3);
    expect(all.items[0]?.value).toMatchObject({ note: 'picture' });
    expect((await notes.list(ada, { searchWord: 'photo', pageNo: 0 })).items.map((n) => n.value.note)).toEqual([
      'light',
    ]);
    // The search word is taken literally: % is not a wildcard.
    expect((await notes.list(ada, { searchWord: '100%', pageNo: 0 })).total).toBe(1);
    expect((await notes.list(ada, { searchWord: '%', pageNo: 0 })).total).toBe(1);
  });

  it('counts every note holding the word, past the first page, in any case, of the owner only', async () => {
    for (let i = 0; i < 25; i += 1) await notes.create(ada, { noteTitle: `Glacier ${i}`, note: 'ice' });
    await notes.create(bob, { note: 'a glacier of my own' });
    const first = await notes.list(ada, { searchWord: 'GLACIER', pageNo: 0 });
    const second = await notes.list(ada, { searchWord: 'glacier', pageNo: 1 });
    expect([first.total, first.items.length, second.items.length]).toEqual([25, 20, 5]);
    // Notes made within one clock tick may come in either order, but the two pages hold each note once.
    const titles = [...first.items, ...second.items].map((n) => n.value.noteTitle);
    expect(new Set(titles)).toEqual(new Set(Array.from({ length: 25 }, (_, i) => `Glacier ${i}`)));
    // Too short for a trigram: still found, by reading the owner's notes.
    expect((await notes.list(ada, { searchWord: 'ci', pageNo: 0 })).total).toBe(25);
    expect((await notes.search(ada, 'lacier 1')).total).toBe(11);
  });

  it('replaces the text and keeps the title, or replaces the whole value; never another learner’s note', async () => {
    const note = await notes.create(ada, { noteTitle: 'Plan', note: 'old' });
    const text = await notes.update(ada, note._id, { note: '- [x] done', type: 'note' });
    expect(text.value).toMatchObject({ noteTitle: 'Plan', note: '- [x] done' });
    expect(text.task).toEqual({ total: 1, completed: 1 });
    const whole = await notes.update(ada, note._id, { note: { note: 'new' }, type: 'page' });
    expect(whole).toMatchObject({ type: 'page', value: { note: 'new' } });
    expect(whole.value).not.toHaveProperty('noteTitle');
    await expect(notes.update(bob, note._id, { note: 'mine now', type: 'note' })).rejects.toMatchObject(notFound);
    expect((await notes.get(ada, note._id)).value.note).toBe('new');
  });

  it('deletes the owner’s note once; another learner cannot', async () => {
    const note = await notes.create(ada, { note: 'short-lived' });
    await expect(notes.delete(bob, note._id)).rejects.toMatchObject(notFound);
    expect(await notes.delete(ada, note._id)).toEqual({ id: note._id, deleted: true });
    await expect(notes.delete(ada, note._id)).rejects.toMatchObject(notFound);
  });
});

// A PostgreSQL server without contrib (or a role that may not create extensions) has no pg_trgm: the migrations
// still run, without the trigram index, and the search finds the same notes. PGlite has pg_trgm only when loaded.
describe('notes store without pg_trgm', () => {
  let pg: PGlite;
  let db: Database;

  beforeAll(async () => {
    pg = await PGlite.create();
    const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
      query: async <Row>(sql: string, params: readonly unknown[] = []) =>
        (await target.query<Row>(sql, [...params])).rows,
      exec: async (sql: string) => {
        await target.exec(sql);
      },
    });
    db = {
      kind: 'pglite',
      ...wrap(pg),
      transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
      listen: (channel, listener) => pg.listen(channel, (payload) => listener.message(payload)),
      close: () => pg.close(),
    };
    await migrate(db);
  }, 60_000);
  afterAll(() => db.close());

  it('migrates without the extension and its index, and searches as with them', async () => {
    expect(await db.query("select 1 from pg_extension where extname = 'pg_trgm'")).toEqual([]);
    expect(await db.query("select 1 from pg_indexes where indexname = 'notes_search'")).toEqual([]);
    const [ada] = await db.query<Account>(
      "insert into users (username, email, first_name, discriminator) values ('ada', 'ada@example.org', 'Ada', 'd-ada') returning id, username",
    );
    if (!ada) throw new Error('no user row');
    const notes = notesStore(db);
    await notes.create(ada, { noteTitle: 'Photosynthesis', note: 'light' });
    await notes.create(ada, { label: 'a leaf 100%', note: 'picture' });
    const found = await notes.list(ada, { searchWord: 'PHOTO', pageNo: 0 });
    expect({ total: found.total, notes: found.items.map((n) => n.value.note) }).toEqual({ total: 1, notes: ['light'] });
    expect((await notes.list(ada, { searchWord: '100%', pageNo: 0 })).total).toBe(1);
  });
});
