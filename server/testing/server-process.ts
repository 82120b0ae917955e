import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-launch.mjs';
import { cacheFileOf } from '../knowledge/index-cache.ts';
import { sharedKnowledgeFile } from './knowledge-engine.ts';
import { copyCluster } from './pglite-cluster.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** The first start creates the database and the demo data: a few seconds, more on a busy machine. */
const START_TIMEOUT_MS = 60_000;
const HOST_LINE = /^Thoughtkit host:\s+http:\/\/localhost:(\d+)\//m;
/** main.ts prints this line last, once the app answers. */
const READY_LINE = /^Demo data:/m;

export interface ServerProcess {
  /** http://127.0.0.1:{port}, the host server's origin. */
  origin: string;
  port: number;
  /** The server's process id. */
  pid: number;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM (graceful stop) or SIGKILL (a crash); resolves with the exit code or signal once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** More settings (PUBLIC_URL, JWT_SECRET …). The database is PGlite in dataDir unless DATABASE_URL is given here. */
  env?: NodeJS.ProcessEnv;
  /** How long the start may take, default START_TIMEOUT_MS (a bench on a busy machine may give it more). */
  startTimeoutMs?: number;
  /** A fresh data folder gets a copy of the tests' knowledge index, unless the server is to build its own. */
  knowledgeIndex?: 'copy' | 'build';
}

/** A fresh data folder starts with a copy of the tests' shared knowledge index rather than a build of its own. */
async function withKnowledgeIndex(dataDir: string): Promise<void> {
  const index = cacheFileOf(dataDir);
  if (existsSync(index)) return;
  await mkdir(dirname(index), { recursive: true });
  await copyFile(await sharedKnowledgeFile(), index);
}

/**
 * Runs the real server (server/main.ts, as `npm start` does, without the build) in a child process on ports the
 * system picks, and resolves once it answers. For tests and benches that need a real process: kill -9, signals.
 */
export async function startServerProcess({
  dataDir,
  env = {},
  startTimeoutMs = START_TIMEOUT_MS,
  knowledgeIndex = 'copy',
}: ServerProcessOptions): Promise<ServerProcess> {
  if (knowledgeIndex === 'copy') await withKnowledgeIndex(dataDir);
  if (!env.DATABASE_URL) await copyCluster(dataDir, 'migrated');
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // As `npm start` runs it (scripts/server-launch.mjs), without the build.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: REPO,
    env: { ...SERVER_ENV, ...inherited, PORT: '0', PARTNER_PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    let ready = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Once ready, the output is only kept: the request log writes a line per request.
      if (ready) return;
      const port = HOST_LINE.exec(output)?.[1];
      if (port && READY_LINE.test(output)) {
        ready = true;
        clearTimeout(timer);
        resolve(handle(child, Number(port), () => output, exited));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((status) => {
      clearTimeout(timer);
      reject(new Error(`the server stopped (${String(status)}) before it was ready:\n${output}`));
    });
  });
}

function handle(
  child: ChildProcess,
  port: number,
  output: () => string,
  exited: Promise<number | NodeJS.Signals | null>,
): ServerProcess {
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    output,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
