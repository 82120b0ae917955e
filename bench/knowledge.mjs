// `npm run bench:knowledge`: the offline knowledge engine (server/knowledge) against its targets.
//   build      — the index built cold from the WordNet dict files, in a child process (time and peak RSS);
//   warm start — a fresh child process opening the engine from the cache the build wrote: importing the engine's
//                modules and loading the index (compared to the target); apart from that, the whole start from
//                spawning node to the engine being ready, which adds node's and the tsx loader's own boot;
//   RSS        — of that warm process once the index is loaded;
//   latency    — p50/p95 of graph(word) (lookup + graph build at the default explore range 8) over 1,000 lemmas
//                drawn with a seeded random generator, in the warm process, after 100 unmeasured warm-up calls;
//                and, for scale, over the 1,000 most common words (their graphs are the largest);
//   suggestions — p95 of suggest(text) over every prefix (1 to 6 letters) of 200 drawn lemmas, as a learner types
//                them (target: the lookup's p95); and the first call, which also loads the word-frequency list
//                (server/knowledge/familiarity.ts), against the navbar's 200 ms debounce.
// The last line is one JSON object; each target comparison has a "...VsTargetRatio" key (≤ 1 meets the target).
import { seededRandom } from './graph/data.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGETS = { p95Ms: 5, warmStartMs: 1500, rssMB: 300, suggestFirstMs: 200 };
const LEMMAS = 1000;
const TYPED_LEMMAS = 200;
const TYPED_LETTERS = 6;
const WARM_UP = 100;
const SEED = 20240917;
const self = fileURLToPath(import.meta.url);

const megabytes = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

async function child(mode, dataDir) {
  const started = performance.now();
  const { openKnowledge } = await import('../server/knowledge/engine.ts');
  const engine = await openKnowledge({ dataDir });
  const loadMs = performance.now() - started;
  if (mode === 'build') {
    return {
      source: engine.info.source,
      buildMs: engine.info.milliseconds,
      peakRssMB: megabytes(process.resourceUsage().maxRSS * 1024),
    };
  }
  const rssAfterLoad = megabytes(process.memoryUsage().rss);
  // The parent times the whole start up to this line: node, tsx, the modules and the index load, no query.
  process.stdout.write('ready\n');
  const keys = engine.index.strings.keys;
  const draw = (seed, count) => {
    // Seeded, so every run draws the same lemmas.
    const next = seededRandom(seed);
    return Array.from({ length: count }, () => keys[Math.floor(next() * keys.length)]);
  };
  for (const word of draw(SEED + 1, WARM_UP)) engine.graph(word);
  const measure = (words) => {
    const times = [];
    let nodes = 0;
    for (const word of words) {
      const t0 = performance.now();
      const graph = engine.graph(word);
      times.push(performance.now() - t0);
      nodes += graph.nodes.length;
    }
    times.sort((a, b) => a - b);
    return {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1),
      meanNodes: nodes / words.length,
    };
  };
  const firstCall = performance.now();
  engine.suggest('chloro');
  const suggestFirstMs = performance.now() - firstCall;
  const typed = draw(SEED + 2, TYPED_LEMMAS).flatMap((word) =>
    Array.from({ length: Math.min(TYPED_LETTERS, word.length) }, (_, n) => word.slice(0, n + 1)),
  );
  const suggestTimes = typed.map((text) => {
    const t0 = performance.now();
    engine.suggest(text);
    return performance.now() - t0;
  });
  suggestTimes.sort((a, b) => a - b);
  const random1000 = measure(draw(SEED, LEMMAS));
  // Most random lemmas are rare words with few relations; the most common words make the largest graphs.
  const byFrequency = keys.map((_, k) => k).sort((x, y) => engine.index.keyFrequency(y) - engine.index.keyFrequency(x));
  const common1000 = measure(byFrequency.slice(0, LEMMAS).map((k) => keys[k]));
  return {
    source: engine.info.source,
    loadMs,
    indexLoadMs: engine.info.milliseconds,
    rssMB: rssAfterLoad,
    rssAfterQueriesMB: megabytes(process.memoryUsage().rss),
    p50Ms: random1000.p50,
    p95Ms: random1000.p95,
    maxMs: random1000.max,
    meanNodes: random1000.meanNodes,
    commonP50Ms: common1000.p50,
    commonP95Ms: common1000.p95,
    commonMeanNodes: common1000.meanNodes,
    suggestFirstMs,
    suggestTexts: typed.length,
    suggestP95Ms: percentile(suggestTimes, 95),
  };
}

/** Runs this file as a child; resolves with its JSON answer and the wall time from spawn to its "ready" line. */
function runChild(mode, dataDir) {
  return new Promise((resolve, reject) => {
    const spawned = performance.now();
    let readyAt = 0;
    let output = '';
    const worker = spawn(process.execPath, ['--import', 'tsx', self, '--child', mode, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    worker.stdout.on('data', (chunk) => {
      output += chunk;
      if (!readyAt && output.includes('ready\n')) readyAt = performance.now();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench child (${mode}) exited with ${code}`));
      const answer = JSON.parse(output.trim().split('\n').at(-1));
      resolve({ ...answer, spawnToReadyMs: readyAt - spawned });
    });
  });
}

if (process.argv[2] === '--child') {
  const [, , , mode, dataDir] = process.argv;
  const result = await child(mode, dataDir);
  if (mode === 'build') process.stdout.write('ready\n');
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'thoughtkit-bench-knowledge-'));
  try {
    console.log('knowledge engine (WordNet 3.1, server/knowledge)\n');
    const build = await runChild('build', dataDir);
    if (build.source !== 'built') throw new Error('the build child found a cache: the data folder was not empty');
    const warm = await runChild('warm', dataDir);
    if (warm.source !== 'cache') throw new Error('the warm child did not load the cache');
    const line = (label, value, note = '') => console.log(`${label.padEnd(44)} ${String(value).padStart(12)}  ${note}`);
    const verdict = (value, target, unit) => `${value <= target ? 'within' : 'OVER'} target of ${target} ${unit}`;
    line('index build, cold from the dict files', `${round(build.buildMs, 0)} ms`, `peak RSS ${build.peakRssMB} MB`);
    line(
      'warm start: import + open the engine',
      `${round(warm.loadMs, 0)} ms`,
      verdict(warm.loadMs, TARGETS.warmStartMs, 'ms'),
    );
    line('  of which reading the index from the cache', `${round(warm.indexLoadMs, 0)} ms`);
    line('  whole process, spawn to engine ready', `${round(warm.spawnToReadyMs, 0)} ms`, 'node and tsx boot included');
    line('RSS after the warm load', `${warm.rssMB} MB`, verdict(warm.rssMB, TARGETS.rssMB, 'MB'));
    line(`RSS after ${LEMMAS + WARM_UP} graph builds`, `${warm.rssAfterQueriesMB} MB`);
    line(
      `lookup + graph, p50 over ${LEMMAS} lemmas`,
      `${round(warm.p50Ms, 3)} ms`,
      `mean ${round(warm.meanNodes, 1)} nodes`,
    );
    line(
      `lookup + graph, p95 over ${LEMMAS} lemmas`,
      `${round(warm.p95Ms, 3)} ms`,
      verdict(warm.p95Ms, TARGETS.p95Ms, 'ms'),
    );
    line('lookup + graph, slowest', `${round(warm.maxMs, 3)} ms`);
    line(
      `  the ${LEMMAS} most common words: p50 / p95`,
      `${round(warm.commonP50Ms, 3)} / ${round(warm.commonP95Ms, 3)} ms`,
      `mean ${round(warm.commonMeanNodes, 1)} nodes`,
    );
    line(
      `suggestions, p95 over ${warm.suggestTexts} typed prefixes`,
      `${round(warm.suggestP95Ms, 3)} ms`,
      verdict(warm.suggestP95Ms, TARGETS.p95Ms, 'ms'),
    );
    line(
      '  first call, loading the word frequencies',
      `${round(warm.suggestFirstMs, 0)} ms`,
      verdict(warm.suggestFirstMs, TARGETS.suggestFirstMs, 'ms'),
    );
    const summary = {
      bench: 'knowledge',
      lemmas: LEMMAS,
      seed: SEED,
      buildMs: round(build.buildMs, 0),
      buildPeakRssMB: build.peakRssMB,
      warmStartMs: round(warm.loadMs, 0),
      warmIndexLoadMs: round(warm.indexLoadMs, 0),
      processSpawnToReadyMs: round(warm.spawnToReadyMs, 0),
      rssMB: warm.rssMB,
      p50Ms: round(warm.p50Ms, 3),
      p95Ms: round(warm.p95Ms, 3),
      commonWordsP95Ms: round(warm.commonP95Ms, 3),
      suggestP95Ms: round(warm.suggestP95Ms, 3),
      suggestFirstMs: round(warm.suggestFirstMs, 0),
      targets: TARGETS,
      p95VsTargetRatio: round(warm.p95Ms / TARGETS.p95Ms, 3),
      commonWordsP95VsTargetRatio: round(warm.commonP95Ms / TARGETS.p95Ms, 3),
      warmStartVsTargetRatio: round(warm.loadMs / TARGETS.warmStartMs, 3),
      processSpawnToReadyVsTargetRatio: round(warm.spawnToReadyMs / TARGETS.warmStartMs, 3),
      rssVsTargetRatio: round(warm.rssMB / TARGETS.rssMB, 3),
      suggestP95VsTargetRatio: round(warm.suggestP95Ms / TARGETS.p95Ms, 3),
      suggestFirstVsTargetRatio: round(warm.suggestFirstMs / TARGETS.suggestFirstMs, 3),
    };
    summary.withinTargets =
      summary.p95VsTargetRatio <= 1 &&
      summary.warmStartVsTargetRatio <= 1 &&
      summary.rssVsTargetRatio <= 1 &&
      summary.suggestP95VsTargetRatio <= 1 &&
      summary.suggestFirstVsTargetRatio <= 1;
    console.log('');
    console.log(JSON.stringify(summary));
    process.exitCode = summary.withinTargets ? 0 : 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
