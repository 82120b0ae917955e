import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseConfig } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { copyCluster, migrationsHash, type ClusterKind } from './pglite-cluster.ts';

/** A throwaway store for a test: open it as often as needed, dispose of it (and everything in it) at the end. */
export interface ScratchStore {
  config: DatabaseConfig;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export interface StoreUnderTest {
  kind: Database['kind'];
  /** A database with no tables. */
  create(): Promise<ScratchStore>;
  /** A database with every migration applied. */
  createMigrated(): Promise<ScratchStore>;
}

/** An embedded PGlite in a fresh temporary folder, its cluster a copy of a template (pglite-cluster.ts). */
async function pgliteScratch(kind: ClusterKind): Promise<ScratchStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tk-pglite-'));
  await copyCluster(dataDir, kind);
  return {
    config: { dataDir },
    open: () => openDatabase({ dataDir }),
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const pgliteStore: StoreUnderTest = {
  kind: 'pglite',
  create: () => pgliteScratch('empty'),
  createMigrated: () => pgliteScratch('migrated'),
};

/** Runs `work` with a connection to the server's maintenance database. */
async function asAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A database with every migration, which `create database … template` copies: made once per server and migrations
 * (under a name of its own, renamed when done, so no test copies it half made); never connected to afterwards, as a
 * template must not be.
 */
const migratedTemplates = new Map<string, Promise<string>>();
function migratedTemplate(adminUrl: string): Promise<string> {
  let made = migratedTemplates.get(adminUrl);
  if (!made) {
    made = (async () => {
      const name = `tk_template_${migrationsHash()}`;
      const exists = await asAdmin(adminUrl, (admin) =>
        admin.query('select 1 from pg_database where datname = $1', [name]),
      );
      if (exists.rowCount) return name;
      const building = await postgresScratch(adminUrl);
      const db = await building.open();
      await migrate(db);
      await db.close();
      await asAdmin(adminUrl, async (admin) => {
        try {
          await admin.query(`alter database ${building.name} rename to ${name}`);
        } catch {
          // Another process made it first.
          await building.dispose();
        }
      });
      return name;
    })();
    migratedTemplates.set(adminUrl, made);
  }
  return made;
}

/**
 * A fresh database `tk_test_<random>` on the server of `adminUrl`, dropped at the end: parallel runs (and parallel
 * test files) never see each other's tables.
 */
async function postgresScratch(adminUrl: string, template?: string): Promise<ScratchStore & { name: string }> {
  const name = `tk_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    name,
    config: { databaseUrl },
    open: () => openDatabase({ databaseUrl }),
    async dispose() {
      // WITH (FORCE), PostgreSQL 13+: a pool a failed test left open must not keep the database alive.
      await asAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export const postgresStore = (adminUrl: string): StoreUnderTest => ({
  kind: 'postgres',
  create: () => postgresScratch(adminUrl),
  createMigrated: async () => postgresScratch(adminUrl, await migratedTemplate(adminUrl)),
});

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL names one (CI sets it, see .ci/run). */
export function storesUnderTest(env: NodeJS.ProcessEnv = process.env): StoreUnderTest[] {
  const adminUrl = env.TEST_DATABASE_URL?.trim();
  return adminUrl ? [pgliteStore, postgresStore(adminUrl)] : [pgliteStore];
}
