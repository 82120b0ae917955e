import type { Queryable } from '../db/database.ts';

/**
 * After a note of a goal changes: the goal is closed when all its tasks are complete, otherwise reopened
 * (spec 1 §4, spec 2 §7.5). A goal whose notes hold no tasks keeps the status the learner gave it: there is
 * nothing to judge it by.
 */
export async function settleGoal(db: Queryable, goalId: string): Promise<void> {
  await db.query(
    `update goals g set status = t.completed = t.total, updated_at = now()
      from (select sum(n.task_total) as total, sum(n.task_completed) as completed
              from goal_attachments a join notes n on n.id = a.note_id
             where a.goal_id = $1) t
     where g.id = $1 and t.total > 0 and g.status is distinct from (t.completed = t.total)`,
    [goalId],
  );
}
