// Two server processes on one fresh PostgreSQL database, as two instances behind a load balancer run: one data
// folder (its generated JWT secret and knowledge index), one PUBLIC_URL, so a token of one is good on the other.
// For the realtime test across processes and `npm run bench:realtime`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresStore } from '../db/test-stores.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';

export interface ProcessPair {
  servers: [ServerProcess, ServerProcess];
  /** The database both use. */
  databaseUrl: string;
  /** Logs a learner in on the first process; resolves with the access token. */
  login(username: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startProcessPair(adminUrl: string, startTimeoutMs?: number): Promise<ProcessPair> {
  const store = await postgresStore(adminUrl).create();
  const dataDir = mkdtempSync(join(tmpdir(), 'tk-realtime-'));
  const { databaseUrl } = store.config as { databaseUrl: string };
  const env = { DATABASE_URL: databaseUrl, PUBLIC_URL: 'http://thoughtkit.test' };
  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop('SIGTERM')));
    rmSync(dataDir, { recursive: true, force: true });
    await store.dispose();
  };
  try {
    // One after the other: the first migrates, writes the secret and builds the knowledge index the second loads.
    for (let n = 0; n < 2; n += 1) started.push(await startServerProcess({ dataDir, env, startTimeoutMs }));
  } catch (error) {
    await stop();
    throw error;
  }
  const [first, second] = started as [ServerProcess, ServerProcess];
  return {
    servers: [first, second],
    databaseUrl,
    async login(username, password) {
      const answer = await fetch(`${first.origin}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (!answer.ok) throw new Error(`login answered ${answer.status}: ${await answer.text()}`);
      return ((await answer.json()) as { token: string }).token;
    },
    stop,
  };
}
