// Events (spec 2 §7.2): a learner records what they did and reads back their own history; nobody else's. Recording
// an action that earns points awards them in the same transaction (points-ledger.ts).
import { z } from 'zod';
import { eventVerbs } from '../../src/contract/events.ts';
import { isRealtimeVerb } from '../../src/contract/realtime.ts';
import type { ApiArea } from '../api.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { requireOwn } from '../http/own-data.ts';
import { pathParam } from '../http/path-param.ts';
import type { Account } from '../http/route.ts';
import { notifyLearner } from '../realtime/notify.ts';
import { eventAnalytics } from '../stores/event-analytics.ts';
import { eventsStore } from '../stores/events.ts';
import { earnPoints } from './points-ledger.ts';

/** A verb in a path: one of spec 1 §3's, else a 400 in the learner's language. */
const pathVerb = z.enum(eventVerbs, { error: 'server.events.unknownVerb' });

export interface EventsDeps {
  db: Database;
}

/** A learner's history is theirs alone. */
const ownHistory = (account: Account, username: string | undefined) =>
  requireOwn(account, username, 'server.events.ownOnly');

export function createEvents({ db }: EventsDeps): ApiArea {
  const events = eventsStore(db);
  return (api) => {
    // The actor is whoever the token names, whatever the body says: nobody records in another's name.
    api.implement('events.update', async ({ body, account }) =>
      db.transaction(async (tx) => {
        const event = await eventsStore(tx).record(account, body);
        await earnPoints(tx, account, event.verb);
        // A realtime verb (a search sent to the learner's open workspaces, say) reaches their sockets once recorded.
        if (isRealtimeVerb(event.verb)) await notifyLearner(tx, account, event.verb, event.value);
        return event;
      }),
    );

    api.implement('events.list', async ({ query, account }) => {
      ownHistory(account, query.username);
      return events.list(account, query);
    });

    api.implement('events.all', async ({ query, account }) => {
      ownHistory(account, query.username);
      return events.recent(account);
    });

    api.implement('events.bucket', async ({ account }) => events.buckets(account));

    // The learner's books: those they checked out; a visitor has checked out none.
    api.implement('book.list', async ({ account }) => ({
      books: account ? await events.checkedOutBooks(account) : [],
    }));

    api.implement('events.byVerb', async ({ params, account }) =>
      events.recent(account, pathParam('verb', pathVerb, params.verb)),
    );

    api.implement('events.verb', async ({ query, account }) => {
      ownHistory(account, query.username);
      return events.recent(account, query.verb);
    });

    api.implement('events.count', async ({ query, account }) => {
      ownHistory(account, query.username);
      return events.count(account);
    });

    api.implement('events.searchCount', async ({ query, account }) => {
      ownHistory(account, query.username);
      const start = new Date(query.startDate);
      const end = new Date(query.endDate);
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
        throw new HttpError(400, 'server.events.badDates');
      }
      return { count: await events.countBetween(account, start, end) };
    });

    api.implement('events.analytics', async ({ body, account }) => {
      ownHistory(account, body.username);
      return eventAnalytics(db, account, body);
    });
  };
}
