import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesUnderTest } from '../testing/stores.ts';
import type { Account } from '../http/route.ts';
import { goalsStore, type GoalsStore } from './goals.ts';
import { notesStore, type NotesStore } from './notes.ts';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';

describe.each(storesUnderTest())('goals store on $kind', (store) => {
  let test: TestDatabase;
  let goals: GoalsStore;
  let notes: NotesStore;
  let ada: Account;
  let bob: Account;

  beforeAll(async () => {
    test = await openTestDatabase(store);
    goals = goalsStore(test.db);
    notes = notesStore(test.db);
    ada = await test.owner('ada');
    bob = await test.owner('bob');
  }, 60_000);
  afterAll(() => test.close());

  it("creates a goal for its owner only; lists and picks the owner's goals, leaving impossible ids out", async () => {
    const goal = await goals.create(ada, 'Learn botany');
    expect(goal).toMatchObject({ goal: 'Learn botany', status: false, attachments: [] });
    await expect(goals.get(bob, goal.id)).rejects.toMatchObject({ status: 404, key: 'server.library.goalNotFound' });
    expect(await goals.list(bob)).toEqual([]);
    expect((await goals.many(ada, [goal.id, 'not-a-uuid'])).map((g) => g.id)).toEqual([goal.id]);
    expect(await goals.many(bob, [goal.id])).toEqual([]);
  });

  it("attaches the owner's notes, moves a note between goals, and closes a goal whose tasks are done", async () => {
    const first = await goals.create(ada, 'First');
    const second = await goals.create(ada, 'Second');
    const note = await notes.create(ada, { note: '- [ ] water' });
    const attached = await goals.update(ada, first.id, { attachment: { action: 'push', noteId: note._id } });
    expect(attached.attachments.map((a) => a.note._id)).toEqual([note._id]);
    await goals.update(ada, second.id, { attachment: { action: 'push', noteId: note._id } });
    expect((await goals.get(ada, first.id)).attachments).toEqual([]);

    await notes.update(ada, note._id, { note: '- [x] water', type: 'note' });
    expect((await goals.get(ada, second.id)).status).toBe(true);
  });

  it("changes a goal's text for its owner only", async () => {
    const goal = await goals.create(ada, 'Learn botany');
    await expect(goals.update(bob, goal.id, { goal: 'Learn zoology' })).rejects.toMatchObject({
      status: 404,
      key: 'server.library.goalNotFound',
    });
    expect((await goals.get(ada, goal.id)).goal).toBe('Learn botany');
    const edited = await goals.update(ada, goal.id, { goal: 'Learn botany and ecology' });
    expect(edited).toMatchObject({ id: goal.id, goal: 'Learn botany and ecology', status: false });
    expect((await goals.get(ada, goal.id)).goal).toBe('Learn botany and ecology');
  });

  it("refuses another learner's note and goal, and a note that is not attached", async () => {
    const goal = await goals.create(ada, 'Mine');
    const theirs = await notes.create(bob, { note: "bob's" });
    const push = { attachment: { action: 'push', noteId: theirs._id } } as const;
    await expect(goals.update(ada, goal.id, push)).rejects.toMatchObject({ key: 'server.library.noteNotFound' });
    await expect(goals.update(bob, goal.id, push)).rejects.toMatchObject({ key: 'server.library.goalNotFound' });
    await expect(goals.update(bob, goal.id, { status: true })).rejects.toMatchObject({ status: 404 });
    const pull = { attachment: { action: 'delete', noteId: theirs._id } } as const;
    await expect(goals.update(ada, goal.id, pull)).rejects.toMatchObject({
      key: 'server.library.attachmentNotFound',
    });
  });

  it('deletes a goal and keeps its notes; deletes an attachment by its id for its owner only', async () => {
    const goal = await goals.create(ada, 'Short-lived');
    const note = await notes.create(ada, { note: 'stays' });
    const attached = await goals.update(ada, goal.id, { attachment: { action: 'push', noteId: note._id } });
    const attachmentId = attached.attachments[0]!.id;
    await expect(goals.deleteAttachment(bob, attachmentId)).rejects.toMatchObject({ status: 404 });
    expect(await goals.deleteAttachment(ada, attachmentId)).toEqual({ id: attachmentId, deleted: true });
    await expect(goals.delete(bob, goal.id)).rejects.toMatchObject({ status: 404 });
    expect(await goals.delete(ada, goal.id)).toEqual({ id: goal.id, deleted: true });
    expect((await notes.get(ada, note._id)).value.note).toBe('stays');
  });
});
