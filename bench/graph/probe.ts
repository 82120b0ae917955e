// A probe on G6 itself, the same for the baseline and our element: both run the one G6 module of this build, so
// wrapping Graph.prototype.emit sees the life-cycle events (draw, layout, render) of every G6 graph on the page,
// ours included, without a hook in the product. The page also gets each graph instance, to drive its viewport.
// A layout that runs in a Web Worker instead of G6 is seen by wrapping the page's Worker: when a job was posted and
// when its answer came.
import { Graph, GraphEvent } from '@antv/g6';

export interface ProbedGraph {
  readonly graph: Graph;
  /** Event name → times (performance.now) it was emitted, in order. */
  readonly events: Map<string, number[]>;
}

const probed = new Map<Graph, ProbedGraph>();
const WATCHED = new Set<string>([
  GraphEvent.BEFORE_DRAW,
  GraphEvent.AFTER_DRAW,
  GraphEvent.BEFORE_LAYOUT,
  GraphEvent.AFTER_LAYOUT,
  GraphEvent.BEFORE_RENDER,
  GraphEvent.AFTER_RENDER,
]);

let installed = false;

/** When each message was posted to a worker, and when each answer came back (performance.now). */
export const workerMessages = { posted: [] as number[], answered: [] as number[] };

export function installProbe(): void {
  if (installed) return;
  installed = true;
  const NativeWorker = window.Worker;
  window.Worker = class ProbedWorker extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', () => workerMessages.answered.push(performance.now()));
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      workerMessages.posted.push(performance.now());
      super.postMessage(message, options as StructuredSerializeOptions);
    }
  };
  const emit = Graph.prototype.emit;
  Graph.prototype.emit = function (this: Graph, event: string, ...args: unknown[]) {
    if (WATCHED.has(event)) {
      const at = performance.now();
      let entry = probed.get(this);
      if (!entry) {
        entry = { graph: this, events: new Map() };
        probed.set(this, entry);
      }
      entry.events.set(event, [...(entry.events.get(event) ?? []), at]);
    }
    emit.call(this, event, ...args);
  } as typeof emit;
}

/** The live (not destroyed) probed graphs drawing inside root (a shadow root or an element). */
export function graphsIn(root: Node): ProbedGraph[] {
  return [...probed.values()].filter(({ graph }) => {
    const container = graph.getCanvas()?.getContainer();
    return !graph.destroyed && container instanceof Node && root.contains(container);
  });
}

/** The first time the event was emitted at or after `since`. */
export function firstSince(entry: ProbedGraph, event: string, since: number): number | undefined {
  return entry.events.get(event)?.find((at) => at >= since);
}

/** The last time the event was emitted at or after `since`. */
export function lastSince(entry: ProbedGraph, event: string, since: number): number | undefined {
  return entry.events.get(event)?.findLast((at) => at >= since);
}
