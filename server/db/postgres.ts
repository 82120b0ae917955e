import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { listenOnPostgres } from './postgres-listen.ts';

const INT8_OID = 20;

/**
 * bigint (count(*), bigserial) as PGlite reads it: a number while it is exact, a BigInt beyond 2^53. pg's default
 * (a string) would make the same query answer differently on the two stores.
 */
const parseInt8 = (text: string): number | bigint => {
  const value = BigInt(text);
  return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : value;
};

const types: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format),
};

/**
 * Every statement is prepared once per connection and then only executed: PostgreSQL parses and plans it once,
 * not on every call (the server shares the machine's CPUs with this process). Named by the statement's hash.
 */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `tk_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgres(databaseUrl: string): Promise<Database> {
  // Per pool, not pg.types.setTypeParser: a global change would reach every other pg user in the process.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types });
  // An idle connection the server ends (a restart, a dropped database) is reported here; unheard, it would crash
  // the process. The pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`[db] an idle PostgreSQL connection ended: ${error.message}`));
  // Fail at start, with the server's own message, rather than on the first request.
  await pool.query('select 1');
  // Listening connections are the database's own: closing it stops them.
  const listening = new Set<() => Promise<void>>();
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query({ name: statementName(sql), text: sql, values: [...params] });
      return result.rows as Row[];
    },
    async exec(sql: string) {
      // Without parameters, pg sends the simple query protocol, which runs several statements.
      await target.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, listener) {
      const stop = await listenOnPostgres(databaseUrl, channel, listener);
      listening.add(stop);
      return async () => {
        listening.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listening].map((stop) => stop()));
      await pool.end();
    },
  };
}
