// Events (spec 2 §7.2): a learner records what they did and reads back their own history; nobody else's.
import type { ApiArea } from '../api.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/route.ts';
import { eventsStore } from '../stores/events.ts';

export interface EventsDeps {
  db: Database;
}

/** A learner's history is theirs alone: naming someone else is refused rather than answered empty. */
function ownHistory(account: Account, username: string | undefined): void {
  if (username && username.toLowerCase() !== account.username.toLowerCase()) {
    throw new HttpError(403, 'server.events.ownOnly');
  }
}

export function createEvents({ db }: EventsDeps): ApiArea {
  const events = eventsStore(db);
  return (api) => {
    // The actor is whoever the token names, whatever the body says: nobody records in another's name.
    api.implement('events.update', async ({ body, account }) => events.record(account, body));

    api.implement('events.list', async ({ query, account }) => {
      ownHistory(account, query.username);
      return events.list(account, query);
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
  };
}
