// Events (spec 2 §7.2): a learner records what they did and reads back their own history; nobody else's.
import type { EventVerb, StoredEvent } from '../../src/contract/events.ts';
import { LIBRARY_PAGE_SIZE } from '../../src/contract/page.ts';
import type { ApiArea } from '../api.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { page, pageOffset } from '../http/pages.ts';
import type { Account } from '../http/route.ts';

export interface EventsDeps {
  db: Database;
}

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

/** A learner's history is theirs alone: naming someone else is refused rather than answered empty. */
function ownHistory(account: Account, username: string | undefined): void {
  if (username && username.toLowerCase() !== account.username.toLowerCase()) {
    throw new HttpError(403, 'server.events.ownOnly');
  }
}

export function createEvents({ db }: EventsDeps): ApiArea {
  return (api) => {
    // The actor is whoever the token names, whatever the body says: nobody records in another's name.
    api.implement('events.update', async ({ body, account }) => {
      const [row] = await db.query<EventRow>(
        `insert into events (actor, verb, value, data_source) values ($1, $2, $3::jsonb, $4)
         returning id, verb, value, data_source, created_at`,
        [account.id, body.verb, JSON.stringify(body.value ?? null), body.dataSource],
      );
      if (!row) throw new Error('insert into events returned no row');
      return toEvent(row, account.username);
    });

    api.implement('events.list', async ({ query, account }) => {
      ownHistory(account, query.username);
      const filter = 'actor = $1 and ($2::text is null or verb = $2)';
      const params = [account.id, query.verb ?? null];
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from events where ${filter}`,
        params,
      );
      const rows = await db.query<EventRow>(
        `select id, verb, value, data_source, created_at from events where ${filter}
         order by created_at desc, id desc limit ${LIBRARY_PAGE_SIZE} offset $3`,
        [...params, pageOffset(query.pageNo)],
      );
      return page(
        rows.map((row) => toEvent(row, account.username)),
        query.pageNo,
        count?.total ?? 0,
      );
    });

    api.implement('events.count', async ({ query, account }) => {
      ownHistory(account, query.username);
      const rows = await db.query<{ verb: string; count: number }>(
        'select verb, count(*)::int as count from events where actor = $1 group by verb order by verb',
        [account.id],
      );
      return {
        count: rows.reduce((sum, row) => sum + row.count, 0),
        verbs: Object.fromEntries(rows.map((row) => [row.verb, row.count])),
      };
    });

    api.implement('events.searchCount', async ({ query, account }) => {
      ownHistory(account, query.username);
      const start = new Date(query.startDate);
      const end = new Date(query.endDate);
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
        throw new HttpError(400, 'server.events.badDates');
      }
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from events where actor = $1 and created_at >= $2 and created_at <= $3',
        [account.id, start.toISOString(), end.toISOString()],
      );
      return { count: row?.count ?? 0 };
    });
  };
}
