// What G (@antv/g-lite 2.7, under G6) keeps of a destroyed graph, and how we let it go (issue 26: two 1264×323
// canvases of a removed <tj-graph-explore>, 1.6 MB each, stayed reachable after garbage collection).
//
// G makes one event object per page for each of its scene and rendering events (an element inserted, removed,
// destroyed, reparented or restyled; a frame rendered) and reuses it for every dispatch, in every canvas. A dispatch
// leaves its propagation path on the object (`path`: the target, its parents, the layer's document and G canvas).
// G's Canvas.destroy clears the objects' target and currentTarget but not their path, so from G's module scope the
// last layers an event went through stay reachable once their graph is destroyed, and with them their <canvas>
// elements and pixel buffers: G6's main layer (its elements are restyled, removed and destroyed last) and its
// transient one (the last layer rendered in a frame). Most of these objects are not exported; a listener is handed
// the object itself, so listeners on a graph's layers collect them.
import type { Graph } from '@antv/g6';

/** G's ElementEvent and CanvasEvent names of the events dispatched through one reused object. */
const SHARED_EVENT_TYPES = [
  'DOMNodeInserted',
  'removed',
  'destroy',
  'reparent',
  'DOMAttrModified',
  'beforerender',
  'rerender',
  'afterrender',
] as const;

type SharedEvent = { path?: unknown[] };

/** The reused event objects met so far, by type (one each: G makes them once, at module load). */
const collected = new Map<string, SharedEvent>();

/**
 * Listens, for each event type not met yet, on the graph's layers (called as G6's first render starts: G6 has made
 * its layers and drawn nothing there yet). A listener goes as soon as its event is met, so G's busiest events (a restyle of any element) are not
 * slowed by it; one whose event never comes goes with its graph.
 */
export function collectSharedEvents(graph: Graph): void {
  const layers = Object.values(graph.getCanvas().getLayers());
  for (const type of SHARED_EVENT_TYPES) {
    if (collected.has(type)) continue;
    const remember = (event: SharedEvent) => {
      collected.set(type, event);
      for (const layer of layers) layer.removeEventListener(type, remember);
    };
    for (const layer of layers) layer.addEventListener(type, remember);
  }
}

/**
 * Forgets the paths G left on its reused events: called after a graph is destroyed, so nothing of it stays reachable
 * from G. A graph still alive is not affected: each dispatch computes its path again.
 */
export function forgetSharedEventPaths(): void {
  for (const event of collected.values()) event.path = [];
}
