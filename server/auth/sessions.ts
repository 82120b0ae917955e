import { createHmac } from 'node:crypto';
import type { Tokens } from '../../src/contract/user.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/route.ts';
import type { AccessTokens } from './access-tokens.ts';
import { liveSessions } from './live-sessions.ts';
import type { Lifetimes } from './options.ts';
import { randomKey, secretHash } from './secrets.ts';

/** Why a family ended; kept on the row for whoever investigates. */
export type RevokeReason = 'logout' | 'reuse' | 'password-changed' | 'password-reset' | 'google-linked';

/**
 * How long a refresh token just exchanged is answered again with the same successor: two tabs of one learner
 * refreshing at once (or a retry after a lost answer) present the same token within milliseconds to seconds.
 */
export const REFRESH_GRACE_MS = 10_000;

/**
 * Sign-in sessions as refresh-token families (OAuth 2.0 Security BCP §4.14): each sign-in starts a family; each
 * refresh marks the presented token used and issues its successor; a used token presented again after the grace
 * window means someone else holds a copy, so the whole family ends, the thief's successor included.
 */
export interface Sessions {
  /** Starts a family for a learner who just proved who they are. */
  start(userId: string): Promise<Tokens>;
  /** Trades a refresh token for new tokens (401 when it is unknown, expired, revoked or reused). */
  refresh(refreshToken: string): Promise<Tokens>;
  /** Ends the family of a refresh token; an unknown token is not an error (logging out twice is fine). */
  endByRefreshToken(refreshToken: string): Promise<void>;
  /** Ends one family (logout with only the access token). */
  end(familyId: string, reason: RevokeReason): Promise<void>;
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

interface Family {
  id: string;
  userId: string;
  username: string;
  expiresAt: Date;
}

type Rotation = { kind: 'ok'; tokens: Tokens } | { kind: 'refused' };

const sessionEnded = () => new HttpError(401, 'server.auth.sessionEnded');

export function sessions(deps: {
  db: Database;
  access: AccessTokens;
  lifetimes: Lifetimes;
  clock: () => Date;
  /** Derives each refresh token's successor (a key of its own, from JWT_SECRET). */
  successorKey: Uint8Array;
}): Sessions {
  const { db, access, lifetimes, clock, successorKey } = deps;
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
  const live = liveSessions(db, clock);

  /**
   * The successor of a refresh token and the id of its access token are derived from it, not drawn: the grace
   * window answers the same pair again without keeping a secret anywhere but in the learner's hands.
   */
  const derive = (purpose: string, refreshToken: string) =>
    createHmac('sha256', successorKey).update(`${purpose}\n${refreshToken}`).digest('base64url');

  /** Adds a refresh token to a family and signs its access token. */
  async function issue(tx: Queryable, family: Family, refreshToken: string, parentHash: string | null) {
    const now = clock();
    const idleEnd = later(now, lifetimes.refreshIdle);
    await tx.query(
      `insert into refresh_tokens (token_hash, family_id, parent_hash, issued_at, expires_at)
       values ($1, $2, $3, $4, $5)`,
      [secretHash(refreshToken), family.id, parentHash, now, idleEnd < family.expiresAt ? idleEnd : family.expiresAt],
    );
    return signPair(family, refreshToken, now);
  }

  async function signPair(family: Family, refreshToken: string, issuedAt: Date): Promise<Tokens> {
    const token = await access.sign(
      { userId: family.userId, familyId: family.id, username: family.username },
      { issuedAt, id: derive('access token id', refreshToken) },
    );
    return { token, refreshToken };
  }

  /** Ends the families a statement (`... returning id`) ends, and tells every server process. */
  async function endFamilies(tx: Queryable, sql: string, params: unknown[]): Promise<void> {
    const ended = await tx.query<{ id: string }>(sql, params);
    await live.ended(
      tx,
      ended.map((row) => row.id),
    );
  }

  const revokeFamily = (tx: Queryable, familyId: string, reason: RevokeReason) =>
    endFamilies(
      tx,
      `update refresh_families set revoked_at = $2, revoked_reason = $3 where id = $1 and revoked_at is null
       returning id`,
      [familyId, clock(), reason],
    );

  async function rotate(tx: Queryable, refreshToken: string): Promise<Rotation> {
    const hash = secretHash(refreshToken);
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
    const now = clock();
    const family = { id: row.family_id, userId: row.user_id, username: row.username, expiresAt: row.family_expires };
    const successor = derive('refresh token', refreshToken);
    if (row.rotated_at) {
      // The same token again, just after its exchange: the same pair again (the first answer went to another tab).
      if (now.getTime() - row.rotated_at.getTime() <= REFRESH_GRACE_MS) {
        return { kind: 'ok', tokens: await signPair(family, successor, row.rotated_at) };
      }
      await revokeFamily(tx, row.family_id, 'reuse');
      return { kind: 'refused' };
    }
    if (row.token_expires <= now || row.family_expires <= now) return { kind: 'refused' };
    await tx.query('update refresh_tokens set rotated_at = $2 where token_hash = $1', [hash, now]);
    return { kind: 'ok', tokens: await issue(tx, family, successor, hash) };
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
        return issue(tx, { id: family.id, userId, username: user.username, expiresAt }, randomKey(), null);
      });
    },

    async refresh(refreshToken) {
      // The reuse revocation must be committed even though the caller gets a 401: decide inside, throw outside.
      const rotation = await db.transaction((tx) => rotate(tx, refreshToken));
      if (rotation.kind === 'refused') throw sessionEnded();
      return rotation.tokens;
    },

    endByRefreshToken(refreshToken) {
      return endFamilies(
        db,
        `update refresh_families set revoked_at = $2, revoked_reason = 'logout'
         where revoked_at is null and id = (select family_id from refresh_tokens where token_hash = $1)
         returning id`,
        [secretHash(refreshToken), clock()],
      );
    },

    end: (familyId, reason) => revokeFamily(db, familyId, reason),

    endAllOf(userId, reason, keepFamilyId, tx = db) {
      return endFamilies(
        tx,
        `update refresh_families set revoked_at = $2, revoked_reason = $3
         where user_id = $1 and revoked_at is null and id is distinct from $4
         returning id`,
        [userId, clock(), reason, keepFamilyId ?? null],
      );
    },

    async authenticate(token) {
      const claims = await access.verify(token);
      // Known in memory, kept current across processes: a logout or a password change ends access at once, not
      // 15 minutes later, without a database round trip per call.
      if (!(await live.isLive(claims.familyId, claims.userId))) throw sessionEnded();
      return { id: claims.userId, username: claims.username, familyId: claims.familyId };
    },
  };
}
