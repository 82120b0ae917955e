// Pages of learners' notes, newest first, read together (batched): one statement for the pages many learners ask for
// at once.
import type { Note } from '../../src/contract/notes.ts';
import { batched } from '../db/batches.ts';
import type { Database } from '../db/database.ts';
import { TOTAL_COLUMN } from '../http/pages.ts';
import { NOTE_COLUMNS, NOTES_WITH_GOAL, toNote, type NoteRow } from './note-rows.ts';

export interface NotePageKey {
  ownerId: string;
  offset: number;
}

export interface NotePage {
  items: Note[];
  /** How many notes the owner has. */
  total: number;
}

/** Reads pages of `limit` notes; `read` resolves with the page of one owner from one offset. */
export function notePages(db: Database, limit: number) {
  const sql = `select o.i::int as i, p.* from unnest($1::uuid[], $2::int[]) with ordinality as o(actor, skip, i)
    cross join lateral (
      select ${TOTAL_COLUMN}, ${NOTE_COLUMNS} from ${NOTES_WITH_GOAL} where n.actor = o.actor
       order by n.created_at desc, n.id desc limit ${limit} offset o.skip
    ) p order by i`;

  async function readAll(keys: readonly NotePageKey[]): Promise<NotePage[]> {
    // The same page asked for twice in one batch is read once.
    const distinct = [...new Map(keys.map((key) => [keyOf(key), key])).values()];
    const rows = await db.query<NoteRow & { i: number; total: number }>(sql, [
      distinct.map((key) => key.ownerId),
      distinct.map((key) => key.offset),
    ]);
    const pages = distinct.map((): NotePage => ({ items: [], total: 0 }));
    for (const row of rows) {
      const page = pages[row.i - 1];
      if (!page) continue;
      page.items.push(toNote(row));
      page.total = row.total;
    }
    // A page past the owner's last note has no row to carry the total.
    await Promise.all(
      distinct.map(async (key, index) => {
        const page = pages[index];
        if (page && page.items.length === 0 && key.offset > 0) page.total = await countOf(key.ownerId);
      }),
    );
    const byKey = new Map(distinct.map((key, index) => [keyOf(key), pages[index] as NotePage]));
    return keys.map((key) => byKey.get(keyOf(key)) as NotePage);
  }

  async function countOf(ownerId: string): Promise<number> {
    const [count] = await db.query<{ total: number }>('select count(*)::int as total from notes where actor = $1', [
      ownerId,
    ]);
    return count?.total ?? 0;
  }

  return { limit, read: batched(readAll) };
}

export type NotePages = ReturnType<typeof notePages>;

const keyOf = ({ ownerId, offset }: NotePageKey) => `${ownerId}:${offset}`;
