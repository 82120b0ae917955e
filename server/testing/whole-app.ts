// The whole host app in-process, for integration tests that walk every call: PGlite in a fresh folder with every
// migration, the test knowledge engine and the providers as configured (none). Opened before the file's tests and
// closed after them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type HostApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { testEngine } from './knowledge-engine.ts';
import { createProviders } from '../providers/index.ts';
import { copyCluster } from './pglite-cluster.ts';

export interface WholeApp {
  host: HostApp;
  db: Database;
}

/** The app, set on the returned object once the file's tests start. */
export function wholeAppForTests(): WholeApp {
  const opened = {} as WholeApp;
  const root = mkdtempSync(join(tmpdir(), 'tk-app-'));
  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: join(root, 'data'), PORT: '9200', JWT_SECRET: 'w'.repeat(32) });
    await copyCluster(join(root, 'data'), 'migrated');
    opened.db = await openDatabase({ dataDir: join(root, 'data') });
    opened.host = createApp({
      config,
      db: opened.db,
      distDir: join(root, 'dist'),
      knowledge: await testEngine(),
      providers: createProviders(config),
    });
  }, 60_000);
  afterAll(async () => {
    await opened.db?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return opened;
}
