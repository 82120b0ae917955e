// The issuer of access tokens, as the database has seen it (migration 0020): several processes are one service only
// when they sign as one issuer (PUBLIC_URL) with one secret (JWT_SECRET).
import type { Database } from '../db/database.ts';

/**
 * Records the process's issuer as the newest and answers the one recorded before it (its own on a first start). A
 * server moved to a new PUBLIC_URL for good is told once; processes started with two different ones, at each start.
 */
export async function recordTokenIssuer(db: Database, issuer: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ issuer: string }>('select issuer from token_issuer for update');
    await tx.query(
      `insert into token_issuer (issuer) values ($1)
       on conflict (only_row) do update set issuer = excluded.issuer, recorded_at = now()`,
      [issuer],
    );
    return before?.issuer ?? issuer;
  });
}
