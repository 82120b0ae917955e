// `npm run bench:server`: throughput and latency of sign-in, /auth/me and a trivial route at 50 connections on
// loopback, and the server's memory (RSS) idle after its start and after 60 s of a class's load, on embedded PGlite
// and, when TEST_DATABASE_URL names a PostgreSQL server, on a fresh database there. The real server runs as a child
// process, as `npm start` runs it. BENCH_SECONDS changes each throughput run's length, BENCH_LOAD_SECONDS the load's.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pgliteStore, postgresStore } from '../server/testing/stores.ts';
import { startServerProcess } from '../server/testing/server-process.ts';
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
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** Issue 23's goals for the server's resident memory, idle and after load. */
const RSS_TARGETS_MB = { pglite: 500, postgres: 250 };
/** Time for the start's own garbage to be collected before memory is read. */
const SETTLE_MS = 5_000;
/** Time for the server to see it is idle after the load and give memory back (server/idle-memory.ts checks every 10 s). */
const IDLE_AFTER_LOAD_MS = 25_000;

/** The process's resident memory in MB, as the kernel counts it (what an operator's `top` shows). */
const rssMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/**
 * A class's use for LOAD_SECONDS: 30 connections between them reading who they are, paging and writing notes and
 * exploring words, all at once.
 */
async function classLoad(origin, bearer) {
  const api = (path) => `${origin}/api/v1${path}`;
  const note = JSON.stringify({
    verb: 'NOTED',
    value: { note: 'Evaporation turns water into vapour.' },
    actor: BENCH_LEARNER.username,
    dataSource: 'tj-client-web',
  });
  const runs = [
    { url: api('/auth/me'), headers: bearer },
    { url: api('/notes?pageNo=0'), headers: bearer },
    { url: api('/notes'), method: 'POST', headers: { ...json, ...bearer }, body: note },
    { url: api('/custom/snippet?searchTerm=evaporation') },
    { url: api('/custom/suggest?searchTerm=photo') },
  ];
  const results = await Promise.all(runs.map((run) => autocannon({ ...run, connections: 6, duration: LOAD_SECONDS })));
  return results.reduce((total, result) => total + result.requests.total, 0);
}

async function onStore(store) {
  const scratch = await store.create();
  const dataDir = mkdtempSync(join(tmpdir(), 'tk-bench-server-'));
  const env = 'databaseUrl' in scratch.config ? { DATABASE_URL: scratch.config.databaseUrl } : {};
  const server = await startServerProcess({ dataDir, env, startTimeoutMs: 180_000 });
  try {
    await sleep(SETTLE_MS);
    const idleRssMb = rssMb(server.pid);
    const api = (path) => `${server.origin}/api/v1${path}`;
    const token = await signedIn(server.origin, BENCH_LEARNER);
    const bearer = { authorization: `Bearer ${token}` };
    const credentials = JSON.stringify({ username: BENCH_LEARNER.username, password: BENCH_LEARNER.password });
    const routes = [
      { key: 'trivial', label: 'GET /host-config.json (trivial)', url: `${server.origin}/host-config.json` },
      { key: 'me', label: 'GET /api/v1/auth/me (bearer)', url: api('/auth/me'), headers: bearer },
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
    const loadRequests = await classLoad(server.origin, bearer);
    const afterLoadRssMb = rssMb(server.pid);
    await sleep(IDLE_AFTER_LOAD_MS);
    const settledRssMb = rssMb(server.pid);
    console.log(`\n${store.kind}:`);
    printTable(Object.values(figures));
    console.log(
      `RSS: ${idleRssMb} MB idle after start, ${afterLoadRssMb} MB after ${LOAD_SECONDS} s of load ` +
        `(${loadRequests} requests), ${settledRssMb} MB idle ${IDLE_AFTER_LOAD_MS / 1000} s later; goal ≤ ${RSS_TARGETS_MB[store.kind]} MB`,
    );
    return {
      ...unlabelled(figures),
      loginVsTrivialThroughputRatio: throughputRatio(figures.login, figures.trivial),
      meVsTrivialThroughputRatio: throughputRatio(figures.me, figures.trivial),
      rssMb: { idle: idleRssMb, afterLoad: afterLoadRssMb, idleAfterLoad: settledRssMb, loadSeconds: LOAD_SECONDS },
      rssWithinTarget: Math.max(idleRssMb, settledRssMb) <= RSS_TARGETS_MB[store.kind],
    };
  } finally {
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.dispose();
  }
}

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
const stores = adminUrl ? [pgliteStore, postgresStore(adminUrl)] : [pgliteStore];
const results = {};
for (const store of stores) results[store.kind] = await onStore(store);

const pool = process.env.UV_THREADPOOL_SIZE ?? '4';
console.log(`\n${describeRun(RUN)}${adminUrl ? '' : '; set TEST_DATABASE_URL to measure on PostgreSQL too'}`);
console.log(
  `\nSign-in is slow on purpose: each login verifies an argon2id hash (m=19 MiB, t=2, p=1, OWASP's minimum), so its ` +
    `throughput is bound by CPU and by the ${pool} threads of libuv's pool that hash, not by the server's routing. ` +
    '/auth/me checks a JWT signature (once per token), then knows from memory whether its session is live and the profile (no query).\n',
);
console.log(
  JSON.stringify({
    connections: RUN.connections,
    secondsPerRoute: RUN.seconds,
    ...machine(),
    argon2id: { memoryKiB: 19_456, timeCost: 2, parallelism: 1 },
    ...results,
    rssTargetsMb: RSS_TARGETS_MB,
    withinTargets: Object.values(results).every((result) => result.rssWithinTarget),
  }),
);
