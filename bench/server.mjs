// `npm run bench:server`: throughput and latency of sign-in, /auth/me and a trivial route at 50 connections on
// loopback, against the real server process (PGlite in a temporary folder). BENCH_SECONDS changes each run's length.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '../server/server-process.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const USER = { firstName: 'Bench', username: 'bencher', password: 'bench-password-1', email: 'bench@example.org' };

const dataDir = mkdtempSync(join(tmpdir(), 'tk-bench-'));
const server = await startServerProcess({ dataDir });
try {
  const api = (path) => `${server.origin}/api/v1${path}`;
  const json = { 'content-type': 'application/json' };
  const signup = await fetch(api('/auth/signup'), { method: 'POST', headers: json, body: JSON.stringify(USER) });
  if (!signup.ok) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
  const credentials = JSON.stringify({ username: USER.username, password: USER.password });
  const login = await fetch(api('/auth/login'), { method: 'POST', headers: json, body: credentials });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { token } = await login.json();

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

  const figures = {};
  for (const route of routes) {
    const options = { url: route.url, method: route.method ?? 'GET', headers: route.headers, body: route.body };
    await autocannon({ ...options, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
    const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
    figures[route.key] = {
      label: route.label,
      requestsPerSecond: Math.round(result.requests.average * 10) / 10,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      // A refused or failed request is fast: counted in, it would flatter the figures. None is expected.
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  }

  // The figures depend on the machine and on what else runs on it: print both next to them.
  const machine = { cpus: availableParallelism(), loadAverage1m: Math.round(loadavg()[0] * 100) / 100 };
  console.log(
    `\n${CONNECTIONS} connections on loopback, ${SECONDS} s per route (after ${WARM_UP_SECONDS} s of warm-up);` +
      ` ${machine.cpus} CPUs, load average ${machine.loadAverage1m}\n`,
  );
  const columns = ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const rows = Object.values(figures).map((f) =>
    [f.label, f.requestsPerSecond, f.p50Ms, f.p99Ms, f.requests, f.non2xx, f.errors].map(String),
  );
  const widths = columns.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(columns));
  for (const row of rows) console.log(line(row));

  const ratio = (key) =>
    Math.round((figures[key].requestsPerSecond / figures.trivial.requestsPerSecond) * 10000) / 10000;
  const pool = process.env.UV_THREADPOOL_SIZE ?? '4';
  console.log(
    `\nSign-in is slow on purpose: each login verifies an argon2id hash (m=19 MiB, t=2, p=1, OWASP's minimum), so its ` +
      `throughput is bound by CPU and by the ${pool} threads of libuv's pool that hash, not by the server's routing. ` +
      '/auth/me checks a JWT signature, looks its session up in the database and reads the account (two queries).\n',
  );
  const summary = {
    connections: CONNECTIONS,
    secondsPerRoute: SECONDS,
    ...machine,
    argon2id: { memoryKiB: 19_456, timeCost: 2, parallelism: 1 },
    ...Object.fromEntries(Object.entries(figures).map(([key, { label: _label, ...values }]) => [key, values])),
    loginVsTrivialThroughputRatio: ratio('login'),
    meVsTrivialThroughputRatio: ratio('me'),
  };
  console.log(JSON.stringify(summary));
} finally {
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
