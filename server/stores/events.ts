// Events (spec 2 §7.2) in storage: what a learner did, recorded and read back under their own id only.
import type { EventVerb, StoredEvent } from '../../src/contract/events.ts';
import { LIBRARY_PAGE_SIZE } from '../../src/contract/page.ts';
import type { Database } from '../db/database.ts';
import { page, pageOffset } from '../http/pages.ts';
import type { Account, RouteInput } from '../http/route.ts';

/** An event as the learner sends it; its actor is whoever records it, whatever the event names. */
export type NewEvent = RouteInput<'events.update'>['body'];

interface EventRow {
  id: string;
  verb: EventVerb;
  value: unknown;
  data_source: string;
  created_at: Date | string;
}

const toEvent = (row: EventRow, actor: string): StoredEvent => ({
  id: row.id,
  actor,
  verb: row.verb,
  value: row.value,
  dataSource: row.data_source,
  timestamp: new Date(row.created_at).toISOString(),
});

export type EventsStore = ReturnType<typeof eventsStore>;

export function eventsStore(db: Database) {
  return {
    async record(actor: Account, event: NewEvent): Promise<StoredEvent> {
      const [row] = await db.query<EventRow>(
        `insert into events (actor, verb, value, data_source) values ($1, $2, $3::jsonb, $4)
         returning id, verb, value, data_source, created_at`,
        [actor.id, event.verb, JSON.stringify(event.value ?? null), event.dataSource],
      );
      if (!row) throw new Error('insert into events returned no row');
      return toEvent(row, actor.username);
    },

    /** A page of the actor's events, newest first, of one verb when one is given. */
    async list(actor: Account, { verb, pageNo }: { verb?: EventVerb | undefined; pageNo: number }) {
      const filter = 'actor = $1 and ($2::text is null or verb = $2)';
      const params = [actor.id, verb ?? null];
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from events where ${filter}`,
        params,
      );
      const rows = await db.query<EventRow>(
        `select id, verb, value, data_source, created_at from events where ${filter}
         order by created_at desc, id desc limit ${LIBRARY_PAGE_SIZE} offset $3`,
        [...params, pageOffset(pageNo)],
      );
      return page(
        rows.map((row) => toEvent(row, actor.username)),
        pageNo,
        count?.total ?? 0,
      );
    },

    /** How many events the actor recorded, in all and per verb. */
    async count(actor: Account): Promise<{ count: number; verbs: Record<string, number> }> {
      const rows = await db.query<{ verb: string; count: number }>(
        'select verb, count(*)::int as count from events where actor = $1 group by verb order by verb',
        [actor.id],
      );
      return {
        count: rows.reduce((sum, row) => sum + row.count, 0),
        verbs: Object.fromEntries(rows.map((row) => [row.verb, row.count])),
      };
    },

    /** How many events the actor recorded between two moments, both included. */
    async countBetween(actor: Account, start: Date, end: Date): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from events where actor = $1 and created_at >= $2 and created_at <= $3',
        [actor.id, start.toISOString(), end.toISOString()],
      );
      return row?.count ?? 0;
    },
  };
}
