// Notes (spec 2 §7.5): a learner's own notes, never anyone else's.
import type { NoteValue } from '../../src/contract/notes.ts';
import { LIBRARY_PAGE_SIZE } from '../../src/contract/page.ts';
import type { ApiArea } from '../api.ts';
import { HttpError } from '../http/errors.ts';
import { settleGoal } from './goal-status.ts';
import { gone, itemId } from './ids.ts';
import type { LibraryDeps } from './index.ts';
import { countTasks, NOTE_FROM, noteTypeOf, toNote, type NoteRow } from './note-rows.ts';
import { containsPattern, page, pageOffset } from '../http/pages.ts';

const NOT_FOUND = 'server.library.noteNotFound';

// Where the search word is looked for: the note's title and text, and the label of an image or video note.
const SEARCHED = `(n.value->>'noteTitle' ilike $2 or n.value->>'note' ilike $2 or n.value->>'label' ilike $2
  or n.value->>'videoLabel' ilike $2)`;

export function notesArea({ db }: LibraryDeps): ApiArea {
  return (api) => {
    api.implement('notes.list', async ({ query, account }) => {
      // Notes are private: asking for another learner's notes finds none.
      if (query.username && query.username.toLowerCase() !== account.username.toLowerCase()) {
        return page([], query.pageNo, 0);
      }
      const filter = `n.actor = $1 and ($2::text is null or ${SEARCHED})`;
      const params = [account.id, containsPattern(query.searchWord)];
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from notes n where ${filter}`,
        params,
      );
      const rows = await db.query<NoteRow>(
        `${NOTE_FROM} where ${filter} order by n.created_at desc, n.id desc limit ${LIBRARY_PAGE_SIZE} offset $3`,
        [...params, pageOffset(query.pageNo)],
      );
      return page(rows.map(toNote), query.pageNo, count?.total ?? 0);
    });

    api.implement('notes.get', async ({ params, account }) => {
      const [row] = await db.query<NoteRow>(`${NOTE_FROM} where n.id = $1 and n.actor = $2`, [
        itemId(params.id, NOT_FOUND),
        account.id,
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return toNote(row);
    });

    // The body is shaped like an event (verb, actor, dataSource); the owner is whoever the token names.
    api.implement('notes.create', async ({ body, account }) => {
      const tasks = countTasks(body.value);
      const [row] = await db.query<NoteRow>(
        `insert into notes (actor, type, value, task_total, task_completed) values ($1, $2, $3::jsonb, $4, $5)
         returning id, type, value, null::uuid as goal_id, task_total, task_completed, status, progress, created_at`,
        [account.id, noteTypeOf(body.value), JSON.stringify(body.value), tasks.total, tasks.completed],
      );
      if (!row) throw new Error('insert into notes returned no row');
      return toNote(row);
    });

    api.implement('notes.update', async ({ params, body, account }) => {
      const id = itemId(params.id, NOT_FOUND);
      return db.transaction(async (tx) => {
        const [current] = await tx.query<{ value: NoteValue; goal_id: string | null }>(
          `select n.value, a.goal_id from notes n left join goal_attachments a on a.note_id = n.id
            where n.id = $1 and n.actor = $2 for update of n`,
          [id, account.id],
        );
        if (!current) throw new HttpError(404, NOT_FOUND);
        // A text replaces the note's text and keeps its title and the rest; a whole value replaces the value.
        const value: NoteValue = typeof body.note === 'string' ? { ...current.value, note: body.note } : body.note;
        const tasks = countTasks(value);
        await tx.query(
          `update notes set value = $3::jsonb, type = $4, task_total = $5, task_completed = $6, updated_at = now()
            where id = $1 and actor = $2`,
          [id, account.id, JSON.stringify(value), body.type, tasks.total, tasks.completed],
        );
        if (current.goal_id) await settleGoal(tx, current.goal_id);
        const [row] = await tx.query<NoteRow>(`${NOTE_FROM} where n.id = $1`, [id]);
        if (!row) throw new HttpError(404, NOT_FOUND);
        return toNote(row);
      });
    });

    api.implement('notes.delete', async ({ params, account }) => {
      const [row] = await db.query<{ id: string }>('delete from notes where id = $1 and actor = $2 returning id', [
        itemId(params.id, NOT_FOUND),
        account.id,
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return gone(row.id);
    });
  };
}
