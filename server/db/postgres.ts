import pg from 'pg';
import type { Database, Queryable } from './database.ts';

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

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgres(databaseUrl: string): Promise<Database> {
  // Per pool, not pg.types.setTypeParser: a global change would reach every other pg user in the process.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types });
  // An idle connection the server ends (a restart, a dropped database) is reported here; unheard, it would crash
  // the process. The pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`[db] an idle PostgreSQL connection ended: ${error.message}`));
  // Fail at start, with the server's own message, rather than on the first request.
  await pool.query('select 1');
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
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
    close: () => pool.end(),
  };
}
