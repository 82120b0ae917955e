import type { Database, Queryable } from '../db/database.ts';
import { listenedCache } from '../db/listened-cache.ts';

/** The channel on which every server process on one database hears of sessions that ended. */
export const SESSIONS_ENDED_CHANNEL = 'tk_sessions_ended';
/** Families kept in memory. */
const MAX_FAMILIES = 100_000;

type Family = { live: true; userId: string; expiresAt: number } | { live: false };
const ENDED: Family = { live: false };

/**
 * Whether a session (a refresh family) is live, known in memory so that a call with a token costs no database
 * round trip. Ending a session forgets it here at once and notifies every process on the database, which remember
 * it as ended (listened-cache.ts).
 */
export interface LiveSessions {
  /** Whether the family is live for this user: from memory when known, else from the database once. */
  isLive(familyId: string, userId: string): Promise<boolean>;
  /** Announces that these families ended, in the transaction (or on the connection) that ended them. */
  ended(tx: Queryable, familyIds: readonly string[]): Promise<void>;
  /** Settles once this process hears of sessions other processes end (true), or could not listen (false). */
  readonly listening: Promise<boolean>;
}

export function liveSessions(db: Database, clock: () => Date): LiveSessions {
  const families = listenedCache<Family>(db, {
    channel: SESSIONS_ENDED_CHANNEL,
    max: MAX_FAMILIES,
    afterChange: ENDED,
  });

  async function lookUp(familyId: string): Promise<Family> {
    const [row] = await db.query<{ user_id: string; expires_at: Date; revoked_at: Date | null }>(
      'select user_id, expires_at, revoked_at from refresh_families where id = $1',
      [familyId],
    );
    return row && !row.revoked_at ? { live: true, userId: row.user_id, expiresAt: row.expires_at.getTime() } : ENDED;
  }

  return {
    async isLive(familyId, userId) {
      const family = await families.get(familyId, () => lookUp(familyId));
      return family.live && family.userId === userId && family.expiresAt > clock().getTime();
    },
    ended: (tx, familyIds) => families.changed(tx, familyIds),
    listening: families.listening,
  };
}
