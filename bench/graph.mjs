// `npm run bench:graph`: our graph element against a plain G6 v5 graph (the baseline), in headless Chromium.
//   draw      — 100, 1,000, 5,000 and 10,000 labelled nodes with twice as many edges (a seeded random connected graph), each
//               graph alone in a fresh page: time to first draw, layout time, time until the laid-out graph shows.
//               Ours is <tj-graph-explore> fed through the graph core's `load` command; the baseline is new Graph()
//               with G6's defaults but for the container, size, data, our layout options and animation off (see
//               bench/graph/baseline.ts for why).
//   pan/zoom  — frame times (differences of requestAnimationFrame timestamps) over a scripted ~2 s pan then zoom
//               (at least 20 frames: a slow graph takes longer) through what a drag and a wheel call, not animated:
//               for the baseline G6's translateBy/zoomBy (its drag-canvas and zoom-canvas behaviors' calls), for ours
//               its view's viewport (a large graph moves as a picture and is drawn in full once the motion rests):
//               median and p95; and "settle", from the script's end to the frame showing it in full detail.
//   renderer  — plain G6 at 1,000, 5,000 and 10,000 nodes (those of the sizes run) at fixed places, no layout, with
//               its canvas renderer and with its WebGL one (@antv/g-webgl): first draw and pan/zoom frame median
//               (headless Chromium renders WebGL in software here, with SwiftShader).
//   search    — a word searched on a page with <tj-graph-explore> and <tj-dendro>, until both have drawn its
//               answers: p95 over 20 words, against the product server started by the bench (temporary DATA_DIR).
// The page (bench/graph/) is a production Vite build with the kit's own config, written to a temporary folder.
// Timings inside the page come from a probe on G6's life-cycle events (bench/graph/probe.ts), the same for both.
// The last line is one JSON object; each comparison with the baseline has a "...Ratio" key (ours / baseline).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startServerProcess } from '../server/testing/server-process.ts';

/** BENCH_GRAPH_SIZES=100,1000 runs fewer sizes (a quick look); the ratios' keys follow the sizes run. */
const SIZES = (process.env.BENCH_GRAPH_SIZES ?? '100,1000,5000,10000').split(',').map(Number);
const SEED = 20241123;
const PAN_ZOOM_MS = 2000;
/** Idle time between the laid-out graph showing and the pan, so the pan does not start inside left-over work. */
const SETTLE_MS = 500;
/** A case that takes longer has hung: the bench stops with an error rather than run for ever. */
const CASE_TIMEOUT_MS = 480_000;
/** Software WebGL (SwiftShader) drew 1,000 nodes in 16 s and 5,000 not within 8 min: a renderer case ends here. */
const RENDERER_TIMEOUT_MS = 120_000;
/** Searched first, not counted: the first search loads the graph chunks and makes the dendrogram's first G6 graph. */
const WARM_UP_WORDS = ['photosynthesis', 'evaporation'];
const WORDS = process.env.W
  ? []
  : [
      'water',
      'music',
      'tree',
      'language',
      'energy',
      'mountain',
      'river',
      'computer',
      'bread',
      'horse',
      'democracy',
      'volcano',
      'planet',
      'garden',
      'library',
      'bridge',
      'ocean',
      'violin',
      'teacher',
      'glacier',
    ];
const VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const IMPLEMENTATIONS = ['ours', 'baseline'];
/**
 * The page's address: under the product server's origin, so the kit's API client (which calls the origin its own
 * modules came from) reaches the server directly; the browser answers the page's files itself (servePage).
 */
const PAGE_PATH = '/bench-graph/';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

const repo = fileURLToPath(new URL('..', import.meta.url));
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** The bench page, built as the kit is (vite.config.ts: plugins, aliases, chunking), with its own entry. */
async function buildPage(outDir) {
  const { build, loadConfigFromFile } = await import('vite');
  const { config } = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(repo, 'vite.config.ts'),
    repo,
    'warn',
  );
  const rolldown = config.build.rolldownOptions;
  await build({
    ...config,
    configFile: false,
    root: join(repo, 'bench/graph'),
    base: PAGE_PATH,
    logLevel: 'error',
    build: {
      ...config.build,
      outDir,
      emptyOutDir: true,
      manifest: false,
      // G6 is one large chunk; the kit's own budgets are bench:size's business.
      chunkSizeWarningLimit: 5000,
      rolldownOptions: {
        ...rolldown,
        input: { bench: join(repo, 'bench/graph/index.html') },
        output: { ...rolldown.output, entryFileNames: 'kit/[name]-[hash].js' },
      },
    },
  });
}

/** Answers the page's own files from the build folder, in the browser: the product server never sees them. */
async function servePage(context, origin, dir) {
  await context.route(`${origin}${PAGE_PATH}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(PAGE_PATH.length) || 'index.html';
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      await route.fulfill({ status: 404 });
      return;
    }
    await route.fulfill({ contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
  });
}

/** A fresh browser context per page, so no case inherits another's heap, caches or G6 state. */
async function withPage(browser, origin, run, timeoutMs = CASE_TIMEOUT_MS) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await servePage(context, origin, outDir);
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  let timer;
  try {
    await page.goto(`${origin}${PAGE_PATH}`);
    await page.waitForFunction(() => 'graphBench' in window);
    const result = await Promise.race([
      run(page),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`a case took over ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
    if (errors.length > 0) throw errors[0];
    return result;
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}

function drawCase(browser, origin, implementation, nodes) {
  return withPage(browser, origin, async (page) => {
    const timings = await page.evaluate(
      ([which, n, seed]) => window.graphBench.draw(which, n, seed),
      [implementation, nodes, SEED],
    );
    await page.waitForTimeout(SETTLE_MS);
    const { frames, settleMs } = await page.evaluate(
      (durationMs) => window.graphBench.panZoom({ durationMs }),
      PAN_ZOOM_MS,
    );
    const info = await page.evaluate(() => window.graphBench.info());
    if (info.drawnNodes !== nodes) throw new Error(`${implementation} drew ${info.drawnNodes} of ${nodes} nodes`);
    return {
      ...timings,
      panFrames: frames.length,
      panFrameMedianMs: percentile(frames, 50),
      panFrameP95Ms: percentile(frames, 95),
      settleMs,
      info,
    };
  });
}

/** One renderer's figures, or null figures when it did not draw within RENDERER_TIMEOUT_MS. */
async function rendererCase(browser, origin, renderer, nodes) {
  try {
    return await withPage(
      browser,
      origin,
      async (page) => {
        const { firstDrawMs, frames } = await page.evaluate(
          ([which, n, seed]) => window.graphBench.drawWith(which, n, seed),
          [renderer, nodes, SEED],
        );
        return { firstDrawMs, panFrameMedianMs: percentile(frames, 50), panFrames: frames.length };
      },
      RENDERER_TIMEOUT_MS,
    );
  } catch (error) {
    if (!String(error).includes('a case took over')) throw error;
    return { firstDrawMs: null, panFrameMedianMs: null, panFrames: 0 };
  }
}

function searchCase(browser, origin) {
  return withPage(browser, origin, async (page) => {
    await page.evaluate(() => window.graphBench.mountSearchPage());
    for (const word of WARM_UP_WORDS) await page.evaluate((w) => window.graphBench.search(w), word);
    const timings = [];
    for (const word of WORDS)
      timings.push({ word, ...(await page.evaluate((w) => window.graphBench.search(w), word)) });
    return timings;
  });
}

const started = performance.now();
const outDir = mkdtempSync(join(tmpdir(), 'thoughtkit-bench-graph-'));
const dataDir = mkdtempSync(join(tmpdir(), 'thoughtkit-bench-graph-data-'));
// A first start of the server builds the knowledge index, which can take longer than the server's start timeout on
// a busy machine: the bench builds it into the data folder first (the server then loads it), while the page builds.
// Both are done before any figure is taken, so they take no CPU from them.
const serverStarting = import('../server/knowledge/engine.ts')
  .then(({ openKnowledge }) => openKnowledge({ dataDir }))
  .then(() => startServerProcess({ dataDir }));
serverStarting.catch(() => undefined);
let server;
let browser;
try {
  await buildPage(outDir);
  server = await serverStarting;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const prepared = performance.now();

  const results = { ours: {}, baseline: {} };
  console.log(`graph draw and pan/zoom, ${VIEWPORT.width}×${VIEWPORT.height} page, canvas 1280×720 (seed ${SEED})\n`);
  const columns = [
    'graph',
    'nodes',
    'first draw',
    'layout',
    '(where)',
    'ready',
    'pan median',
    'pan p95',
    'frames',
    'settle',
  ];
  const widths = [9, 6, 11, 11, 7, 11, 11, 11, 7, 9];
  const row = (cells) => cells.map((cell, i) => String(cell)[i < 1 ? 'padEnd' : 'padStart'](widths[i])).join('  ');
  console.log(row(columns));
  const ms = (value) => `${round(value, 0)} ms`;
  for (const nodes of SIZES) {
    for (const implementation of IMPLEMENTATIONS) {
      const result = await drawCase(browser, server.origin, implementation, nodes);
      results[implementation][nodes] = result;
      console.log(
        row([
          implementation,
          nodes,
          ms(result.firstDrawMs),
          ms(result.layoutMs),
          result.layoutIn,
          ms(result.readyMs),
          ms(result.panFrameMedianMs),
          ms(result.panFrameP95Ms),
          result.panFrames,
          ms(result.settleMs),
        ]),
      );
    }
  }
  const renderers = { canvas: {}, webgl: {} };
  console.log('\nG6 renderers, plain G6 at fixed places (no layout)\n');
  console.log(row(['renderer', 'nodes', 'first draw', '', '', '', 'pan median', '', 'frames']));
  for (const nodes of SIZES.filter((size) => size >= 1000)) {
    for (const renderer of ['canvas', 'webgl']) {
      const result = await rendererCase(browser, server.origin, renderer, nodes);
      renderers[renderer][nodes] = result;
      const shown = (value) => (value === null ? `> ${RENDERER_TIMEOUT_MS / 1000} s` : ms(value));
      console.log(
        row([
          renderer,
          nodes,
          shown(result.firstDrawMs),
          '',
          '',
          '',
          shown(result.panFrameMedianMs),
          '',
          result.panFrames,
        ]),
      );
    }
  }
  const drawn = performance.now();

  const searches = await searchCase(browser, server.origin);
  const searchTimes = searches.map((search) => search.ms);
  const searchP95 = percentile(searchTimes, 95);
  const searchMedian = percentile(searchTimes, 50);
  const answerP95 = percentile(
    searches.map((search) => Math.max(search.graphAnswerMs, search.dendrogramAnswerMs)),
    95,
  );
  const drawAfterAnswersP95 = percentile(
    searches.map((search) => search.ms - Math.max(search.graphAnswerMs, search.dendrogramAnswerMs)),
    95,
  );
  console.log(
    `\nsearch → both graphs drawn (<tj-graph-explore> + <tj-dendro>), ${searches.length} words after ` +
      `${WARM_UP_WORDS.length} warm-up: median ${ms(searchMedian)}, p95 ${ms(searchP95)} (target 300 ms); ` +
      `both answers in, p95 ${ms(answerP95)}; drawn after the later answer, p95 ${ms(drawAfterAnswersP95)}; ` +
      'slowest: ' +
      [...searches]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map((search) => `${search.word} ${ms(search.ms)} (${search.nodes} nodes)`)
        .join(', '),
  );

  const info = results.baseline[SIZES[0]].info;
  const machine = { cpus: availableParallelism(), loadAverage1m: round(loadavg()[0], 2) };
  console.log(
    `\nBaseline layout (our element's gforce options, not animated): ${JSON.stringify(info.baselineLayout)}.` +
      `\nRendering: Chromium headless, canvas 2D in software (WebGL renderer: ${info.renderer}), device pixel ratio ` +
      `${info.devicePixelRatio}; ${machine.cpus} CPUs, load average ${machine.loadAverage1m} at the end.` +
      `\nTime: build + server start ${round((prepared - started) / 1000)} s, draw cases ` +
      `${round((drawn - prepared) / 1000)} s, searches ${round((performance.now() - drawn) / 1000)} s.\n`,
  );

  const summary = { sizes: SIZES, seed: SEED, panZoomMs: PAN_ZOOM_MS, ...machine, baselineLayout: info.baselineLayout };
  const capital = (key) => `${key[0].toUpperCase()}${key.slice(1)}`;
  for (const key of ['firstDrawMs', 'layoutMs', 'readyMs', 'panFrameMedianMs', 'panFrameP95Ms', 'settleMs']) {
    for (const nodes of SIZES) {
      summary[`${key}${nodes}`] = round(results.ours[nodes][key]);
      summary[`baseline${capital(key)}${nodes}`] = round(results.baseline[nodes][key]);
    }
  }
  for (const nodes of SIZES) summary[`layoutIn${nodes}`] = results.ours[nodes].layoutIn;
  const ratio = (key, nodes) => round(results.ours[nodes][key] / results.baseline[nodes][key], 3);
  for (const nodes of SIZES) {
    summary[`firstDrawRatio${nodes}`] = ratio('firstDrawMs', nodes);
    summary[`layoutRatio${nodes}`] = ratio('layoutMs', nodes);
    summary[`readyRatio${nodes}`] = ratio('readyMs', nodes);
    summary[`panFrameRatio${nodes}`] = ratio('panFrameMedianMs', nodes);
    summary[`panFrameP95Ratio${nodes}`] = ratio('panFrameP95Ms', nodes);
  }
  for (const nodes of SIZES.filter((size) => size >= 1000)) {
    const { canvas, webgl } = { canvas: renderers.canvas[nodes], webgl: renderers.webgl[nodes] };
    const figure = (value) => (value === null ? null : round(value));
    summary[`canvasFirstDrawMs${nodes}`] = figure(canvas.firstDrawMs);
    summary[`webglFirstDrawMs${nodes}`] = figure(webgl.firstDrawMs);
    summary[`canvasPanFrameMedianMs${nodes}`] = figure(canvas.panFrameMedianMs);
    summary[`webglPanFrameMedianMs${nodes}`] = figure(webgl.panFrameMedianMs);
    // null: WebGL did not draw within RENDERER_TIMEOUT_MS.
    const ratio = (a, b) => (a === null || b === null ? null : round(a / b, 3));
    summary[`webglFirstDrawRatio${nodes}`] = ratio(webgl.firstDrawMs, canvas.firstDrawMs);
    summary[`webglPanFrameRatio${nodes}`] = ratio(webgl.panFrameMedianMs, canvas.panFrameMedianMs);
  }
  summary.searchToGraphsMedianMs = round(searchMedian);
  summary.searchToGraphsP95Ms = round(searchP95);
  summary.searchAnswersP95Ms = round(answerP95);
  summary.searchDrawAfterAnswersP95Ms = round(drawAfterAnswersP95);
  summary.searchToGraphsP95VsTargetRatio = round(searchP95 / 300, 3);
  // Judged only on a full run (issue 28's targets): at 5,000 nodes the first drawing within 1 s, ready in a fifth of
  // the baseline's time and pan frames a fifth of its; at 10,000 ready within 10 s; a search drawn within 300 ms.
  summary.withinTargets =
    SIZES.includes(5000) &&
    SIZES.includes(10000) &&
    summary.firstDrawMs5000 <= 1000 &&
    summary.readyRatio5000 <= 0.2 &&
    summary.readyMs10000 <= 10_000 &&
    summary.panFrameRatio5000 <= 0.2 &&
    SIZES.every((nodes) => summary[`firstDrawRatio${nodes}`] <= 1) &&
    summary.searchToGraphsP95VsTargetRatio <= 1;
  console.log(JSON.stringify(summary));
} finally {
  await browser?.close();
  await (server ?? (await serverStarting.catch(() => undefined)))?.stop('SIGTERM');
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
