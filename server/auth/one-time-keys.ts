import type { Queryable } from '../db/database.ts';
import { randomKey, secretHash } from './secrets.ts';

/** The tables of keys that travel in a URL once: a forgotten-password link, a Google sign-in hand-over. */
type KeyTable = 'password_reset_requests' | 'oauth_requests';

/**
 * Single-use, expiring keys. The URL carries the key; the table keeps only its hash, the learner it is for, its
 * expiry, and when it was used.
 */
export interface OneTimeKeys {
  issue(userId: string, tx?: Queryable): Promise<{ key: string; expiresAt: Date }>;
  /** When a key is live (known, unused, not expired): its expiry; otherwise undefined. Does not use it. */
  peek(key: string): Promise<Date | undefined>;
  /** Uses a live key and answers whose it was; undefined for an unknown, used or expired key. */
  use(key: string, tx?: Queryable): Promise<string | undefined>;
  /** Uses up every live key of a learner (a reset makes other reset links useless). */
  useAllOf(userId: string, tx?: Queryable): Promise<void>;
}

export function oneTimeKeys(deps: {
  db: Queryable;
  table: KeyTable;
  lifetimeMs: number;
  clock: () => Date;
}): OneTimeKeys {
  const { db, table, clock } = deps;
  return {
    async issue(userId, tx = db) {
      const key = randomKey();
      const now = clock();
      const expiresAt = new Date(now.getTime() + deps.lifetimeMs);
      await tx.query(`insert into ${table} (key_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)`, [
        secretHash(key),
        userId,
        now,
        expiresAt,
      ]);
      return { key, expiresAt };
    },
    async peek(key) {
      const [row] = await db.query<{ expires_at: Date }>(
        `select expires_at from ${table} where key_hash = $1 and used_at is null and expires_at > $2`,
        [secretHash(key), clock()],
      );
      return row?.expires_at;
    },
    async use(key, tx = db) {
      // One statement checks and marks, so two requests racing with one key cannot both win.
      const [row] = await tx.query<{ user_id: string }>(
        `update ${table} set used_at = $2 where key_hash = $1 and used_at is null and expires_at > $2
         returning user_id`,
        [secretHash(key), clock()],
      );
      return row?.user_id;
    },
    async useAllOf(userId, tx = db) {
      await tx.query(`update ${table} set used_at = $2 where user_id = $1 and used_at is null`, [userId, clock()]);
    },
  };
}
