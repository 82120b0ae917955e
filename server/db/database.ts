/**
 * The storage port of the reference server: PostgreSQL semantics everywhere. Embedded PGlite by default (nothing
 * to install), a PostgreSQL server when DATABASE_URL is set; the same SQL and migrations run on both.
 */
export interface Queryable {
  /**
   * Runs one statement with $1, $2… parameters and returns its rows. Both stores read bigint as a number (a BigInt
   * past 2^53) and timestamptz as a Date. Pass a jsonb value as `JSON.stringify(value)` with a `$1::jsonb` cast:
   * pg would send a JavaScript array as a PostgreSQL array, which is not JSON.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** What a listener hears: each payload sent on its channel, and when notifications may have been missed. */
export interface Listener {
  message(payload: string): void;
  /** The connection that listens was lost and is open again: whatever was learnt from notifications may be stale. */
  gap(): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: hears `select pg_notify(channel, payload)` of every process on this database, its own
   * included (a notification sent in a transaction arrives once it commits). Resolves with a stop function.
   */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseConfig = { databaseUrl: string } | { dataDir: string };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ('databaseUrl' in config) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(config.dataDir);
}
