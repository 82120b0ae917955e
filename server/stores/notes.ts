// Notes (spec 2 §7.5) in storage: every statement names the owner, so a learner reaches only their own notes.
import type { Note, NoteType, NoteValue } from '../../src/contract/notes.ts';
import { LIBRARY_PAGE_SIZE, LIST_LIMIT } from '../../src/contract/page.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { containsPattern, listOf, page, pageOffset, TOTAL_COLUMN } from '../http/pages.ts';
import type { Account } from '../http/route.ts';
import { settleGoal } from './goal-status.ts';
import { gone, itemId, type PathId } from './ids.ts';
import { noteInserts } from './note-inserts.ts';
import { notePages, type NotePages } from './note-pages.ts';
import { countTasks, NOTE_COLUMNS, NOTE_FROM, NOTES_WITH_GOAL, toNote, type NoteRow } from './note-rows.ts';

const NOT_FOUND = 'server.library.noteNotFound';

// Where the search word is looked for: the note's title and text, and the label of an image or video note, kept in
// lower case in search_text (migrations 0004 and 0007, whose trigram index serves it).
const SEARCHED = 'n.search_text like lower($2)';

/** A change to a note: a text replaces the note's text and keeps its title and the rest; a value replaces all. */
export interface NoteChange {
  note: string | NoteValue;
  type: NoteType;
}

export type NotesStore = ReturnType<typeof notesStore>;

export function notesStore(db: Database) {
  const libraryPages = notePages(db, LIBRARY_PAGE_SIZE);
  const listPages = notePages(db, LIST_LIMIT);
  const inserts = noteInserts(db);

  /** The owner's notes containing `searchWord` (all when none), newest first: `limit` from `offset`, and the total. */
  async function newest(owner: Account, searchWord: string | undefined, pages: NotePages, offset: number) {
    const pattern = containsPattern(searchWord);
    if (pattern !== null) return found(owner, pattern, pages.limit, offset);
    return pages.read({ ownerId: owner.id, offset });
  }

  /** The owner's notes matching `pattern`: counted through the indexes, which the planner would not choose for a
   * common word (migration 0009), beside the page; on a PostgreSQL server both run at once, on two connections. */
  async function found(owner: Account, pattern: string, limit: number, offset: number) {
    const [[count], rows] = await Promise.all([
      db.query<{ total: number }>('select count_notes_found($1, lower($2)) as total', [owner.id, pattern]),
      db.query<NoteRow>(
        `${NOTE_FROM} where n.actor = $1 and ${SEARCHED} order by n.created_at desc, n.id desc limit ${limit} offset $3`,
        [owner.id, pattern, offset],
      ),
    ]);
    return { items: rows.map(toNote), total: count?.total ?? 0 };
  }

  return {
    /** A page of the owner's notes, newest first, those containing `searchWord` when one is given. */
    async list(owner: Account, { searchWord, pageNo }: { searchWord?: string | undefined; pageNo: number }) {
      const { items, total } = await newest(owner, searchWord, libraryPages, pageOffset(pageNo));
      return page(items, pageNo, total);
    },

    /** The owner's newest LIST_LIMIT notes containing the text, and how many there are. */
    search: (owner: Account, text: string) => newest(owner, text, listPages, 0),

    /** All the owner's notes, newest first ("export my data"). */
    async all(owner: Account): Promise<Note[]> {
      const rows = await db.query<NoteRow>(`${NOTE_FROM} where n.actor = $1 order by n.created_at desc, n.id desc`, [
        owner.id,
      ]);
      return rows.map(toNote);
    },

    /** The owner's notes with the tag in `value.tags` (any case), newest first. */
    async withTag(owner: Account, tag: string) {
      const rows = await db.query<NoteRow & { total: number }>(
        `select ${TOTAL_COLUMN}, ${NOTE_COLUMNS} from ${NOTES_WITH_GOAL}
          where n.actor = $1
            and exists (select 1 from jsonb_array_elements_text(coalesce(n.value->'tags', '[]')) t where lower(t) = lower($2))
          order by n.created_at desc, n.id desc limit ${LIST_LIMIT}`,
        [owner.id, tag],
      );
      return listOf(rows, toNote);
    },

    async get(owner: Account, id: PathId): Promise<Note> {
      const [row] = await db.query<NoteRow>(`${NOTE_FROM} where n.id = $1 and n.actor = $2`, [
        itemId(id, NOT_FOUND),
        owner.id,
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return toNote(row);
    },

    /** Adds a note, and tells the owner's other open pages (THOUGHT_ADDED) once it is saved. */
    create: (owner: Account, value: NoteValue): Promise<Note> => inserts.add({ owner, value }),

    /** Changes a note, and settles the goal it is attached to, since its tasks may have changed. */
    async update(owner: Account, id: PathId, change: NoteChange): Promise<Note> {
      const noteId = itemId(id, NOT_FOUND);
      return db.transaction(async (tx) => {
        const [current] = await tx.query<{ value: NoteValue; goal_id: string | null }>(
          `select n.value, a.goal_id from notes n left join goal_attachments a on a.note_id = n.id
            where n.id = $1 and n.actor = $2 for update of n`,
          [noteId, owner.id],
        );
        if (!current) throw new HttpError(404, NOT_FOUND);
        const value: NoteValue =
          typeof change.note === 'string' ? { ...current.value, note: change.note } : change.note;
        const tasks = countTasks(value);
        await tx.query(
          `update notes set value = $3::jsonb, type = $4, task_total = $5, task_completed = $6, updated_at = now()
            where id = $1 and actor = $2`,
          [noteId, owner.id, JSON.stringify(value), change.type, tasks.total, tasks.completed],
        );
        if (current.goal_id) await settleGoal(tx, current.goal_id);
        const [row] = await tx.query<NoteRow>(`${NOTE_FROM} where n.id = $1`, [noteId]);
        if (!row) throw new HttpError(404, NOT_FOUND);
        return toNote(row);
      });
    },

    async delete(owner: Account, id: PathId) {
      const [row] = await db.query<{ id: string }>('delete from notes where id = $1 and actor = $2 returning id', [
        itemId(id, NOT_FOUND),
        owner.id,
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return gone(row.id);
    },
  };
}
