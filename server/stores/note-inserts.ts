// New notes, written together (batched): one statement and one commit for the notes of many learners, with the
// THOUGHT_ADDED notifications that tell each learner's other open pages.
import { randomUUID } from 'node:crypto';
import type { Note, NoteValue } from '../../src/contract/notes.ts';
import { batched } from '../db/batches.ts';
import type { Database } from '../db/database.ts';
import type { Account } from '../http/route.ts';
import { learnerNotice, REALTIME_CHANNEL } from '../realtime/notify.ts';
import { countTasks, noteTypeOf, toNote, type NoteRow } from './note-rows.ts';

export interface NewNote {
  owner: Pick<Account, 'id' | 'username'>;
  value: NoteValue;
}

// Each note gets its own clock time, so notes saved together keep the order they came in (newest first lists).
const INSERT = `with input as (
    select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::jsonb[], $5::int[], $6::int[], $7::text[])
      with ordinality as t(id, actor, type, value, task_total, task_completed, notice, i)
  ), added as (
    insert into notes (id, actor, type, value, task_total, task_completed, created_at)
    select id, actor, type, value, task_total, task_completed, clock_timestamp() from input order by i
    returning id, type, value, null::uuid as goal_id, task_total, task_completed, status, progress, created_at
  ), told as (
    select pg_notify($8, notice) from input where notice is not null
  )
  select added.*, (select count(*) from told) as told from added`;

export function noteInserts(db: Database) {
  async function insertAll(notes: readonly NewNote[]): Promise<Note[]> {
    const ids = notes.map(() => randomUUID());
    const tasks = notes.map(({ value }) => countTasks(value));
    const rows = await db.query<NoteRow>(INSERT, [
      ids,
      notes.map(({ owner }) => owner.id),
      notes.map(({ value }) => noteTypeOf(value)),
      notes.map(({ value }) => JSON.stringify(value)),
      tasks.map((task) => task.total),
      tasks.map((task) => task.completed),
      notes.map(({ owner }, index) => learnerNotice(owner, 'THOUGHT_ADDED', { noteId: ids[index] })),
      REALTIME_CHANNEL,
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new Error('insert into notes returned no row');
      return toNote(row);
    });
  }

  /** One statement for the batch; when it fails, each note alone, so that one bad note fails by itself. */
  async function insertBatch(notes: readonly NewNote[]): Promise<(Note | Error)[]> {
    try {
      return await insertAll(notes);
    } catch (error) {
      if (notes.length === 1) throw error;
      return Promise.all(notes.map((note) => insertAll([note]).then(([added]) => added as Note, toError)));
    }
  }

  return { add: batched(insertBatch) };
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
