// `npm run bench:lighthouse`: Lighthouse's performance category (issue 26 point 3) on the partner demo page, the
// login page and the signed-in workspace, with Lighthouse's mobile preset (its default: a simulated mid-range phone
// on a slow 4G network) and its desktop preset, in Debian's Chromium (CHROMIUM_PATH). Each page and preset is run
// BENCH_LIGHTHOUSE_RUNS times (default 3, each in a fresh Chromium); the figures printed are the medians, and the
// scripts that block longest are those of the run with the median total blocking time.
// It starts the product server on a temporary DATA_DIR, or measures a running one: BENCH_LIGHTHOUSE_HOST and
// BENCH_LIGHTHOUSE_PARTNER (e.g. http://localhost:8787 and http://127.0.0.1:8788). BENCH_LIGHTHOUSE_PAGES=partner,login
// and BENCH_LIGHTHOUSE_PRESETS=mobile measure fewer.
// The last line is one JSON object: the medians by page and preset, and `withinTargets`.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startServerProcess } from '../server/testing/server-process.ts';
import { measurePage, PRESETS } from './lighthouse/run.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The demo learner every fresh start creates (README, Quick start). */
const DEMO = { username: 'demo', password: 'thoughtkit-demo' };
/** Issue 26 point 3, mobile preset: a score for two pages, blocking time and layout shift for every page. */
const TARGETS = { performance: 90, performancePages: ['partner', 'login'], tbtMs: 300, cls: 0.1 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const selected = (variable, all) => (process.env[variable] ? process.env[variable].split(',') : all);

/** The server to measure: one given by its origins, or one started here (and stopped by `stop`). */
async function productServer() {
  const host = process.env.BENCH_LIGHTHOUSE_HOST;
  const partner = process.env.BENCH_LIGHTHOUSE_PARTNER;
  if (host && partner) return { host, partner, stop: async () => {} };
  await buildIfStale({ logLevel: 'warn' });
  const dataDir = mkdtempSync(join(tmpdir(), 'tk-lighthouse-'));
  const server = await startServerProcess({ dataDir, env: { LOG_LEVEL: 'warn' }, startTimeoutMs: 180_000 });
  const partnerPort = /^Partner demo page:\s+http:\/\/127\.0\.0\.1:(\d+)\//m.exec(server.output())?.[1];
  return {
    // The host's own name for itself (PUBLIC_URL's default), so the page and its API calls share one origin.
    host: `http://localhost:${server.port}`,
    partner: `http://127.0.0.1:${partnerPort}`,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = await productServer();
const PAGES = {
  partner: { url: `${server.partner}/` },
  login: { url: `${server.host}/auth/login` },
  workspace: { url: `${server.host}/`, signIn: { origin: server.host, learner: DEMO } },
};

const ms = (value) => `${Math.round(value)} ms`.padStart(9);
const results = {};
try {
  console.log(
    `Lighthouse ${RUNS}× per page and preset, medians; ${availableParallelism()} CPUs, load average ` +
      `${loadavg()[0].toFixed(2)}\n`,
  );
  for (const page of selected('BENCH_LIGHTHOUSE_PAGES', Object.keys(PAGES))) {
    for (const preset of selected('BENCH_LIGHTHOUSE_PRESETS', Object.keys(PRESETS))) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measurePage(PAGES[page], preset));
      const figures = Object.fromEntries(
        Object.keys(runs[0].figures).map((key) => [key, median(runs.map((r) => r.figures[key]))]),
      );
      const typical = runs.find((r) => r.figures.tbtMs === median(runs.map((r) => r.figures.tbtMs))) ?? runs[0];
      (results[page] ??= {})[preset] = figures;
      const { performance, fcpMs, lcpMs, tbtMs, cls, siMs } = figures;
      console.log(
        `${`${page} ${preset}`.padEnd(18)} score ${String(performance).padStart(3)}  FCP ${ms(fcpMs)}  ` +
          `LCP ${ms(lcpMs)}  TBT ${ms(tbtMs)}  CLS ${cls.toFixed(3)}  SI ${ms(siMs)}` +
          `  (scores of the runs: ${runs.map((r) => r.figures.performance).join(', ')})`,
      );
      for (const script of typical.blocking) {
        console.log(`    ${ms(script.scriptingMs)} scripting  ${ms(script.totalMs)} in all  ${script.url}`);
      }
    }
  }
} finally {
  await server.stop();
}

const misses = Object.entries(results).flatMap(([page, { mobile }]) => {
  if (!mobile) return [];
  return [
    TARGETS.performancePages.includes(page) &&
      mobile.performance < TARGETS.performance &&
      `${page}: performance ${mobile.performance} < ${TARGETS.performance}`,
    mobile.tbtMs > TARGETS.tbtMs && `${page}: TBT ${Math.round(mobile.tbtMs)} ms > ${TARGETS.tbtMs} ms`,
    mobile.cls > TARGETS.cls && `${page}: CLS ${mobile.cls.toFixed(3)} > ${TARGETS.cls}`,
  ].filter(Boolean);
});
console.log(`\ntargets (mobile preset): ${misses.length ? `missed: ${misses.join('; ')}` : 'all met'}`);
console.log(JSON.stringify({ runs: RUNS, ...results, misses, withinTargets: misses.length === 0 }));
