// Goals and the notes attached to them (spec 2 §7.6) in storage. Every statement names the owner, so a learner
// reaches only their own goals and attaches only their own notes.
import type { Goal } from '../../src/contract/goals.ts';
import { LIST_LIMIT } from '../../src/contract/page.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { containsPattern, TOTAL_COLUMN } from '../http/pages.ts';
import type { Account, RouteInput } from '../http/route.ts';
import { gone, isItemId, itemId, type PathId } from './ids.ts';
import { toNote, type NoteRow } from './note-rows.ts';

const NOT_FOUND = 'server.library.goalNotFound';

interface GoalRow {
  id: string;
  goal: string;
  status: boolean;
  created_at: Date;
}

/** The caller's goals with these ids (all of them when `ids` is null), newest first, with their notes. */
async function readGoals(db: Queryable, account: Account, ids: readonly string[] | null): Promise<Goal[]> {
  const goals = await db.query<GoalRow>(
    `select id, goal, status, created_at from goals
      where actor = $1 and ($2::uuid[] is null or id = any($2::uuid[]))
      order by created_at desc, id desc`,
    [account.id, ids],
  );
  if (goals.length === 0) return [];
  const attachments = await db.query<NoteRow & { attachment_id: string }>(
    `select a.id as attachment_id, n.id, n.type, n.value, a.goal_id, n.task_total, n.task_completed, n.status,
        n.progress, n.created_at
       from goal_attachments a join notes n on n.id = a.note_id
      where a.actor = $1 and a.goal_id = any($2::uuid[])
      order by a.created_at, a.id`,
    [account.id, goals.map((goal) => goal.id)],
  );
  return goals.map((row) => ({
    id: row.id,
    goal: row.goal,
    status: row.status,
    attachments: attachments
      .filter((attachment) => attachment.goal_id === row.id)
      .map((attachment) => ({ id: attachment.attachment_id, note: toNote(attachment) })),
    timestamp: row.created_at.toISOString(),
  }));
}

async function readGoal(db: Queryable, account: Account, id: string): Promise<Goal> {
  const [goal] = await readGoals(db, account, [id]);
  if (!goal) throw new HttpError(404, NOT_FOUND);
  return goal;
}

/** Attaches a note to a goal; a note already on another goal moves, since a note has one goal (spec 1 §3). */
async function attach(db: Queryable, account: Account, goalId: string, noteId: string): Promise<void> {
  const [note] = await db.query('select 1 from notes where id = $1 and actor = $2', [
    itemId(noteId, 'server.library.noteNotFound'),
    account.id,
  ]);
  if (!note) throw new HttpError(404, 'server.library.noteNotFound');
  await db.query(
    `insert into goal_attachments (actor, goal_id, note_id) values ($1, $2, $3)
     on conflict (note_id) do update set goal_id = excluded.goal_id, created_at = now()`,
    [account.id, goalId, noteId.toLowerCase()],
  );
}

async function detach(db: Queryable, account: Account, goalId: string, noteId: string): Promise<void> {
  const [gone] = await db.query(
    'delete from goal_attachments where goal_id = $1 and note_id = $2 and actor = $3 returning id',
    [goalId, itemId(noteId, 'server.library.attachmentNotFound'), account.id],
  );
  if (!gone) throw new HttpError(404, 'server.library.attachmentNotFound');
}

/** A change to a goal: its status, its text, or a note pushed onto it or pulled off it. */
export type GoalChange = RouteInput<'goals.update'>['body'];

export type GoalsStore = ReturnType<typeof goalsStore>;

export function goalsStore(db: Database) {
  return {
    /** The owner's goals, newest first, with their notes. */
    list: (owner: Account): Promise<Goal[]> => readGoals(db, owner, null),

    /** The owner's goals whose text holds `text` (any case), newest first: LIST_LIMIT of them and how many. */
    async search(owner: Account, text: string) {
      const rows = await db.query<{ id: string; total: number }>(
        `select ${TOTAL_COLUMN}, id from goals where actor = $1 and goal ilike $2
          order by created_at desc, id desc limit ${LIST_LIMIT}`,
        [owner.id, containsPattern(text)],
      );
      return {
        items: await readGoals(
          db,
          owner,
          rows.map((row) => row.id),
        ),
        total: rows[0]?.total ?? 0,
      };
    },

    /** The owner's goals among these ids; ids that cannot exist are left out, like ids of others' goals. */
    many: (owner: Account, ids: readonly string[]): Promise<Goal[]> => readGoals(db, owner, ids.filter(isItemId)),

    get: (owner: Account, id: PathId): Promise<Goal> => readGoal(db, owner, itemId(id, NOT_FOUND)),

    async create(owner: Account, goal: string): Promise<Goal> {
      const [row] = await db.query<{ id: string }>('insert into goals (actor, goal) values ($1, $2) returning id', [
        owner.id,
        goal,
      ]);
      if (!row) throw new Error('insert into goals returned no row');
      return readGoal(db, owner, row.id);
    },

    async update(owner: Account, id: PathId, change: GoalChange): Promise<Goal> {
      const goalId = itemId(id, NOT_FOUND);
      if ('status' in change || 'goal' in change) {
        // The column is one of two fixed names; the text came trimmed and checked by the contract (goalTextSchema).
        const [column, value] = 'status' in change ? ['status', change.status] : ['goal', change.goal];
        const [row] = await db.query(
          `update goals set ${column} = $3, updated_at = now() where id = $1 and actor = $2 returning id`,
          [goalId, owner.id, value],
        );
        if (!row) throw new HttpError(404, NOT_FOUND);
        return readGoal(db, owner, goalId);
      }
      return db.transaction(async (tx) => {
        const [goal] = await tx.query('select 1 from goals where id = $1 and actor = $2 for update', [
          goalId,
          owner.id,
        ]);
        if (!goal) throw new HttpError(404, NOT_FOUND);
        const { action, noteId } = change.attachment;
        if (action === 'push') await attach(tx, owner, goalId, noteId);
        else await detach(tx, owner, goalId, noteId);
        return readGoal(tx, owner, goalId);
      });
    },

    /** Deletes a goal; its notes stay in the library, only their attachment goes. */
    async delete(owner: Account, id: PathId) {
      const [row] = await db.query<{ id: string }>('delete from goals where id = $1 and actor = $2 returning id', [
        itemId(id, NOT_FOUND),
        owner.id,
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return gone(row.id);
    },

    async deleteAttachment(owner: Account, id: PathId) {
      const [row] = await db.query<{ id: string }>(
        'delete from goal_attachments where id = $1 and actor = $2 returning id',
        [itemId(id, 'server.library.attachmentNotFound'), owner.id],
      );
      if (!row) throw new HttpError(404, 'server.library.attachmentNotFound');
      return gone(row.id);
    },
  };
}
