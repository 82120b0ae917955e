import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseConfig } from '../db/database.ts';

/** A throwaway store for a test: open it as often as needed, dispose of it (and everything in it) at the end. */
export interface ScratchStore {
  config: DatabaseConfig;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export interface StoreUnderTest {
  kind: Database['kind'];
  create(): Promise<ScratchStore>;
}

/** An embedded PGlite in a fresh temporary folder. */
export const pgliteStore: StoreUnderTest = {
  kind: 'pglite',
  async create() {
    const dataDir = mkdtempSync(join(tmpdir(), 'tk-pglite-'));
    return {
      config: { dataDir },
      open: () => openDatabase({ dataDir }),
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/**
 * A fresh database `tk_test_<random>` on the server of `adminUrl`, dropped at the end: parallel runs (and parallel
 * test files) never see each other's tables.
 */
export const postgresStore = (adminUrl: string): StoreUnderTest => ({
  kind: 'postgres',
  async create() {
    const name = `tk_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    return {
      config: { databaseUrl },
      open: () => openDatabase({ databaseUrl }),
      async dispose() {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        try {
          // WITH (FORCE), PostgreSQL 13+: a pool a failed test left open must not keep the database alive.
          await dropper.query(`drop database if exists ${name} with (force)`);
        } finally {
          await dropper.end();
        }
      },
    };
  },
});

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL names one (CI sets it, see .ci/run). */
export function storesUnderTest(env: NodeJS.ProcessEnv = process.env): StoreUnderTest[] {
  const adminUrl = env.TEST_DATABASE_URL?.trim();
  return adminUrl ? [pgliteStore, postgresStore(adminUrl)] : [pgliteStore];
}
