// The core's layouts (spec 1 §3) as G6 v5 layout options. Pure (G6 types only).
//
// G6 v5 renamed v4's layouts: v4's "gForce" (edgeStrength, nodeStrength, linkDistance) is v5's built-in "force"
// (@antv/layout's ForceLayout, the same Coulomb/Hooke model and option names), and v4's d3 "force" is v5's
// "d3-force". The core keeps the spec's names; this table is the one place that knows G6's.
import type { LayoutOptions } from '@antv/g6';
import type { GraphLayout } from '../contract/graph.ts';
import type { LayoutSettings } from '../graph/layout.ts';

const g6LayoutType: Readonly<Record<GraphLayout, string>> = {
  gforce: 'force',
  force: 'd3-force',
  dagre: 'antv-dagre',
  concentric: 'concentric',
  radial: 'radial',
  circular: 'circular',
  fruchterman: 'fruchterman',
  mds: 'mds',
  grid: 'grid',
};

/** The iterative (force-directed) layouts: the ones worth moving off the main thread for a large graph. */
export const forceLayouts: ReadonlySet<GraphLayout> = new Set(['gforce', 'force', 'fruchterman']);

/** From this many nodes the graph is drawn as a large one (lighter drawing while moving). */
export const LARGE_GRAPH_NODES = 400;

/**
 * From this many nodes a force-directed layout runs in our layout worker (g6-view.ts); below, on the main thread
 * through G6. Measured with @antv/layout 2.0.1 and G6's 300 steps on graphs with twice as many edges as nodes
 * (Node 20 on the dev machine; Chromium is slower still): gforce, d3-force and fruchterman take about 140, 90 and
 * 60 ms at 50 nodes, 240, 290 and 300 ms at 100, 0.8, 0.8 and 1.9 s at 300. From 100 nodes the main thread would
 * be held longer than the 200 ms a response to the learner may take, while the worker costs tens of ms to start
 * and one copy of ids and edges; a thought's graph from a search (a few dozen nodes) stays on the main thread.
 */
export const WORKER_LAYOUT_NODES = 100;

/** Defaults the kit adds to G6's where G6's own make our graphs unreadable (overlapping labelled nodes). */
const kitDefaults: Partial<Record<GraphLayout, Record<string, unknown>>> = {
  gforce: { preventOverlap: true, nodeSize: 40, maxIteration: 300 },
  force: { collide: { radius: 30 }, link: { distance: 100 } },
  dagre: { rankdir: 'LR', nodesep: 20, ranksep: 60 },
  concentric: { preventOverlap: true, nodeSize: 40 },
  radial: { preventOverlap: true, nodeSize: 40, unitRadius: 100 },
  fruchterman: { gravity: 5, speed: 5 },
};

export function g6Layout(layout: GraphLayout, settings: LayoutSettings): LayoutOptions {
  return {
    type: g6LayoutType[layout],
    ...kitDefaults[layout],
    ...settings[layout],
    // Positions are applied at once: an animated force layout keeps the main thread busy for seconds on a large graph.
    animation: false,
  } as LayoutOptions;
}

/** The dendrogram's layout: G6's "dendrogram" (leaves aligned), left to right, root on the left. */
export const DENDROGRAM_LAYOUT: LayoutOptions = {
  type: 'dendrogram',
  direction: 'LR',
  nodeSep: 28,
  rankSep: 120,
  animation: false,
} as LayoutOptions;
