import type { Database } from '../db/database.ts';
import { listenedCache } from '../db/listened-cache.ts';
import { HttpError } from '../http/errors.ts';
import { findUserById, type UserRow } from './accounts.ts';

/** Notified by the users table's trigger (migration 0008) on every change to a learner's row. */
export const USERS_CHANGED_CHANNEL = 'tk_users_changed';
const MAX_PROFILES = 100_000;

/** Learners' rows kept in memory, each read again once any process changed it (listened-cache.ts). */
export interface Profiles {
  /** The learner's row; a learner who is gone has no session either (401). */
  of(userId: string): Promise<UserRow>;
}

export function profiles(db: Database): Profiles {
  const rows = listenedCache<UserRow>(db, { channel: USERS_CHANGED_CHANNEL, max: MAX_PROFILES });
  return {
    of: (userId) =>
      rows.get(userId, async () => {
        const row = await findUserById(db, userId);
        if (!row) throw new HttpError(401, 'server.auth.sessionEnded');
        return row;
      }),
  };
}
