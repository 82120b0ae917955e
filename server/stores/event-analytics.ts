// POST /events/analytics (spec 2 §7.2) in storage: a learner's events counted per verb per day.
import type { EventAnalytics } from '../../src/contract/events.ts';
import type { Queryable } from '../db/database.ts';
import type { Account } from '../http/route.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` days (UTC) up to and including `today`'s, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, today: Date): string[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(midnight - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The actor's events per verb on each of the last `days` days (UTC), days without events included; only those
 * recorded from `dataSource` when one is named. With them, the points of their ledger per day and before the first
 * day, from any source (an award does not say where its event came from).
 */
export async function eventAnalytics(
  db: Queryable,
  actor: Account,
  { days, dataSource }: { days: number; dataSource: string },
  now = new Date(),
): Promise<EventAnalytics> {
  const dayList = lastDays(days, now);
  const rows = await db.query<{ day: string; verb: string; count: number }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, verb, count(*)::int as count
       from events
      where actor = $1 and created_at >= $2::date at time zone 'UTC' and ($3 = '' or data_source = $3)
      group by 1, 2`,
    [actor.id, dayList[0], dataSource],
  );
  // The days before the first are one row, day '', so the total over time starts where it stood.
  const ledger = await db.query<{ day: string; points: number }>(
    `select case when created_at < $2::date at time zone 'UTC' then ''
                 else to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') end as day,
            sum(points)::int as points
       from points_ledger
      where user_id = $1
      group by 1`,
    [actor.id, dayList[0]],
  );
  const pointsOn = (day: string) => ledger.find((row) => row.day === day)?.points ?? 0;
  return {
    days,
    perDay: dayList.map((day) => ({
      day,
      counts: Object.fromEntries(rows.filter((row) => row.day === day).map((row) => [row.verb, row.count])),
      points: pointsOn(day),
    })),
    pointsBefore: pointsOn(''),
  };
}
