// The partner origins whose pages may call the API (CORS), frame the workspace (frame-ancestors) and exchange
// messages with it (/host-config.json): PARTNER_ORIGINS, the start list, which only the settings and a restart
// change, and those an Admin adds in the database (PUT /admin/partner-origins, `npm run admin -- allow-origin`),
// which every server process follows at once. The two lists are joined: a database origin never hides a setting.
import type { PartnerOrigins } from '../src/contract/origins.ts';
import type { Database, Queryable } from './db/database.ts';
import { listenedCache } from './db/listened-cache.ts';

/** Notified by the partner_origins table's trigger (migration 0010) on every change to it. */
export const PARTNER_ORIGINS_CHANNEL = 'tk_partner_origins_changed';
/** The one key of the cache: the trigger says only that the table changed. */
const LIST = 'all';

/** The origins added in the database, in the order they were added. */
export const addedOrigins = {
  async list(db: Queryable): Promise<string[]> {
    const rows = await db.query<{ origin: string }>('select origin from partner_origins order by added_at, origin');
    return rows.map((row) => row.origin);
  },
  /** Answers whether the origin was added now (false: it was there already). */
  async allow(db: Queryable, origin: string): Promise<boolean> {
    const rows = await db.query('insert into partner_origins (origin) values ($1) on conflict do nothing returning 1', [
      origin,
    ]);
    return rows.length > 0;
  },
  /** Answers whether the origin was there to take away. */
  async forbid(db: Queryable, origin: string): Promise<boolean> {
    const rows = await db.query('delete from partner_origins where origin = $1 returning 1', [origin]);
    return rows.length > 0;
  },
};

export interface PartnerOriginList {
  /** Every allowed origin: PARTNER_ORIGINS, then those added. */
  all(): Promise<readonly string[]>;
  /** Whether a page on this exact origin may call the API and frame the workspace. */
  allows(origin: string): Promise<boolean>;
  /** Both lists apart, as the Admin reads them. */
  read(): Promise<PartnerOrigins>;
  /** Replaces the origins added in the database; this process follows at once, the others when notified. */
  setAdded(origins: readonly string[]): Promise<PartnerOrigins>;
}

/** The live list for one database, kept in memory until any process changes the table (listened-cache.ts). */
export function partnerOriginList(db: Database, fromSettings: readonly string[]): PartnerOriginList {
  const cache = listenedCache<{ all: readonly string[]; added: readonly string[] }>(db, {
    channel: PARTNER_ORIGINS_CHANNEL,
    max: 1,
  });
  const current = () =>
    cache.get(LIST, async () => {
      const added = await addedOrigins.list(db);
      return { added, all: [...new Set([...fromSettings, ...added])] };
    });
  const read = async (): Promise<PartnerOrigins> => ({
    fromSettings: [...fromSettings],
    added: [...(await current()).added],
  });
  return {
    all: async () => (await current()).all,
    allows: async (origin) => (await current()).all.includes(origin),
    read,
    async setAdded(origins) {
      await db.transaction(async (tx) => {
        await tx.query('delete from partner_origins');
        for (const origin of new Set(origins)) await addedOrigins.allow(tx, origin);
      });
      cache.forget([LIST]);
      return read();
    },
  };
}
