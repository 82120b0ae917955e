// Events (spec 2 §7.2) in storage: what a learner did, recorded and read back under their own id only.
import { BOOK_LIST_LIMIT, checkedOutBookSchema, type CheckedOutBook } from '../../src/contract/endpoints/book.ts';
import type { EventBucket, EventVerb, StoredEvent } from '../../src/contract/events.ts';
import { LIBRARY_PAGE_SIZE, LIST_LIMIT } from '../../src/contract/page.ts';
import type { Queryable } from '../db/database.ts';
import { page, pageOffset } from '../http/pages.ts';
import type { Account, RouteInput } from '../http/route.ts';

/** An event as the learner sends it; its actor is whoever records it, whatever the event names. */
export type NewEvent = RouteInput<'events.update'>['body'];

/** How many of a verb's newest events a bucket carries. */
export const BUCKET_EVENTS = 5;

interface EventRow {
  id: string;
  verb: EventVerb;
  value: unknown;
  data_source: string;
  created_at: Date | string;
}

const EVENT_COLUMNS = 'id, verb, value, data_source, created_at';

const toEvent = (row: EventRow, actor: string): StoredEvent => ({
  id: row.id,
  actor,
  verb: row.verb,
  value: row.value,
  dataSource: row.data_source,
  timestamp: new Date(row.created_at).toISOString(),
});

export type EventsStore = ReturnType<typeof eventsStore>;

/** The store over a database or over one transaction of it (recording an event may award points with it). */
export function eventsStore(db: Queryable) {
  /** The actor's events, newest first, of one verb when one is given: `limit` of them from `offset`, and the total. */
  async function newest(actor: Account, verb: EventVerb | undefined, limit: number, offset: number) {
    const filter = 'actor = $1 and ($2::text is null or verb = $2)';
    const params = [actor.id, verb ?? null];
    const [count] = await db.query<{ total: number }>(
      `select count(*)::int as total from events where ${filter}`,
      params,
    );
    const rows = await db.query<EventRow>(
      `select ${EVENT_COLUMNS} from events where ${filter}
       order by created_at desc, id desc limit ${limit} offset $3`,
      [...params, offset],
    );
    return { items: rows.map((row) => toEvent(row, actor.username)), total: count?.total ?? 0 };
  }

  return {
    async record(actor: Account, event: NewEvent): Promise<StoredEvent> {
      const [row] = await db.query<EventRow>(
        `insert into events (actor, verb, value, data_source) values ($1, $2, $3::jsonb, $4)
         returning ${EVENT_COLUMNS}`,
        [actor.id, event.verb, JSON.stringify(event.value ?? null), event.dataSource],
      );
      if (!row) throw new Error('insert into events returned no row');
      return toEvent(row, actor.username);
    },

    /** A page of the actor's events, newest first, of one verb when one is given. */
    async list(actor: Account, { verb, pageNo }: { verb?: EventVerb | undefined; pageNo: number }) {
      const { items, total } = await newest(actor, verb, LIBRARY_PAGE_SIZE, pageOffset(pageNo));
      return page(items, pageNo, total);
    },

    /** The actor's newest LIST_LIMIT events (of one verb when one is given), and how many there are. */
    recent: (actor: Account, verb?: EventVerb) => newest(actor, verb, LIST_LIMIT, 0),

    /** The actor's events grouped by verb, the most recently used verb first, each with its newest few. */
    async buckets(actor: Account): Promise<EventBucket[]> {
      const verbs = await db.query<{ verb: EventVerb; count: number; latest: Date }>(
        `select verb, count(*)::int as count, max(created_at) as latest from events where actor = $1
         group by verb order by latest desc, verb`,
        [actor.id],
      );
      const rows = await db.query<EventRow>(
        `select ${EVENT_COLUMNS} from (
           select *, row_number() over (partition by verb order by created_at desc, id desc) as rank
             from events where actor = $1) ranked
         where rank <= ${BUCKET_EVENTS} order by created_at desc, id desc`,
        [actor.id],
      );
      return verbs.map(({ verb, count, latest }) => ({
        verb,
        count,
        latest: latest.toISOString(),
        events: rows.filter((row) => row.verb === verb).map((row) => toEvent(row, actor.username)),
      }));
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

    /**
     * The books the actor checked out (their BOOK_CHECKOUT events), each once at its latest check-out, newest first.
     * An event's value is what the learner's page sent: one that is not a book with a web address is left out.
     */
    async checkedOutBooks(actor: Account): Promise<CheckedOutBook[]> {
      const rows = await db.query<{ value: unknown; created_at: Date | string }>(
        `select value, created_at from (
           select distinct on (value->>'id') value, created_at from events
           where actor = $1 and verb = 'BOOK_CHECKOUT' and value->>'id' is not null
           order by value->>'id', created_at desc
         ) latest order by created_at desc limit ${BOOK_LIST_LIMIT}`,
        [actor.id],
      );
      return rows.flatMap(({ value, created_at }) => {
        const book = checkedOutBookSchema.safeParse({
          ...(value as object),
          checkedOutAt: new Date(created_at).toISOString(),
        });
        return book.success ? [book.data] : [];
      });
    },
  };
}
