import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, Queryable } from './database.ts';

/**
 * Durability. PGlite runs PostgreSQL in one process, with its files on the real disk (NodeFS): every write is a
 * write(2) into the kernel during the call that makes it. With synchronous_commit on, a COMMIT writes its WAL
 * before the query returns, so a commit the API acknowledged survives kill -9 of the server
 * (server/db/durability.int.test.ts). With it off, a single-user PostgreSQL has no WAL writer to flush later: a killed
 * server lost every write since its start in that test. So it is pinned on the command line, which neither
 * postgresql.conf nor ALTER SYSTEM can override. `relaxedDurability` changes nothing here: it only lets the browser
 * file systems (IndexedDB, OPFS) answer before their flush.
 * What PGlite cannot give: fsync. It starts PostgreSQL with -F and its WASM file layer has no fsync, so an operating
 * system crash or power loss may lose the last commits. Where that matters, use a PostgreSQL server (DATABASE_URL).
 */
const DURABLE_COMMITS = ['-c', 'synchronous_commit=on'];
/**
 * PostgreSQL's default of 128 MB of shared buffers lives inside PGlite's WebAssembly memory, in the server's own
 * process, on top of the kernel's page cache, which already keeps the data files' pages: 32 MB holds a class's hot
 * rows and takes about 110 MB off the server's resident memory (bench:server).
 */
const SHARED_BUFFERS = ['-c', 'shared_buffers=32MB'];

/** Embedded PostgreSQL (WASM) persisted in `<dataDir>/pgdata`, for one process at a time (lockDataDir). */
export async function openPglite(dataDir: string): Promise<Database> {
  const lock = lockDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(join(dataDir, 'pgdata'), {
      startParams: [...PGlite.defaultStartParams, ...DURABLE_COMMITS, ...SHARED_BUFFERS],
      // The trigram index of the note search (migration 0004); a PostgreSQL server ships it as a contrib extension.
      // pgvector for the embeddings of brains' passages (migration 0019).
      extensions: { pg_trgm, vector },
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    // One process holds the database (lockDataDir), so no notification can be missed: no gap ever.
    listen: (channel, listener) => pg.listen(channel, (payload) => listener.message(payload)),
    async close() {
      await pg.close();
      lock.release();
    },
  };
}
