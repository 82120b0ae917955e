/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { DEFAULT_LAYOUT_SETTINGS } from '../graph/layout.ts';
import { until } from '../testing/until.ts';
import { createG6View, liveG6Graphs, type G6View } from './g6-view.ts';
import type { LayoutJob } from './layout-job.ts';
import { LayoutAborted, layoutInWorker, liveLayoutWorkers } from './layout-worker.ts';
import { g6Layout, WORKER_LAYOUT_NODES } from './layouts.ts';
import { BARNES_HUT_NODES } from './large-layout.ts';
import { ringsGraph } from '../testing/rings-graph.ts';

/**
 * The longest gap between two ticks of a 16 ms interval that both saw `busy()` hold: how long the main thread was
 * blocked while it held (the work before it started and after it ended is not counted).
 */
function watchTicks(busy: () => boolean) {
  let last = performance.now();
  let wasBusy = false;
  let ticks = 0;
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const isBusy = busy();
    if (isBusy && wasBusy) {
      ticks += 1;
      longest = Math.max(longest, now - last);
    }
    [last, wasBusy] = [now, isBusy];
  }, 16);
  return {
    stop: () => clearInterval(timer),
    get ticks() {
      return ticks;
    },
    get longest() {
      return longest;
    },
  };
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fulfilled',
    (error: unknown) => error,
  );

describe('force layouts of large graphs in the layout worker', function () {
  // A 1,000-node force layout takes about ten seconds in Chromium here, in a worker or not.
  this.timeout(60_000);

  const errors: unknown[] = [];
  const onError = (event: ErrorEvent | PromiseRejectionEvent) =>
    errors.push('reason' in event ? event.reason : event.error);
  let container: HTMLElement;
  let view: G6View | null = null;

  beforeEach(() => {
    errors.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    container = document.createElement('div');
    container.style.cssText = 'width: 800px; height: 600px';
    document.body.append(container);
  });
  afterEach(async () => {
    view?.destroy();
    await view?.idle();
    view = null;
    container.remove();
    await until(() => liveG6Graphs() === 0, 'G6 destroyed');
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
    expect(errors, 'errors thrown on the page').to.deep.equal([]);
    expect(liveLayoutWorkers(), 'layout workers left running').to.equal(0);
  });

  const gforce = g6Layout('gforce', DEFAULT_LAYOUT_SETTINGS);
  const make = () => {
    view = createG6View({ container, layout: gforce, onClick: () => {} });
    return view;
  };

  it('lays 900 nodes out in the worker while the main thread keeps ticking, every node at a finite place', async () => {
    const graph = ringsGraph(BARNES_HUT_NODES - 100);
    const made = make();
    const ticks = watchTicks(() => liveLayoutWorkers() > 0);
    const shown = made.show(graph);
    await until(() => liveLayoutWorkers() === 1, 'the layout worker started');
    await shown;
    await made.idle();
    ticks.stop();

    expect(made.layoutPath).to.equal('worker');
    expect(liveLayoutWorkers(), 'the worker ended with its job').to.equal(0);
    // While the worker computed, the page's 16 ms timer kept firing: the layout did not hold the main thread.
    expect(ticks.ticks, 'ticks while the worker ran').to.be.greaterThan(10);
    expect(ticks.longest, 'longest gap between ticks (ms)').to.be.lessThan(150);

    const positions = graph.nodes.map((node) => made.clientPositionOf(node.id));
    for (const [index, at] of positions.entries()) {
      expect(at, `node n${index}`).to.not.equal(null);
      expect(Number.isFinite(at?.x) && Number.isFinite(at?.y), `node n${index} at ${JSON.stringify(at)}`).to.equal(
        true,
      );
    }
    // Laid out, not piled up: the nodes spread over the canvas.
    const places = new Set(positions.map((at) => `${Math.round(at?.x ?? 0)},${Math.round(at?.y ?? 0)}`));
    expect(places.size, 'distinct places (to the pixel)').to.be.greaterThan(800);
  });

  it('draws a graph of thousands of nodes at once, then arranges it by Barnes-Hut, saying how far', async () => {
    const graph = ringsGraph(BARNES_HUT_NODES);
    const reports: (number | null)[] = [];
    view = createG6View({ container, layout: gforce, onClick: () => {}, onArranging: (share) => reports.push(share) });
    // Loaded into a graph already drawn, as a saved graph is loaded into Graph Explore.
    await view.show(ringsGraph(20));
    await view.show(graph);
    // Drawn (at its starting places) once its step is done, the layout still to come in steps of its own.
    expect(view.clientPositionOf('n0'), 'drawn').to.not.equal(null);
    await view.idle();

    expect(view.layoutPath).to.equal('worker');
    expect(reports[0], 'arranging from the start').to.equal(0);
    expect(reports.at(-1), 'arranged').to.equal(null);
    const shares = reports.slice(1, -1) as number[];
    expect(
      shares.every((share, index) => share > (shares[index - 1] ?? 0) && share < 1),
      `${shares}`,
    ).to.equal(true);
    const places = new Set(
      graph.nodes.map(({ id }) => {
        const at = view?.clientPositionOf(id);
        return `${Math.round(at?.x ?? Number.NaN)},${Math.round(at?.y ?? Number.NaN)}`;
      }),
    );
    expect(places.has('NaN,NaN'), 'every node at a finite place').to.equal(false);
    expect(places.size, 'distinct places (to the pixel)').to.be.greaterThan(900);
  });

  it('a newer layout takes over a graph being arranged: the older one says nothing more', async () => {
    const reports: (number | null)[] = [];
    const made = (view = createG6View({
      container,
      layout: gforce,
      onClick: () => {},
      onArranging: (share) => reports.push(share),
    }));
    const shown = made.show(ringsGraph(BARNES_HUT_NODES));
    await until(() => liveLayoutWorkers() === 1, 'the layout worker started');
    const relaid = made.setLayout(g6Layout('fruchterman', DEFAULT_LAYOUT_SETTINGS));
    expect(liveLayoutWorkers(), 'the first worker terminated').to.equal(0);
    await Promise.all([shown, relaid]);
    await made.idle();
    expect(made.layoutPath).to.equal('worker');
    // Two runs each began at 0; the last report says the graph is arranged.
    expect(reports.filter((share) => share === 0)).to.have.length(2);
    expect(reports.at(-1)).to.equal(null);
  });

  it('destroyed mid-layout: the worker is terminated at once, and nothing throws', async () => {
    const made = make();
    const before = liveG6Graphs();
    const shown = settled(made.show(ringsGraph(1_000)));
    await until(() => liveLayoutWorkers() === 1, 'the layout worker started');

    made.destroy();
    expect(liveLayoutWorkers(), 'terminated by destroy').to.equal(0);
    expect(await shown).to.equal('fulfilled');
    await made.idle();
    // Calls after destroy are ignored, not thrown.
    await made.show(ringsGraph(400));
    await made.setLayout(g6Layout('fruchterman', DEFAULT_LAYOUT_SETTINGS));
    made.resize();
    expect(made.clientPositionOf('n1')).to.equal(null);
    await until(() => liveG6Graphs() === before - 1, 'G6 destroyed once the queue settled');
    expect(liveLayoutWorkers()).to.equal(0);
  });

  it('a newer layout terminates the older one; only the newer one is applied', async () => {
    const made = make();
    const shown = made.show(ringsGraph(1_000));
    await until(() => liveLayoutWorkers() === 1, 'the gforce worker started');
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, liveLayoutWorkers())), 5);
    const relaid = made.setLayout(g6Layout('force', DEFAULT_LAYOUT_SETTINGS));
    expect(liveLayoutWorkers(), 'the gforce worker terminated').to.equal(0);
    await Promise.all([shown, relaid]);
    await made.idle();
    clearInterval(watch);
    expect(most, 'never two workers at once').to.equal(1);
    expect(made.layoutPath).to.equal('worker');
    expect(Number.isFinite(made.clientPositionOf('n999')?.x)).to.equal(true);
  });

  it('keeps small graphs on the main thread, through G6', async () => {
    const made = make();
    await made.show(ringsGraph(WORKER_LAYOUT_NODES - 1));
    await made.idle();
    expect(made.layoutPath).to.equal('main');
    expect(Number.isFinite(made.clientPositionOf('n0')?.x)).to.equal(true);
  });

  it('falls back to the main thread, with a warning, where there is no Worker', async () => {
    const saved = Object.getOwnPropertyDescriptor(window, 'Worker');
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    Object.defineProperty(window, 'Worker', { value: undefined, configurable: true, writable: true });
    try {
      const made = make();
      await made.show(ringsGraph(WORKER_LAYOUT_NODES));
      await made.idle();
      expect(made.layoutPath).to.equal('main');
      expect(Number.isFinite(made.clientPositionOf('n0')?.x)).to.equal(true);
      expect(warnings.flat().join(' ')).to.contain('no Web Worker');
    } finally {
      if (saved) Object.defineProperty(window, 'Worker', saved);
      console.warn = warn;
    }
  });

  it('starts from a blob: bootstrap when the worker script is on another origin (a partner page)', async () => {
    // The test page is on localhost; 127.0.0.1 is the same server on another origin, as the kit is for a partner.
    const here = new URL(import.meta.url);
    const other = here.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const workerUrl = new URL('./layout.worker.ts?worker_file&type=module', import.meta.url);
    workerUrl.hostname = other;
    expect(() => new Worker(workerUrl, { type: 'module' }), 'a worker of another origin').to.throw();

    const positions = await layoutInWorker(
      {
        type: 'd3-force',
        options: {},
        iterations: 50,
        width: 400,
        height: 300,
        nodes: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
        edges: [{ id: 'ab', source: 'a', target: 'b' }],
      },
      { signal: new AbortController().signal, workerUrl },
    );
    expect(positions.length).to.equal(6);
    expect([...positions].every(Number.isFinite)).to.equal(true);

    const aborted = new AbortController();
    aborted.abort();
    const refused = await settled(layoutInWorker(emptyJob, { signal: aborted.signal }));
    expect(refused).to.be.instanceOf(LayoutAborted);
  });
});

const emptyJob: LayoutJob = { type: 'force', options: {}, iterations: 1, width: 1, height: 1, nodes: [], edges: [] };
