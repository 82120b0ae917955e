// What a mounted graph (ours or the baseline) answers, read the same way for both from the G6 probe.
import { GraphEvent, type Graph } from '@antv/g6';
import { paintedAt, type ViewportDriver } from './frames.ts';
import { firstSince, lastSince, workerMessages, type ProbedGraph } from './probe.ts';

export interface DrawTimings {
  /** From handing over the data to the first frame drawn after G6's first draw of it (wherever the nodes are). */
  readonly firstDrawMs: number;
  /** The layout's run: G6's beforelayout to afterlayout, or a worker's job from posting it to its answer. */
  readonly layoutMs: number;
  /** Where the layout ran: G6 on the main thread, or a Web Worker. */
  readonly layoutIn: 'main' | 'worker';
  /** From handing over the data to the first frame that shows the laid-out graph. */
  readonly readyMs: number;
}

export interface MountedGraph {
  readonly timings: DrawTimings;
  readonly viewport: ViewportDriver;
  /** Settles once the graph shows the end of a pan and zoom in full detail. */
  readonly settled: () => Promise<void>;
  /** Nodes G6 holds (a check that the whole graph was drawn). */
  readonly drawnNodes: () => number;
}

/**
 * Starts watching for the first frame after G6's next draw, as the draw ends: G6's own draw is synchronous, and a
 * layout that runs right after it on the main thread delays that frame, as it delays what the learner sees.
 */
export function watchFirstDraw(graph: Graph): Promise<number> {
  return new Promise((resolve) => graph.once(GraphEvent.AFTER_DRAW, () => void paintedAt().then(resolve)));
}

export function drawTimings(entry: ProbedGraph, started: number, firstDrawAt: number, readyAt: number): DrawTimings {
  const times = { firstDrawMs: firstDrawAt - started, readyMs: readyAt - started };
  const layoutStart = firstSince(entry, GraphEvent.BEFORE_LAYOUT, started);
  const layoutEnd = lastSince(entry, GraphEvent.AFTER_LAYOUT, started);
  if (layoutStart !== undefined && layoutEnd !== undefined) {
    return { ...times, layoutMs: layoutEnd - layoutStart, layoutIn: 'main' };
  }
  const posted = workerMessages.posted.find((at) => at >= started);
  const answered = workerMessages.answered.findLast((at) => at >= started);
  if (posted !== undefined && answered !== undefined) {
    return { ...times, layoutMs: answered - posted, layoutIn: 'worker' };
  }
  throw new Error('the graph was drawn without a layout, on the main thread or in a worker');
}

/**
 * A mounted graph, moved as its drag and wheel move it: by default G6's own translateBy and zoomBy (the calls of
 * the drag-canvas and zoom-canvas behaviors), drawn in full detail every frame.
 */
export function mounted(
  entry: ProbedGraph,
  timings: DrawTimings,
  moves: Pick<MountedGraph, 'viewport' | 'settled'> = {
    viewport: {
      translateBy: (dx, dy) => void entry.graph.translateBy([dx, dy], false),
      zoomBy: (ratio) => void entry.graph.zoomBy(ratio, false),
    },
    settled: () => Promise.resolve(),
  },
): MountedGraph {
  return { timings, ...moves, drawnNodes: () => entry.graph.getNodeData().length };
}
