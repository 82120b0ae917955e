import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any fixed number: it names the lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 7_316_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** migrations/NNNN_name.sql, in version order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
}

/** Applies, each in its own transaction, the migrations the database has not seen; returns their versions. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<number[]> {
  // Under the lock too: two servers creating the table at once can collide on PostgreSQL's catalog (pg_type).
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (seen.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
