// The bench page (npm run bench:graph drives it through Playwright). Each page mounts one graph, ours or the
// baseline, on the bench's data and answers its draw timings, then runs the scripted pan and zoom and answers the
// frame times; or it mounts <tj-graph-explore> and <tj-dendro> and times searches.
import type { LayoutOptions } from '@antv/g6';
import { DEFAULT_LAYOUT, DEFAULT_LAYOUT_SETTINGS } from '../../src/graph/layout.ts';
import { g6Layout } from '../../src/graph-view/layouts.ts';
import { mountBaseline } from './baseline.ts';
import { benchGraph } from './data.ts';
import { paintedAt, panAndZoom, type PanZoomOptions } from './frames.ts';
import type { DrawTimings, MountedGraph } from './mounted.ts';
import { mountOurs } from './ours.ts';
import { installProbe } from './probe.ts';
import { drawWith, type RendererName, type RendererTimings } from './renderers.ts';
import { mountSearchPage, searchToGraphs, type SearchTiming } from './search.ts';

export type Implementation = 'baseline' | 'ours';

/**
 * The baseline lays out with our element's options for the core's default layout (gforce: G6 v5's "force" with the
 * spec's strengths, not animated), so layout times compare like with like; a web worker is ours to choose, not
 * G6's default, so the baseline never gets one.
 */
function baselineLayout(): LayoutOptions {
  const { enableWorker: _ours, ...layout } = g6Layout(DEFAULT_LAYOUT, DEFAULT_LAYOUT_SETTINGS) as LayoutOptions & {
    enableWorker?: unknown;
  };
  return layout as LayoutOptions;
}

export interface GraphBench {
  draw(implementation: Implementation, nodes: number, seed: number): Promise<DrawTimings>;
  /** Frame times of the scripted pan and zoom, and the time from its end until the graph shows it in full detail. */
  panZoom(options: PanZoomOptions): Promise<{ frames: number[]; settleMs: number }>;
  /** The graph drawn by plain G6 at fixed places with one renderer or the other (renderers.ts). */
  drawWith(renderer: RendererName, nodes: number, seed: number): Promise<RendererTimings>;
  mountSearchPage(): Promise<void>;
  search(word: string): Promise<SearchTiming>;
  info(): { baselineLayout: LayoutOptions; renderer: string; devicePixelRatio: number; drawnNodes: number };
}

declare global {
  interface Window {
    graphBench: GraphBench;
  }
}

installProbe();
let mounted: MountedGraph | undefined;

const stage = (): HTMLElement => {
  const element = document.getElementById('stage');
  if (!element) throw new Error('the bench page has no #stage');
  return element;
};

window.graphBench = {
  async draw(implementation, nodes, seed) {
    if (mounted) throw new Error('one graph per page: open a new page for the next');
    const data = benchGraph(nodes, seed);
    mounted =
      implementation === 'baseline'
        ? await mountBaseline(stage(), data, baselineLayout())
        : await mountOurs(stage(), data);
    return mounted.timings;
  },
  async panZoom(options) {
    if (!mounted) throw new Error('draw a graph first');
    const frames = await panAndZoom(mounted.viewport, options);
    const ended = performance.now();
    await mounted.settled();
    return { frames, settleMs: (await paintedAt()) - ended };
  },
  drawWith: (renderer, nodes, seed) => drawWith(stage(), benchGraph(nodes, seed), renderer),
  mountSearchPage: () => mountSearchPage(stage()),
  search: searchToGraphs,
  info() {
    const gl = document.createElement('canvas').getContext('webgl');
    const debug = gl?.getExtension('WEBGL_debug_renderer_info');
    const renderer = gl && debug ? String(gl.getParameter(debug.UNMASKED_RENDERER_WEBGL)) : 'no WebGL';
    return {
      baselineLayout: baselineLayout(),
      renderer,
      devicePixelRatio: window.devicePixelRatio,
      drawnNodes: mounted?.drawnNodes() ?? 0,
    };
  },
};
