// The G6 adapter (src/graph-view/, the one folder that imports G6 v5; its data and layouts only G6's types). The
// graph widgets (Graph Explore, Dendro, Thought Map, Ongoing Quest) draw through it; no feature core knows G6, and
// the registry loads these widgets lazily, so G6 is fetched only when a graph element first connects.
//
// It draws a G6Drawing (g6-data.ts), applying only what changed in one batch and running the layout only when items
// came or went; it turns G6's pointer events into ClickTargets for the core's clickEffect; it draws the pending edge
// of add_relationships following the pointer; and it is safe to destroy at any moment (see `destroy`).
//
// A large graph with a force-directed layout is laid out in a worker (layout-worker.ts), not by G6: G6's layout of
// 1,000 nodes holds the main thread for seconds. G6 is then left without a layout of its own and is given the
// worker's positions as node data before it draws. A graph of thousands of nodes is drawn at once at its starting
// places and then shows the layout's progress (streamed-layout.ts).
import {
  Graph,
  GraphEvent,
  type BehaviorOptions,
  type EdgeData,
  type IElementEvent,
  type IPointerEvent,
  type LayoutOptions,
  type NodeData,
} from '@antv/g6';
import type { ClickTarget } from '../graph/click-effect.ts';
import { NODE_LABEL_FONT_SIZE } from '../graph/paint.ts';
import { drawingChanges, EMPTY_DRAWING, type G6Drawing } from './g6-data.ts';
import { CHUNK_NODES, drawingChunks } from './drawing-chunks.ts';
import { initialPlace, isStreamedLayout } from './large-layout.ts';
import { G6_ITERATIONS, isWorkerLayoutType, type LayoutJob, type WorkerLayoutType } from './layout-job.ts';
import { LayoutAborted, layoutInWorker, workersAvailable } from './layout-worker.ts';
import { FIT_ZOOM, groupedLayout, LARGE_GRAPH_NODES, WORKER_LAYOUT_NODES } from './layouts.ts';
import { bindViewportGestures } from './viewport-gestures.ts';
import { separateGroups } from './group-separation.ts';
import { createRenderGate } from './render-gate.ts';
import { collectSharedEvents, forgetSharedEventPaths } from './g-shared-events.ts';
import { createViewportMotion, type ViewportMove } from './viewport-motion.ts';
import { streamLayout } from './streamed-layout.ts';

const PENDING_NODE = '__tj-pointer';
const PENDING_EDGE = '__tj-pending-edge';
/** The prefix of a relation group's hub in the worker's layout (groupHubs). */
const GROUP_HUB = '__tj-group-hub:';
/** The keyboard's focus ring: a G6 state (a halo), so it follows the node wherever the layout puts it. */
export const FOCUS_STATE = 'focused';
const HOVER_STATE = 'hover';
const HOVER_RED = '#e53935';
/** Labels first: each on a patch of the canvas's ground, so the edges that cross a label do not cross its letters. */
const LABEL_PATCH = {
  labelBackground: true,
  labelBackgroundFill: '#0f1b2d',
  labelBackgroundOpacity: 0.7,
  labelBackgroundRadius: 3,
  labelPadding: [0, 3],
};
/** Room around the graph when it is fitted to the view, in px. */
const FIT_MARGIN = 24;

export interface G6ViewOptions {
  readonly container: HTMLElement;
  readonly layout: LayoutOptions;
  /** A click on a node, edge, combo, the pending edge or the canvas, with where on the canvas it landed. */
  readonly onClick: (target: ClickTarget, at: { readonly x: number; readonly y: number }) => void;
  /** The pointer came onto a node (its id and where, in the page's client coordinates) or left it (null). */
  readonly onHover?: (hover: NodeHover | null) => void;
  /**
   * A graph of thousands of nodes is drawn at once and then arranged: the share of that layout done (0 to 1) while it
   * runs, null once it has ended (laid out, or taken over by a newer layout).
   */
  readonly onArranging?: (share: number | null) => void;
  /** The node's combo (the core's data), for combo_expand_collapse clicks on a node. */
  readonly comboOf?: (nodeId: string) => string | undefined;
  /** Tree data (the dendrogram): nodes list their children and the layout is a tree layout. */
  readonly tree?: boolean;
  /** How far fitting the graph to the view after a layout may zoom, [least, most] (FIT_ZOOM when not given). */
  readonly fitZoom?: readonly [number, number];
  /** How long a pan or zoom must rest before the graph takes it (VIEWPORT_REST_MS when not given). */
  readonly viewportRestMs?: number;
}

export interface NodeHover {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

export interface DrawnBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  /** The label's font size on screen, in px (its size in the graph times the zoom). */
  readonly labelPx: number;
}

/** Who computed the positions of the last layout: G6 on the main thread, or our layout worker. */
export type LayoutPath = 'main' | 'worker';

export interface G6View {
  /** Draws the drawing: only the changes are applied; the layout runs again only when items came or went. */
  show(drawing: G6Drawing): Promise<void>;
  /** Another layout (or other settings): lays the graph out again. */
  setLayout(layout: LayoutOptions): Promise<void>;
  /** Starts (a node id) or ends (null) the edge that follows the pointer in add_relationships mode. */
  setPendingEdge(sourceId: string | null): Promise<void>;
  /** Draws the keyboard focus ring around a node (null: none), and brings it into view. */
  setFocus(nodeId: string | null): Promise<void>;
  /** Centres the view on a node drawn outside it (one chosen elsewhere, as in Graph Index); one in view stays put. */
  reveal(nodeId: string): Promise<void>;
  /** Where a node is drawn, in the page's client coordinates (tests and the keyboard's scroll-into-view use it). */
  clientPositionOf(nodeId: string): { readonly x: number; readonly y: number } | null;
  /** Where an item is drawn with its label, in the page's client coordinates, and its label's size on screen. */
  drawnBox(id: string): DrawnBox | null;
  /** What G6 holds for an item (its states, and whether it is drawn visible), or null when it has none. */
  inspect(id: string): { readonly states: readonly string[]; readonly visible: boolean } | null;
  /** Where the loose end of the pending edge is, in canvas coordinates, or null when no edge is pending. */
  pendingEdgeEnd(): { readonly x: number; readonly y: number } | null;
  /** Pans by (dx, dy) and zooms by a ratio around a viewport point (the centre when none), as a drag and a wheel do. */
  readonly viewport: {
    panBy(dx: number, dy: number): void;
    zoomBy(ratio: number, origin?: readonly [number, number]): void;
  };
  /** Follows the container's size. */
  resize(): void;
  /** Settles once every queued drawing is done (tests wait on it). */
  idle(): Promise<void>;
  /** Who laid the graph out last (null: nothing laid out yet). */
  readonly layoutPath: LayoutPath | null;
  destroy(): void;
  readonly destroyed: boolean;
}

/**
 * Settles once the page has painted what was drawn and taken the input waiting (a frame, then a task), or after 50 ms
 * where no frame comes (a page in the background).
 */
const painted = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });

let warnedNoWorker = false;
/** Once a page: this browser (or a test's environment) has no Worker, so large layouts hold the main thread. */
function warnNoWorker(): void {
  if (warnedNoWorker) return;
  warnedNoWorker = true;
  console.warn('[tj] no Web Worker here: large force layouts run on the main thread');
}

let alive = 0;
/** G6 graphs created and not yet destroyed, on this page: the lifecycle tests read it. */
export const liveG6Graphs = (): number => alive;

const views = new WeakMap<HTMLElement, G6View>();
/** The live view drawing into a container (tests click nodes where they are drawn; a new view replaces it). */
export const viewOf = (container: Element): G6View | undefined => views.get(container as HTMLElement);

function behaviorsFor(large: boolean, tree: boolean): BehaviorOptions {
  const behaviors: BehaviorOptions = [
    {
      type: 'hover-activate',
      key: 'hover',
      state: HOVER_STATE,
      degree: 0,
      enable: (e: IPointerEvent) => e.targetType === 'node',
    },
  ];
  // A large graph pans and zooms as a picture (viewport-motion.ts) rather than through G6's behaviors, which redraw
  // every element each frame.
  if (!large) behaviors.push('drag-canvas', 'zoom-canvas');
  if (!tree) behaviors.push({ type: 'drag-element', key: 'drag-element' });
  return behaviors;
}

/**
 * The worker's force layouts know nothing of relation groups: each group gets a hub, a node the worker lays out like
 * any other and the view never draws (it is not in G6's data), tied to every member, so a group's nodes end
 * together and fit()'s separation pass only has to move whole blocks apart.
 */
function groupHubs(nodes: readonly NodeData[]): Pick<LayoutJob, 'nodes' | 'edges'> {
  const hubs: LayoutJob['nodes'] = [];
  const edges: LayoutJob['edges'] = [];
  const seen = new Set<string>();
  for (const { id, combo } of nodes) {
    if (typeof combo !== 'string') continue;
    const hub = `${GROUP_HUB}${combo}`;
    if (!seen.has(hub)) {
      seen.add(hub);
      hubs.push({ id: hub });
    }
    edges.push({ id: `${hub}:${id}`, source: hub, target: id });
  }
  return { nodes: hubs, edges };
}

export function createG6View(options: G6ViewOptions): G6View {
  const { container, onClick, onHover = () => undefined, comboOf = () => undefined, tree = false } = options;
  const { onArranging = () => undefined } = options;
  const [leastFit, mostFit] = options.fitZoom ?? FIT_ZOOM;
  const graph = new Graph({
    container,
    autoResize: false,
    padding: FIT_MARGIN,
    animation: false,
    layout: options.layout,
    zoomRange: [0.05, 5],
    node: {
      type: 'circle',
      style: LABEL_PATCH,
      state: {
        selected: { lineWidth: 4, stroke: '#ffd54f', halo: true, haloStroke: '#ffd54f', haloLineWidth: 8 },
        dimmed: { opacity: 0.2 },
        locked: { lineDash: [3, 3], stroke: '#b0bec5' },
        anchored: { stroke: '#ff9800', lineWidth: 4 },
        pendingSource: { stroke: '#00e676', lineWidth: 4 },
        // The current thought stands out and above the relation groups' boxes, its name always readable.
        // Cyan, so it is never taken for the amber focus ring, the yellow selection or the orange anchor.
        thought: { size: 44, fill: '#26c6da', labelFontSize: 17, labelFontWeight: 'bold', zIndex: 10 },
        focus: { fill: '#ff9800' },
        [HOVER_STATE]: { fill: HOVER_RED },
        [FOCUS_STATE]: { halo: true, haloStroke: '#ffbf00', haloLineWidth: 10, haloStrokeOpacity: 0.9 },
      },
    },
    edge: {
      type: tree ? 'polyline' : 'line',
      // The dendrogram's edges go down from a kind and across to each of its kinds, as a file tree's lines do.
      style: {
        stroke: '#90a4ae',
        labelFill: '#e0e0e0',
        labelFontSize: 11,
        labelBackground: false,
        ...(tree ? { router: { type: 'orth' }, sourcePort: 'bottom', targetPort: 'left' } : {}),
      },
      state: { dimmed: { opacity: 0.15 } },
    },
    // A relation group is a rounded box round its grid of nodes (layouts.ts): a circle round the same grid is half as
    // wide again, and reached over its neighbours. Its title sits above it, at the size of the node labels.
    combo: {
      type: 'rect',
      style: {
        radius: 12,
        stroke: '#ffffff',
        strokeOpacity: 0.4,
        labelFill: '#ffffff',
        labelFontSize: NODE_LABEL_FONT_SIZE,
        labelFontWeight: 'bold',
        labelPlacement: 'top',
        ...LABEL_PATCH,
      },
    },
    behaviors: behaviorsFor(false, tree),
  });
  alive += 1;
  // G6 makes its layers in its first render, before it draws anything there: from then on G's reused events are met.
  graph.once(GraphEvent.BEFORE_RENDER, () => collectSharedEvents(graph));

  let destroyed = false;
  let drawn: G6Drawing = EMPTY_DRAWING;
  let rendered = false;
  let large = false;
  let pendingSource: string | null = null;
  let focused: string | null = null;
  // Every G6 call runs in this queue, one after another: G6's render, draw and layout are async, and one started
  // before the previous settles reads half-updated data. The queue also lets `destroy` wait for the last one.
  let queue: Promise<void> = Promise.resolve();

  function enqueue(step: () => Promise<void> | void): Promise<void> {
    const run = queue.then(async () => {
      if (destroyed) return;
      await step();
    });
    // One failed step (a G6 error) must not stop the ones after it; the caller still sees its own failure.
    queue = run.catch((error: unknown) => {
      if (!destroyed) console.error('[tj] graph drawing failed', error);
    });
    return queue;
  }

  const elementId = (event: IElementEvent) => String((event.target as { id?: unknown }).id ?? '');
  const at = (event: IPointerEvent) => ({ x: event.canvas.x, y: event.canvas.y });

  graph.on('node:click', (event: IElementEvent) => {
    const id = elementId(event);
    if (id === PENDING_NODE) return;
    onClick({ kind: 'node', id, comboId: comboOf(id) }, at(event));
  });
  graph.on('edge:click', (event: IElementEvent) => {
    const id = elementId(event);
    onClick(id === PENDING_EDGE ? { kind: 'pendingEdge' } : { kind: 'edge', id }, at(event));
  });
  graph.on('combo:click', (event: IElementEvent) => onClick({ kind: 'combo', id: elementId(event) }, at(event)));
  graph.on('canvas:click', (event: IPointerEvent) => onClick({ kind: 'canvas' }, at(event)));
  graph.on('node:pointerenter', (event: IElementEvent) => {
    const id = elementId(event);
    // Where on the page: the DOM's own event says (G6's copy of it has no clientX).
    const { clientX, clientY } = event.nativeEvent as PointerEvent;
    if (id !== PENDING_NODE) onHover({ id, x: clientX, y: clientY });
  });
  graph.on('node:pointerleave', () => onHover(null));

  // The pending edge's loose end follows the pointer, one update per frame at most.
  let frame = 0;
  let pointer: { x: number; y: number } | null = null;
  graph.on('pointermove', (event: IPointerEvent) => {
    if (pendingSource === null) return;
    pointer = at(event);
    if (frame !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const target = pointer;
      if (target === null || pendingSource === null) return;
      void enqueue(async () => {
        if (!graph.hasNode(PENDING_NODE)) return;
        graph.updateNodeData([{ id: PENDING_NODE, style: { x: target.x, y: target.y } }]);
        await graph.draw();
      });
    });
  });

  const renderGate = createRenderGate();
  // A large graph's pan and zoom: the picture moves at once, the graph takes the move when it rests.
  const motion = createViewportMotion({
    layers: () => [...container.querySelectorAll('canvas')],
    scaleRange: () => {
      const [least, most] = graph.getZoomRange() ?? [0.05, 5];
      const zoom = graph.getZoom();
      return [least / zoom, most / zoom];
    },
    hold: (held) => renderGate.hold(held),
    ...(options.viewportRestMs === undefined ? {} : { restMs: options.viewportRestMs }),
    commit: (move: ViewportMove) => {
      viewMoved = true;
      return enqueue(async () => {
        await graph.zoomBy(move.scale, false, [0, 0]);
        await graph.translateBy([move.x, move.y], false);
      });
    },
  });
  const gestures = bindViewportGestures(container, motion, () => large);
  // G6's event is a copy of G's, without its getters (clientX and the like): the DOM's own event has them.
  graph.on('canvas:pointerdown', (event: IPointerEvent) => gestures.startDrag(event.nativeEvent as PointerEvent));

  /** Centres the view on a node drawn outside it; one in view stays where it is, so the graph does not jump. */
  async function bringIntoView(nodeId: string): Promise<void> {
    const at = rendered ? positionOf(nodeId) : null;
    if (at === null) return;
    const [x, y] = graph.getViewportByCanvas(at);
    const [width, height] = graph.getSize();
    const margin = 24;
    const inView = x >= margin && y >= margin && x <= width - margin && y <= height - margin;
    if (!inView) await graph.focusElement(nodeId, false);
  }

  /**
   * Fits the graph to the view, after every layout: G6's fit, its zoom kept between the least and the most a fit may
   * zoom. Kept at the least, the graph is larger than the view: its left edge and its word (the thought or focus
   * node) are brought into view.
   */
  async function fit(): Promise<void> {
    if (!tree) await separateGroups(graph, (id) => id === PENDING_NODE);
    await graph.fitView();
    const fitted = graph.getZoom();
    const zoom = Math.min(Math.max(fitted, leastFit), mostFit);
    if (zoom === fitted) return;
    const [width, height] = graph.getSize();
    await graph.zoomTo(zoom, false, [width / 2, height / 2]);
    if (zoom < fitted) return;
    const { min, max } = graph.getCanvas().getBounds();
    const [left, top] = graph.getViewportByCanvas(min);
    const [right, bottom] = graph.getViewportByCanvas(max);
    const word = [
      ...graph.getElementDataByState('node', 'focus'),
      ...graph.getElementDataByState('node', 'thought'),
    ][0];
    const at = word ? graph.getViewportByCanvas(graph.getElementPosition(word.id)) : null;
    const dx = right - left > width - 2 * FIT_MARGIN ? FIT_MARGIN - left : 0;
    const dy = bottom - top <= height - 2 * FIT_MARGIN ? 0 : at ? height / 2 - at[1] : FIT_MARGIN - top;
    await graph.translateBy([dx, dy], false);
  }

  function positionOf(id: string): [number, number] | null {
    if (!graph.hasNode(id)) return null;
    const [x, y] = graph.getElementPosition(id);
    return [x, y];
  }

  async function drawPendingEdge(): Promise<void> {
    const want = pendingSource !== null && graph.hasNode(pendingSource) ? pendingSource : null;
    const has = graph.hasNode(PENDING_NODE);
    if (want === null) {
      if (has) graph.removeData({ nodes: [PENDING_NODE], edges: [PENDING_EDGE] });
      return;
    }
    const [x, y] = pointer ? [pointer.x, pointer.y] : (positionOf(want) ?? [0, 0]);
    if (has) graph.removeData({ nodes: [PENDING_NODE], edges: [PENDING_EDGE] });
    graph.addData({
      nodes: [{ id: PENDING_NODE, style: { x, y, size: 2, visibility: 'hidden', labelText: '' } }],
      edges: [
        {
          id: PENDING_EDGE,
          source: want,
          target: PENDING_NODE,
          style: {
            stroke: '#00e676',
            lineWidth: 3,
            lineDash: [6, 4],
            endArrow: true,
            increasedLineWidthForHitTesting: 8,
          },
        },
      ],
    });
  }

  /** The focus ring is a state the core does not know: added here, so a change of the core's states keeps it. */
  function withFocus(drawing: G6Drawing): G6Drawing {
    if (focused === null) return drawing;
    const nodes = drawing.nodes.map((node) =>
      node.id === focused ? { ...node, states: [...(node.states ?? []), FOCUS_STATE] } : node,
    );
    return { ...drawing, nodes };
  }

  let layout = options.layout;
  let layoutPath: LayoutPath | null = null;
  /** The worker layout in flight: a newer layout, or destroy, aborts it (its worker is terminated). */
  let layoutRun: AbortController | null = null;
  /** A layout was aborted for a newer one whose step has not laid the graph out yet. */
  let layoutDue = false;
  /** A large graph's layout showing its progress, until its last positions are drawn (streamed-layout.ts). */
  let streaming: Promise<void> | null = null;
  /** The run of the stream whose progress onArranging reports. */
  let arranging: AbortController | null = null;
  /** The learner panned or zoomed since the layout started: its progress is no longer fitted to the view. */
  let viewMoved = false;

  function abortLayout(): void {
    layoutRun?.abort();
    layoutRun = null;
  }

  /** The layout's type when the worker runs it (force-directed, for a graph, not a tree), else null. */
  const workerLayoutType = (): WorkerLayoutType | null =>
    !tree && !Array.isArray(layout) && isWorkerLayoutType(layout.type) ? layout.type : null;

  /** The worker's job when this layout runs there: a force-directed layout of a large graph (not a tree). */
  function workerJob(
    nodes: readonly NodeData[] = graph.getNodeData().filter((node) => node.id !== PENDING_NODE),
    allEdges: readonly EdgeData[] = graph.getEdgeData(),
  ): LayoutJob | null {
    const type = workerLayoutType();
    if (type === null || Array.isArray(layout) || nodes.length < WORKER_LAYOUT_NODES) return null;
    if (!workersAvailable()) {
      warnNoWorker();
      return null;
    }
    const ids = new Set(nodes.map((node) => node.id));
    const edges = allEdges
      .filter((edge) => edge.id !== PENDING_EDGE && ids.has(edge.source) && ids.has(edge.target))
      .map((edge) => ({ id: String(edge.id), source: edge.source, target: edge.target }));
    const hubs = groupHubs(nodes);
    const { type: _type, animation: _animation, iterations, ...settings } = layout;
    const [width, height] = graph.getSize();
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
    return {
      type,
      options: settings,
      iterations: number(iterations) ?? G6_ITERATIONS,
      width,
      height,
      nodes: [
        ...nodes.map(({ id, style }) => ({
          id,
          x: number(style?.x),
          y: number(style?.y),
          size: number(style?.size),
        })),
        ...hubs.nodes,
      ],
      edges: [...edges, ...hubs.edges],
    };
  }

  /**
   * Lays a large force-directed graph out in the worker and sets the positions as G6's node data, leaving G6 with
   * no layout of its own so its render and draw keep them. 'main': G6 is to lay it out on this thread (a small
   * graph, another layout, no workers here, or the worker failed). 'superseded': a newer layout or destroy took
   * over; nothing was applied.
   */
  async function layOutInWorker(whole?: G6Drawing): Promise<'applied' | 'main' | 'superseded'> {
    const job = whole ? workerJob(whole.nodes, whole.edges) : workerJob();
    if (job !== null && isStreamedLayout(job.nodes.length)) {
      startStream(job);
      return 'applied';
    }
    if (job !== null) {
      const run = new AbortController();
      layoutRun = run;
      try {
        const positions = await layoutInWorker(job, { signal: run.signal });
        if (destroyed || run.signal.aborted) return 'superseded';
        graph.setOptions({ layout: undefined });
        place(job, positions);
        layoutPath = 'worker';
        return 'applied';
      } catch (error) {
        if (destroyed || error instanceof LayoutAborted) return 'superseded';
        console.warn('[tj] the layout worker failed; laying the graph out on the main thread', error);
      } finally {
        if (layoutRun === run) layoutRun = null;
      }
    }
    setMainLayout();
    return 'main';
  }

  function setMainLayout(): void {
    // Relation groups are laid out as blocks, so their bubbles cover no other group's nodes (layouts.ts).
    graph.setLayout(!tree && drawn.combos.length > 0 ? groupedLayout(layout) : layout);
    layoutPath = 'main';
  }

  /** The place of each of the job's nodes that G6 holds, from the worker's positions (x, y per node, in order). */
  function placesOf(job: LayoutJob, positions: Float64Array): [string, [number, number]][] {
    return job.nodes.flatMap(({ id }, index): [string, [number, number]][] =>
      graph.hasNode(id) ? [[id, [positions[index * 2] ?? 0, positions[index * 2 + 1] ?? 0]]] : [],
    );
  }

  /** Gives the job's nodes that G6 holds these positions as their data, before G6 draws them. */
  function place(job: LayoutJob, positions: Float64Array): void {
    graph.updateNodeData(placesOf(job, positions).map(([id, [x, y]]) => ({ id, style: { x, y } })));
  }

  /** Whether the worker arranges this drawing as it progresses (drawn at once, in chunks when it has no groups). */
  function arrangedAsDrawn(drawing: G6Drawing): boolean {
    return workerLayoutType() !== null && isStreamedLayout(drawing.nodes.length) && workersAvailable();
  }

  /**
   * A graph that the worker arranges as it progresses is first drawn with each node that has no place at its starting
   * place (large-layout.ts), the one the worker starts it from.
   */
  function withStartingPlaces(drawing: G6Drawing): G6Drawing {
    if (!arrangedAsDrawn(drawing)) return drawing;
    const nodes = drawing.nodes.map((node, index) => {
      const { x, y } = node.style ?? {};
      return typeof x === 'number' && typeof y === 'number'
        ? node
        : { ...node, style: { ...node.style, ...initialPlace(index) } };
    });
    return { ...drawing, nodes };
  }

  /**
   * A graph of thousands of nodes, drawn by the caller as it is: the worker's layout is applied as it progresses, each
   * drawing a step of the queue of its own. Should the worker fail, G6 lays the graph out on this thread.
   */
  function startStream(job: LayoutJob): void {
    graph.setOptions({ layout: undefined });
    const run = new AbortController();
    layoutRun = run;
    viewMoved = false;
    const apply = async (positions: Float64Array, share: number) => {
      // G6's translate, not updateNodeData: it leaves the relation groups' hierarchy alone, which updateNodeData
      // walks again for every node (seconds at 5,000 nodes).
      await graph.translateElementTo(Object.fromEntries(placesOf(job, positions)), false);
      if (!viewMoved) await fit();
      if (share === 1) layoutPath = 'worker';
      else onArranging(share);
    };
    arranging = run;
    onArranging(0);
    const stream = streamLayout(job, run.signal, { enqueue, apply }).then(async (outcome) => {
      if (layoutRun === run) layoutRun = null;
      // Ended, and no newer stream took over to say how far it is.
      if (arranging === run) {
        arranging = null;
        onArranging(null);
      }
      if (outcome !== 'failed') return;
      await enqueue(async () => {
        setMainLayout();
        await graph.layout();
        await fit();
      });
    });
    streaming = stream;
    void stream.finally(() => {
      if (streaming === stream) streaming = null;
    });
  }

  /** Draws the whole drawing anew (the first render, or a new tree), laid out. */
  async function renderAll(next: G6Drawing): Promise<void> {
    // A node of no group is given without `combo: null` (which only takes a node out of a group): for each node with
    // it, G6 walks the groups' hierarchy again (most of a second at 5,000 nodes).
    const nodes = withStartingPlaces(next).nodes.map(({ combo, ...node }) =>
      combo === null ? node : { ...node, combo },
    );
    // A graph the worker arranges is drawn in chunks (drawing-chunks.ts); one with relation groups whole.
    const [first, ...rest] =
      arrangedAsDrawn(next) && next.combos.length === 0
        ? drawingChunks(nodes, next.edges)
        : [{ nodes, edges: [...next.edges] }];
    graph.setData({ nodes: first?.nodes ?? [], edges: first?.edges ?? [], combos: [...next.combos] });
    const by = await layOutInWorker({ ...next, nodes });
    if (by === 'superseded') return;
    // On the main path G6's render lays the graph out itself (before drawing, for its pre-layouts such as the
    // dendrogram); on the worker path G6 has no layout and draws the positions given.
    await graph.render();
    await fit();
    renderGate.install(graph);
    // G6 gives each of its canvases tabIndex 1: four extra, invisible stops in the page's tab order. The container
    // is the graph's one stop (the keyboard's node navigation lives there).
    for (const canvas of container.querySelectorAll('canvas')) canvas.tabIndex = -1;
    rendered = true;
    layoutDue = false;
    for (const chunk of rest) {
      await painted();
      if (destroyed) return;
      graph.addData(chunk);
      await graph.draw();
    }
  }

  /** Lays the drawn graph out again (items came or went, or another layout). */
  async function layOutAgain(): Promise<void> {
    const by = await layOutInWorker();
    if (by === 'superseded') {
      layoutDue = true;
      return;
    }
    layoutDue = false;
    if (by === 'main') await graph.layout();
    else await graph.draw();
    await fit();
  }

  let input: G6Drawing = EMPTY_DRAWING;
  async function show(shown: G6Drawing): Promise<void> {
    input = shown;
    // Items came or went while the worker lays out the items before: that layout is stale, and this one's step
    // lays the graph out again (`drawn` is the drawing being laid out).
    if (layoutRun !== null && drawingChanges(drawn, withFocus(shown)).structural) abortLayout();
    await enqueue(async () => {
      const next = withFocus(input);
      const changes = drawingChanges(drawn, next);
      drawn = next;
      const nowLarge = next.nodes.length >= LARGE_GRAPH_NODES;
      if (nowLarge !== large) {
        large = nowLarge;
        graph.setBehaviors(behaviorsFor(large, tree));
      }
      // A new tree is a new drawing: G6's tree layouts need the whole hierarchy at once. So is a graph loaded with
      // hundreds of new nodes that the worker arranges: drawn at once from its starting places, in chunks.
      const loaded = arrangedAsDrawn(next) && changes.nodes.add.length >= CHUNK_NODES;
      if (!rendered || (tree && changes.structural) || loaded) {
        await renderAll(next);
        return;
      }
      if (changes.empty && !layoutDue) return;
      // Removing first: an edge to a node removed in the same change goes with it.
      graph.removeData({
        nodes: changes.nodes.remove,
        edges: changes.edges.remove.filter((id) => graph.hasEdge(id)),
        combos: changes.combos.remove,
      });
      graph.addData({ nodes: changes.nodes.add, edges: changes.edges.add, combos: changes.combos.add });
      graph.updateData({ nodes: changes.nodes.update, edges: changes.edges.update, combos: changes.combos.update });
      await drawPendingEdge();
      await graph.draw();
      if (changes.structural || layoutDue) await layOutAgain();
    });
  }

  const view: G6View = {
    show,
    setLayout(next) {
      // A newer layout: the one in the worker, if any, will not be applied.
      abortLayout();
      return enqueue(async () => {
        layout = next;
        if (rendered) await layOutAgain();
        else if (drawn.nodes.length > 0) await renderAll(drawn);
        else graph.setLayout(layout);
      });
    },
    setPendingEdge(sourceId) {
      pendingSource = sourceId;
      if (sourceId === null) pointer = null;
      return enqueue(async () => {
        if (!rendered) return;
        await drawPendingEdge();
        await graph.draw();
      });
    },
    async setFocus(nodeId) {
      focused = nodeId;
      await show(input);
      if (nodeId !== null) await enqueue(() => bringIntoView(nodeId));
    },
    reveal(nodeId) {
      return enqueue(() => bringIntoView(nodeId));
    },
    clientPositionOf(nodeId) {
      if (destroyed || !rendered) return null;
      const position = positionOf(nodeId);
      if (!position) return null;
      const [x, y] = graph.getClientByCanvas(position);
      return { x, y };
    },
    drawnBox(id) {
      if (destroyed || !rendered) return null;
      if (!graph.hasNode(id) && !graph.hasCombo(id)) return null;
      const { min, max } = graph.getElementRenderBounds(id);
      const [left, top] = graph.getClientByCanvas(min);
      const [right, bottom] = graph.getClientByCanvas(max);
      const fontSize = Number(graph.getElementRenderStyle(id)['labelFontSize'] ?? 0);
      return { left, top, right, bottom, labelPx: fontSize * graph.getZoom() };
    },
    inspect(id) {
      if (destroyed || !rendered) return null;
      if (!graph.hasNode(id) && !graph.hasEdge(id) && !graph.hasCombo(id)) return null;
      return { states: graph.getElementState(id), visible: graph.getElementVisibility(id) !== 'hidden' };
    },
    pendingEdgeEnd() {
      if (destroyed || !graph.hasEdge(PENDING_EDGE)) return null;
      const [x, y] = graph.getElementPosition(PENDING_NODE);
      return { x, y };
    },
    viewport: {
      panBy(dx, dy) {
        if (large) motion.panBy(dx, dy);
        else if (rendered) void enqueue(() => graph.translateBy([dx, dy], false));
      },
      zoomBy(ratio, origin) {
        const [width, height] = graph.getSize();
        const at = origin ?? ([width / 2, height / 2] as const);
        if (large) motion.zoomBy(ratio, at);
        else if (rendered) void enqueue(() => graph.zoomBy(ratio, false, [at[0], at[1]]));
      },
    },
    resize() {
      if (destroyed) return;
      const { width, height } = container.getBoundingClientRect();
      if (width > 0 && height > 0) void enqueue(() => graph.resize(width, height));
    },
    async idle() {
      // A large graph's layout in progress queues its drawings as it goes: idle once its last one is drawn.
      for (;;) {
        await queue;
        const running = streaming;
        if (running === null) return;
        await running;
      }
    },
    get layoutPath() {
      return layoutPath;
    },
    /**
     * Destroying G6 while its render is still awaiting (React StrictMode's mount-unmount-mount, or an element
     * detached right after it connects) makes the pending render read `this.context`, which destroy emptied:
     * "Cannot read properties of undefined (reading 'draw')" and the like (antvis/G6#7516, open for 5.x). So the
     * view stops taking work at once and destroys G6 only once the queued render, draw or layout has settled.
     */
    destroy() {
      if (destroyed) return;
      destroyed = true;
      // A layout in the worker stops now (terminated), so the queue below settles without waiting for it.
      abortLayout();
      gestures.dispose();
      if (views.get(container) === view) views.delete(container);
      if (frame !== 0) cancelAnimationFrame(frame);
      const finish = () => {
        try {
          graph.stopLayout();
        } catch {
          // Nothing was laid out yet: the layout controller is not made before the first render.
        }
        graph.destroy();
        // G's reused events still lead to this graph's layers and their canvases (g-shared-events.ts).
        forgetSharedEventPaths();
        alive -= 1;
      };
      void queue.then(finish, finish);
    },
    get destroyed() {
      return destroyed;
    },
  };
  views.set(container, view);
  return view;
}
