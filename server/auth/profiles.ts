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
  /** After this process changed a learner's row: its next read here sees the change (the trigger tells the others). */
  changed(userId: string): void;
}

const perDatabase = new WeakMap<Database, Profiles>();

/** The learners' rows of a database: one cache per database, so whatever changes a row here can say so. */
export function profiles(db: Database): Profiles {
  let kept = perDatabase.get(db);
  if (!kept) {
    kept = createProfiles(db);
    perDatabase.set(db, kept);
  }
  return kept;
}

function createProfiles(db: Database): Profiles {
  const rows = listenedCache<UserRow>(db, { channel: USERS_CHANGED_CHANNEL, max: MAX_PROFILES });
  return {
    of: (userId) =>
      rows.get(userId, async () => {
        const row = await findUserById(db, userId);
        if (!row) throw new HttpError(401, 'server.auth.sessionEnded');
        return row;
      }),
    changed: (userId) => rows.forget([userId]),
  };
}
