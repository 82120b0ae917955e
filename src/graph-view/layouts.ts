// The core's layouts (spec 1 §3) as G6 v5 layout options. Pure (G6 types only).
//
// G6 v5 renamed v4's layouts: v4's "gForce" (edgeStrength, nodeStrength, linkDistance) is v5's built-in "force"
// (@antv/layout's ForceLayout, the same Coulomb/Hooke model and option names), and v4's d3 "force" is v5's
// "d3-force". The core keeps the spec's names; this table is the one place that knows G6's.
import type { LayoutOptions } from '@antv/g6';
import type { GraphLayout } from '../contract/graph.ts';
import type { LayoutSettings } from '../graph/layout.ts';
import { NODE_SIZE } from '../graph/paint.ts';

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

/**
 * The room a node's label takes beside the node, inside a relation group: a label of some fifteen characters at the
 * spec's 15 px is about 130 px wide, and sits above its node. Labels of one group then never run into each other.
 */
export const GROUP_LABEL_ROOM: readonly [number, number] = [100, 34];

/** The top layout's own node sizes, collision radius and link length give way to the sizes of the groups' blocks. */
const sizeKeys: ReadonlySet<string> = new Set(['nodeSize', 'collide', 'linkDistance', 'animation']);

/**
 * The layout with relation groups drawn. G6's layouts place nodes with no regard to their groups, and each group's
 * bubble (drawn round its nodes) then covers other groups' nodes, labels and titles. So each group's nodes are laid
 * out apart first, on a compact grid of label-wide cells, and the chosen layout then places the groups as blocks,
 * with the nodes in no group, keeping them from overlapping (G6's "combo-combined"). The nodes' own sizes are G6's
 * (a locked node stays small): the layout only adds the labels' room to them.
 */
export function groupedLayout(layout: LayoutOptions): LayoutOptions {
  if (Array.isArray(layout)) return layout;
  const top = Object.fromEntries(Object.entries(layout).filter(([key]) => !sizeKeys.has(key)));
  // A grid's rows and columns follow its width to height: given a cell's height to width, each group is about
  // square. (The top layout keeps blocks apart by their larger side; a long flat block left wide empty bands.)
  // GForce's collision is one force among its pulls (its edges pull at 300): stronger, so that few and large blocks
  // end apart. (d3-force's collision strength is at most 1.)
  const strongerCollision = layout.type === g6LayoutType.gforce ? { collideStrength: 4 } : {};
  const [roomX, roomY] = GROUP_LABEL_ROOM;
  const inGroup = {
    type: 'grid',
    condense: true,
    preventOverlap: true,
    width: NODE_SIZE + roomY,
    height: NODE_SIZE + roomX,
  };
  return {
    type: 'combo-combined',
    layout: (comboId: unknown) => (comboId === null ? { ...top, preventOverlap: true, ...strongerCollision } : inGroup),
    nodeSpacing: GROUP_LABEL_ROOM,
    comboPadding: 12,
    comboSpacing: 72,
    animation: false,
  } as LayoutOptions;
}

/** The least size on screen of a label in the dendrogram: readable text in a narrow panel. */
export const LEAST_LABEL_PX = 11;

/**
 * The dendrogram's layout: an indented tree (as a file tree is drawn), one kind a row, each kind indented under its
 * parent, its label to its right. The word's chain of kinds is some fifteen levels deep: drawn left to right, its
 * ranks need some 1,600 px, and fitted into a panel of 455 its labels shrank to 4 px; indented, it needs about 400.
 */
export const DENDROGRAM_LAYOUT: LayoutOptions = {
  type: 'indented',
  direction: 'LR',
  indent: 18,
  getHeight: () => 16,
  getWidth: () => 16,
  getVGap: () => 4,
  getHGap: () => 0,
  animation: false,
} as LayoutOptions;

/**
 * The quest tree with Eddie's steps drawn round its thoughts (step-groups.ts): rows far enough apart for each step's
 * box and title, which at the dendrogram's own spacing would lie over the next row's.
 */
export const GROUPED_DENDROGRAM_LAYOUT: LayoutOptions = {
  ...DENDROGRAM_LAYOUT,
  indent: 28,
  getVGap: () => 24,
} as LayoutOptions;

/**
 * How far a fit may zoom: [least, most]. Never past 1.5 (a graph of one node was drawn as a giant circle), and for
 * the dendrogram never so little that its labels are drawn under LEAST_LABEL_PX: a tree taller than the panel is
 * then moved through by dragging, its word in view.
 */
export const FIT_ZOOM: readonly [number, number] = [0, 1.5];
/** The dendrogram's labels, in canvas units. */
export const DENDROGRAM_LABEL_FONT_SIZE = 13;
export const DENDROGRAM_FIT_ZOOM: readonly [number, number] = [
  LEAST_LABEL_PX / DENDROGRAM_LABEL_FONT_SIZE,
  FIT_ZOOM[1],
];
