// Two server processes on one fresh PostgreSQL database, as the README's "Several servers" recipe runs them behind a
// load balancer: each with a data folder of its own (as on two machines), one DATABASE_URL, one JWT_SECRET and one
// PUBLIC_URL, so a token of one is good on the other. For the tests across processes and `npm run bench:realtime`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresStore } from './stores.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/** The address both processes are reached at, behind their balancer. */
export const PAIR_PUBLIC_URL = 'http://thoughtkit.test';

export interface ProcessPair {
  /** The settings both share: DATABASE_URL, JWT_SECRET, PUBLIC_URL. */
  env: NodeJS.ProcessEnv;
  /** A data folder of the pair's for another process's own. */
  dataDir: string;
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
  const env = { DATABASE_URL: databaseUrl, PUBLIC_URL: PAIR_PUBLIC_URL, JWT_SECRET: randomBytes(32).toString('hex') };
  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop('SIGTERM')));
    rmSync(dataDir, { recursive: true, force: true });
    await store.dispose();
  };
  try {
    // One after the other: the first migrates and makes the demo data.
    for (const folder of ['first', 'second']) {
      started.push(await startServerProcess({ dataDir: join(dataDir, folder), env, startTimeoutMs }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const [first, second] = started as [ServerProcess, ServerProcess];
  return {
    servers: [first, second],
    databaseUrl,
    env,
    dataDir,
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
