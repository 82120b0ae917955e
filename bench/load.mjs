// What the server benchmarks share: a learner signed up and logged in, autocannon runs after a warm-up, the machine
// the figures were taken on, and a table of them.
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';

export const json = { 'content-type': 'application/json' };

/** The learner the benchmarks sign up. */
export const BENCH_LEARNER = {
  firstName: 'Bench',
  username: 'bencher',
  password: 'bench-password-1',
  email: 'bench@example.org',
};

/** How a benchmark loads each route: `connections` at once for BENCH_SECONDS (default 10), after 2 s of warm-up. */
export const benchRun = (connections) => ({
  connections,
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmUpSeconds: 2,
});

/** Signs a learner up on the server at `origin` and logs them in; resolves with their access token. */
export async function signedIn(origin, learner) {
  const api = (path) => `${origin}/api/v1${path}`;
  const signup = await fetch(api('/auth/signup'), { method: 'POST', headers: json, body: JSON.stringify(learner) });
  if (!signup.ok) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
  const credentials = JSON.stringify({ username: learner.username, password: learner.password });
  const login = await fetch(api('/auth/login'), { method: 'POST', headers: json, body: credentials });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  return (await login.json()).token;
}

/**
 * Loads one route with autocannon for `seconds` after a warm-up, and returns its figures. A refused or failed
 * request is fast: counted in, it would flatter the figures, so they are reported (none is expected).
 */
export async function measure(route, { connections, seconds, warmUpSeconds }) {
  const options = { url: route.url, method: route.method ?? 'GET', headers: route.headers, body: route.body };
  await autocannon({ ...options, connections, duration: warmUpSeconds });
  const result = await autocannon({ ...options, connections, duration: seconds });
  return {
    label: route.label,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Measures each route in turn; resolves with their figures by the route's key. */
export async function measureRoutes(routes, options) {
  const figures = {};
  for (const route of routes) figures[route.key] = await measure(route, options);
  return figures;
}

/** The figures depend on the machine and on what else runs on it: they are printed beside them. */
export function machine() {
  return { cpus: availableParallelism(), loadAverage1m: Math.round(loadavg()[0] * 100) / 100 };
}

/** One line saying how the figures were taken, and on what. */
export function describeRun({ connections, seconds, warmUpSeconds }) {
  const { cpus, loadAverage1m } = machine();
  return (
    `${connections} connections on loopback, ${seconds} s per route (after ${warmUpSeconds} s of warm-up);` +
    ` ${cpus} CPUs, load average ${loadAverage1m}`
  );
}

/** Prints figures (from measure) as a table, one row each. */
export function printTable(figures) {
  const columns = ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const rows = figures.map((f) =>
    [f.label, f.requestsPerSecond, f.p50Ms, f.p99Ms, f.requests, f.non2xx, f.errors].map(String),
  );
  const widths = columns.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(columns));
  for (const row of rows) console.log(line(row));
}

/** A route's throughput as a share of another's, to 4 places. */
export const throughputRatio = (route, base) =>
  Math.round((route.requestsPerSecond / base.requestsPerSecond) * 10000) / 10000;

/** The figures as the summary line has them: without their labels. */
export const unlabelled = (figures) =>
  Object.fromEntries(Object.entries(figures).map(([key, { label: _label, ...values }]) => [key, values]));
