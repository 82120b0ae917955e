// `npm run bench:crud`: req/s, p50 and p99 at 100 connections on loopback for GET /auth/me, GET /notes (a page of
// 20) and POST /notes, each beside the trivial route measured in the same run, on embedded PGlite and, when
// TEST_DATABASE_URL names a PostgreSQL server, on a fresh database there (dropped at the end). The real server runs
// as a child process; BENCH_SECONDS changes each run's length. The last line is one JSON object of the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const RUN = benchRun(100);
/** Notes written before the reads, so that every page read is a full page of 20. */
const NOTES_BEFORE = 100;

/** Measures the four routes on a server over one store; resolves with their figures and the ratios. */
async function onStore(store) {
  const scratch = await store.create();
  const dataDir = mkdtempSync(join(tmpdir(), 'tk-bench-crud-'));
  const env = 'databaseUrl' in scratch.config ? { DATABASE_URL: scratch.config.databaseUrl } : {};
  // PGlite lives in the server's own DATA_DIR; the scratch folder is not used.
  const server = await startServerProcess({ dataDir, env });
  try {
    const api = (path) => `${server.origin}/api/v1${path}`;
    const bearer = { authorization: `Bearer ${await signedIn(server.origin, BENCH_LEARNER)}` };
    const note = JSON.stringify({
      verb: 'NOTED',
      value: { note: 'Evaporation turns water into vapour.' },
      actor: BENCH_LEARNER.username,
      dataSource: 'tj-client-web',
    });
    for (let n = 0; n < NOTES_BEFORE; n += 1) {
      const answer = await fetch(api('/notes'), { method: 'POST', headers: { ...json, ...bearer }, body: note });
      if (!answer.ok) throw new Error(`POST /notes answered ${answer.status}: ${await answer.text()}`);
    }
    const routes = [
      { key: 'trivial', label: 'GET /host-config.json (trivial)', url: `${server.origin}/host-config.json` },
      { key: 'me', label: 'GET /api/v1/auth/me', url: api('/auth/me'), headers: bearer },
      { key: 'notesPage', label: 'GET /api/v1/notes (page of 20)', url: api('/notes?pageNo=0'), headers: bearer },
      {
        key: 'noteCreate',
        label: 'POST /api/v1/notes',
        url: api('/notes'),
        method: 'POST',
        headers: { ...json, ...bearer },
        body: note,
      },
    ];
    const figures = await measureRoutes(routes, RUN);
    console.log(`\n${store.kind}:`);
    printTable(Object.values(figures));
    return {
      ...unlabelled(figures),
      meVsTrivialThroughputRatio: throughputRatio(figures.me, figures.trivial),
      notesPageVsTrivialThroughputRatio: throughputRatio(figures.notesPage, figures.trivial),
      noteCreateVsTrivialThroughputRatio: throughputRatio(figures.noteCreate, figures.trivial),
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

console.log(`\n${describeRun(RUN)}${adminUrl ? '' : '; set TEST_DATABASE_URL to measure on PostgreSQL too'}\n`);
// Issue 8's targets, on PostgreSQL: p99 ≤ 25 ms for the three calls, and /auth/me ≥ 0.25 of the trivial route.
const TARGETS = { p99Ms: 25, meVsTrivialThroughputRatio: 0.25 };
const onPostgres = results.postgres;
const withinTargets = onPostgres
  ? ['me', 'notesPage', 'noteCreate'].every((key) => onPostgres[key].p99Ms <= TARGETS.p99Ms) &&
    onPostgres.meVsTrivialThroughputRatio >= TARGETS.meVsTrivialThroughputRatio
  : null;
console.log(
  JSON.stringify({
    connections: RUN.connections,
    secondsPerRoute: RUN.seconds,
    ...machine(),
    ...results,
    targets: TARGETS,
    withinTargets,
  }),
);
