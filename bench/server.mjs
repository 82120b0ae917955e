// `npm run bench:server`: throughput and latency of sign-in, /auth/me and a trivial route at 50 connections on
// loopback, against the real server process (PGlite in a temporary folder). BENCH_SECONDS changes each run's length.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../server/server-process.ts';
import {
  BENCH_LEARNER,
  benchRun,
  describeRun,
  json,
  machine,
  measureRoutes,
  printTable,
  signedIn,
  throughputRatio,
  unlabelled,
} from './load.mjs';

const RUN = benchRun(50);

const dataDir = mkdtempSync(join(tmpdir(), 'tk-bench-'));
const server = await startServerProcess({ dataDir });
try {
  const api = (path) => `${server.origin}/api/v1${path}`;
  const token = await signedIn(server.origin, BENCH_LEARNER);
  const credentials = JSON.stringify({ username: BENCH_LEARNER.username, password: BENCH_LEARNER.password });

  const routes = [
    { key: 'trivial', label: 'GET /host-config.json (trivial)', url: `${server.origin}/host-config.json` },
    {
      key: 'me',
      label: 'GET /api/v1/auth/me (bearer)',
      url: api('/auth/me'),
      headers: { authorization: `Bearer ${token}` },
    },
    {
      key: 'login',
      label: 'POST /api/v1/auth/login (argon2id)',
      url: api('/auth/login'),
      method: 'POST',
      headers: json,
      body: credentials,
    },
  ];

  const figures = await measureRoutes(routes, RUN);
  console.log(`\n${describeRun(RUN)}\n`);
  printTable(Object.values(figures));

  const pool = process.env.UV_THREADPOOL_SIZE ?? '4';
  console.log(
    `\nSign-in is slow on purpose: each login verifies an argon2id hash (m=19 MiB, t=2, p=1, OWASP's minimum), so its ` +
      `throughput is bound by CPU and by the ${pool} threads of libuv's pool that hash, not by the server's routing. ` +
      '/auth/me checks a JWT signature (once per token), then knows from memory whether its session is live and the profile (no query).\n',
  );
  const summary = {
    connections: RUN.connections,
    secondsPerRoute: RUN.seconds,
    ...machine(),
    argon2id: { memoryKiB: 19_456, timeCost: 2, parallelism: 1 },
    ...unlabelled(figures),
    loginVsTrivialThroughputRatio: throughputRatio(figures.login, figures.trivial),
    meVsTrivialThroughputRatio: throughputRatio(figures.me, figures.trivial),
  };
  console.log(JSON.stringify(summary));
} finally {
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
