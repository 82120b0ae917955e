import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../http/route.ts';
import { storesUnderTest } from '../db/test-stores.ts';
import { notesStore, type NotesStore } from './notes.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

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
