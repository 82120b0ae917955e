// Goals and the notes attached to them (spec 2 §7.6). A learner's own, never anyone else's.
import type { Goal } from '../../src/contract/goals.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiArea } from '../api.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/route.ts';
import { gone, isItemId, itemId } from './ids.ts';
import type { LibraryDeps } from './index.ts';
import { toNote, type NoteRow } from './note-rows.ts';

const NOT_FOUND = 'server.library.goalNotFound';

interface GoalRow {
  id: string;
  goal: string;
  status: boolean;
  created_at: Date;
}

/** The caller's goals with these ids (all of them when `ids` is null), newest first, with their notes. */
async function readGoals(db: Queryable, account: Account, ids: string[] | null): Promise<Goal[]> {
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

export function goalsArea({ db }: LibraryDeps): ApiArea {
  return (api) => {
    api.implement('goals.create', async ({ body, account }) => {
      const [row] = await db.query<{ id: string }>('insert into goals (actor, goal) values ($1, $2) returning id', [
        account.id,
        body.goal,
      ]);
      if (!row) throw new Error('insert into goals returned no row');
      return readGoal(db, account, row.id);
    });

    api.implement('goals.list', async ({ account }) => readGoals(db, account, null));

    // Ids that cannot exist are left out, like ids of other learners' goals.
    api.implement('goals.many', async ({ body, account }) => readGoals(db, account, body.goal_ids.filter(isItemId)));

    api.implement('goals.get', async ({ params, account }) => readGoal(db, account, itemId(params.id, NOT_FOUND)));

    api.implement('goals.update', async ({ params, body, account }) => {
      const id = itemId(params.id, NOT_FOUND);
      if ('status' in body) {
        const [row] = await db.query(
          'update goals set status = $3, updated_at = now() where id = $1 and actor = $2 returning id',
          [id, account.id, body.status],
        );
        if (!row) throw new HttpError(404, NOT_FOUND);
        return readGoal(db, account, id);
      }
      return db.transaction(async (tx) => {
        const [goal] = await tx.query('select 1 from goals where id = $1 and actor = $2 for update', [id, account.id]);
        if (!goal) throw new HttpError(404, NOT_FOUND);
        const { action, noteId } = body.attachment;
        if (action === 'push') await attach(tx, account, id, noteId);
        else await detach(tx, account, id, noteId);
        return readGoal(tx, account, id);
      });
    });

    // The goal's notes stay in the library; only their attachment goes.
    api.implement('goals.delete', async ({ params, account }) => {
      const [row] = await db.query<{ id: string }>('delete from goals where id = $1 and actor = $2 returning id', [
        itemId(params.id, NOT_FOUND),
        account.id,
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return gone(row.id);
    });

    api.implement('attachments.delete', async ({ params, account }) => {
      const [row] = await db.query<{ id: string }>(
        'delete from goal_attachments where id = $1 and actor = $2 returning id',
        [itemId(params.id, 'server.library.attachmentNotFound'), account.id],
      );
      if (!row) throw new HttpError(404, 'server.library.attachmentNotFound');
      return gone(row.id);
    });
  };
}
