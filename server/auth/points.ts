import type { Queryable } from '../db/database.ts';

/** A learner's points: the sum of their ledger (0 for a new learner). */
export async function pointsOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'select coalesce(sum(points), 0)::integer as total from points_ledger where user_id = $1',
    [userId],
  );
  return row?.total ?? 0;
}

/** Awards (or, with a negative number, takes back) points; later issues call this when a learner earns some. */
export async function awardPoints(db: Queryable, userId: string, points: number, reason: string): Promise<void> {
  await db.query('insert into points_ledger (user_id, points, reason) values ($1, $2, $3)', [userId, points, reason]);
}
