// `npm run bench:compile`: the code runner's workers (server/compile/), through POST /code-compile in-process.
// - Warm start: with a worker waiting ready, the time from the call to its program's first statement (the program
//   prints the clock), median and p95 per language. Target: ≤ 300 ms. Warm run: the whole call of a hello-world.
// - Replace: a Python worker runs one program and is ended; the time from a call to its successor waiting ready (a new
//   worker restored from Pyodide's snapshot). A JavaScript worker is replaced only after a limit: the time from the
//   answer of a program stopped at the memory limit to the new worker waiting ready.
// - Back to back: the call of a hello-world sent as soon as the one before answered, without waiting for a ready
//   worker (what a class running programs one after another meets), median and p95.
// - First Python call: it makes the snapshot, then starts a worker from it. Memory: the process's RSS with a Python
//   worker waiting ready (and the snapshot kept), over its RSS before Python was first used.
// BENCH_SAMPLES changes the number of samples per figure (default 20). The last line is one JSON object.
import { performance } from 'node:perf_hooks';
import { createApi } from '../server/api.ts';
import { createCodeRunner, createCompile } from '../server/compile/index.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const TARGETS = { warmStartP95Ms: 300 };
const LANGUAGES = ['javascript', 'python'];
const PROGRAMS = {
  javascript: {
    clock: 'console.log(Date.now())',
    hello: 'console.log("Hello, world!")',
    memory: 'const kept = [];\nwhile (true) kept.push("x".repeat(100000) + kept.length);',
  },
  python: {
    clock: 'import time\nprint(time.time() * 1000)',
    hello: 'print("Hello, world!")',
  },
};

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const spread = (values) => ({ median: round(percentile(values, 50)), p95: round(percentile(values, 95)) });
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

const runner = createCodeRunner();
const api = createApi({
  authenticate: () => Promise.reject(new Error('the bench sends no token')),
  areas: [createCompile({ runner })],
});

async function compile(lang, code, expected = 200) {
  const response = await api.request('http://localhost/api/v1/code-compile', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lang, code }),
  });
  const body = await response.json();
  if (response.status !== expected) throw new Error(`${lang}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Milliseconds of `count` runs of `step`, each after `before` (unmeasured). */
async function timed(count, step, before = async () => {}) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    await before();
    times.push(await step());
  }
  return times;
}

try {
  const figures = {};
  await compile('javascript', PROGRAMS.javascript.hello);
  await runner.ready('javascript');
  const rssBeforePython = rssMb();
  let started = performance.now();
  await compile('python', PROGRAMS.python.hello);
  figures.pythonFirstCallMs = round(performance.now() - started);
  await runner.ready('python');
  figures.pythonWarmWorkerRssMb = round(rssMb() - rssBeforePython);
  console.log(
    `python first call (makes the snapshot): ${figures.pythonFirstCallMs} ms; RSS with a warm Python worker: ` +
      `+${figures.pythonWarmWorkerRssMb} MB (${round(rssMb())} MB in all)`,
  );

  for (const lang of LANGUAGES) {
    const ready = () => runner.ready(lang);
    const starts = await timed(
      SAMPLES,
      async () => {
        const sent = performance.timeOrigin + performance.now();
        const { output } = await compile(lang, PROGRAMS[lang].clock);
        return Number(output) - sent;
      },
      ready,
    );
    const runs = await timed(
      SAMPLES,
      async () => {
        const sent = performance.now();
        await compile(lang, PROGRAMS[lang].hello);
        return performance.now() - sent;
      },
      ready,
    );
    const backToBack = await timed(SAMPLES, async () => {
      const sent = performance.now();
      await compile(lang, PROGRAMS[lang].hello);
      return performance.now() - sent;
    });
    figures[`${lang}WarmStartMs`] = spread(starts);
    figures[`${lang}WarmRunMs`] = spread(runs);
    figures[`${lang}BackToBackMs`] = spread(backToBack);
    console.log(
      `${lang} (${SAMPLES} calls each): warm start median ${figures[`${lang}WarmStartMs`].median} ms, ` +
        `p95 ${figures[`${lang}WarmStartMs`].p95} ms; warm run median ${figures[`${lang}WarmRunMs`].median} ms, ` +
        `p95 ${figures[`${lang}WarmRunMs`].p95} ms; back to back median ${figures[`${lang}BackToBackMs`].median} ms, ` +
        `p95 ${figures[`${lang}BackToBackMs`].p95} ms`,
    );
  }

  const replacePython = await timed(
    SAMPLES,
    async () => {
      const sent = performance.now();
      await compile('python', PROGRAMS.python.hello);
      await runner.ready('python');
      return performance.now() - sent;
    },
    () => runner.ready('python'),
  );
  const replaceJavascript = await timed(
    Math.min(SAMPLES, 5),
    async () => {
      await compile('javascript', PROGRAMS.javascript.memory, 422);
      const answered = performance.now();
      await runner.ready('javascript');
      return performance.now() - answered;
    },
    () => runner.ready('javascript'),
  );
  figures.pythonReplaceMs = spread(replacePython);
  figures.javascriptReplaceMs = spread(replaceJavascript);
  console.log(
    `replace a worker: python median ${figures.pythonReplaceMs.median} ms, p95 ${figures.pythonReplaceMs.p95} ms ` +
      `(call to successor ready); javascript median ${figures.javascriptReplaceMs.median} ms ` +
      `(after a memory limit, ${replaceJavascript.length} times)`,
  );

  const summary = { bench: 'compile', samples: SAMPLES, ...figures, targets: TARGETS };
  summary.withinTargets = LANGUAGES.every((lang) => figures[`${lang}WarmStartMs`].p95 <= TARGETS.warmStartP95Ms);
  console.log(JSON.stringify(summary));
  process.exitCode = summary.withinTargets ? 0 : 1;
} finally {
  await runner.close();
}
