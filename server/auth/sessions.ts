import type { Tokens } from '../../src/contract/user.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/route.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { Lifetimes } from './options.ts';
import { randomKey, secretHash } from './secrets.ts';

/** Why a family ended; kept on the row for whoever investigates. */
export type RevokeReason = 'logout' | 'reuse' | 'password-changed' | 'password-reset' | 'google-linked';

/**
 * Sign-in sessions as refresh-token families (OAuth 2.0 Security BCP §4.14): each sign-in starts a family; each
 * refresh marks the presented token used and issues its successor; a used token presented again means someone
 * else holds a copy, so the whole family ends, the thief's successor included.
 */
export interface Sessions {
  /** Starts a family for a learner who just proved who they are. */
  start(userId: string): Promise<Tokens>;
  /** Trades a refresh token for new tokens (401 when it is unknown, expired, revoked or reused). */
  refresh(refreshToken: string): Promise<Tokens>;
  /** Ends the family of a refresh token; an unknown token is not an error (logging out twice is fine). */
  endByRefreshToken(refreshToken: string): Promise<void>;
  /** Ends every family of a learner except `keepFamilyId` (the caller's own, after a password change). */
  endAllOf(userId: string, reason: RevokeReason, keepFamilyId?: string, tx?: Queryable): Promise<void>;
  /** The account behind an access token whose family is still live (401 otherwise). */
  authenticate(token: string): Promise<Account & { familyId: string }>;
}

interface TokenRow {
  family_id: string;
  user_id: string;
  username: string;
  token_expires: Date;
  family_expires: Date;
  revoked_at: Date | null;
  rotated_at: Date | null;
}

type Rotation = { kind: 'ok'; tokens: Tokens } | { kind: 'refused' };

const sessionEnded = () => new HttpError(401, 'server.auth.sessionEnded');

export function sessions(deps: {
  db: Database;
  access: AccessTokens;
  lifetimes: Lifetimes;
  clock: () => Date;
}): Sessions {
  const { db, access, lifetimes, clock } = deps;
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

  /** Adds a refresh token to a family and signs its access token. */
  async function issue(
    tx: Queryable,
    family: { id: string; userId: string; username: string; expiresAt: Date },
    parentHash: string | null,
  ): Promise<Tokens> {
    const now = clock();
    const refreshToken = randomKey();
    const idleEnd = later(now, lifetimes.refreshIdle);
    await tx.query(
      `insert into refresh_tokens (token_hash, family_id, parent_hash, issued_at, expires_at)
       values ($1, $2, $3, $4, $5)`,
      [secretHash(refreshToken), family.id, parentHash, now, idleEnd < family.expiresAt ? idleEnd : family.expiresAt],
    );
    const token = await access.sign({ userId: family.userId, familyId: family.id, username: family.username });
    return { token, refreshToken };
  }

  async function revokeFamily(tx: Queryable, familyId: string, reason: RevokeReason): Promise<void> {
    await tx.query(
      `update refresh_families set revoked_at = $2, revoked_reason = $3 where id = $1 and revoked_at is null`,
      [familyId, clock(), reason],
    );
  }

  return {
    start(userId) {
      return db.transaction(async (tx) => {
        const now = clock();
        const expiresAt = later(now, lifetimes.refreshFamily);
        const [user] = await tx.query<{ username: string }>('select username from users where id = $1', [userId]);
        if (!user) throw new Error(`no user ${userId} to start a session for`);
        const [family] = await tx.query<{ id: string }>(
          'insert into refresh_families (user_id, created_at, expires_at) values ($1, $2, $3) returning id',
          [userId, now, expiresAt],
        );
        if (!family) throw new Error('insert into refresh_families returned no row');
        return issue(tx, { id: family.id, userId, username: user.username, expiresAt }, null);
      });
    },

    async refresh(refreshToken) {
      const hash = secretHash(refreshToken);
      // The reuse revocation must be committed even though the caller gets a 401: decide inside, throw outside.
      const rotation = await db.transaction(async (tx): Promise<Rotation> => {
        const [row] = await tx.query<TokenRow>(
          `select t.family_id, f.user_id, u.username, t.expires_at as token_expires, f.expires_at as family_expires,
                  f.revoked_at, t.rotated_at
           from refresh_tokens t
           join refresh_families f on f.id = t.family_id
           join users u on u.id = f.user_id
           where t.token_hash = $1
           for update of t, f`,
          [hash],
        );
        if (!row || row.revoked_at) return { kind: 'refused' };
        if (row.rotated_at) {
          await revokeFamily(tx, row.family_id, 'reuse');
          return { kind: 'refused' };
        }
        const now = clock();
        if (row.token_expires <= now || row.family_expires <= now) return { kind: 'refused' };
        await tx.query('update refresh_tokens set rotated_at = $2 where token_hash = $1', [hash, now]);
        const family = {
          id: row.family_id,
          userId: row.user_id,
          username: row.username,
          expiresAt: row.family_expires,
        };
        return { kind: 'ok', tokens: await issue(tx, family, hash) };
      });
      if (rotation.kind === 'refused') throw sessionEnded();
      return rotation.tokens;
    },

    async endByRefreshToken(refreshToken) {
      await db.query(
        `update refresh_families set revoked_at = $2, revoked_reason = 'logout'
         where revoked_at is null and id = (select family_id from refresh_tokens where token_hash = $1)`,
        [secretHash(refreshToken), clock()],
      );
    },

    async endAllOf(userId, reason, keepFamilyId, tx = db) {
      await tx.query(
        `update refresh_families set revoked_at = $2, revoked_reason = $3
         where user_id = $1 and revoked_at is null and id is distinct from $4`,
        [userId, clock(), reason, keepFamilyId ?? null],
      );
    },

    async authenticate(token) {
      const claims = await access.verify(token);
      // One indexed lookup per call: a logout or a password change ends access at once, not 15 minutes later.
      const [row] = await db.query<{ username: string }>(
        `select u.username from refresh_families f join users u on u.id = f.user_id
         where f.id = $1 and f.user_id = $2 and f.revoked_at is null and f.expires_at > $3`,
        [claims.familyId, claims.userId, clock()],
      );
      if (!row) throw sessionEnded();
      return { id: claims.userId, username: row.username, familyId: claims.familyId };
    },
  };
}
