// A force-directed layout as plain, cloneable data, and the function that runs it with @antv/layout's classes. The
// layout worker (layout.worker.ts) runs it off the main thread; it imports no G6 and no DOM, so it also runs in a
// unit test under Node.
//
// It does what G6 5.1's LayoutController does for these layouts (initGraphLayout and graphLayout in
// @antv/g6/src/runtime/layout.ts), so a large graph comes out as it would on the main thread: the canvas size and
// centre, node sizes from the drawing, the layout's own options on top, then `iterations` steps (G6's default 300).
import { D3ForceLayout, ForceLayout, FruchtermanLayout, type NodeData } from '@antv/layout';
import { z } from 'zod';

/** G6's names of the force-directed layouts (the spec's gforce, force and fruchterman). */
export const workerLayoutTypes = ['force', 'd3-force', 'fruchterman'] as const;
export type WorkerLayoutType = (typeof workerLayoutTypes)[number];

export const isWorkerLayoutType = (type: unknown): type is WorkerLayoutType =>
  (workerLayoutTypes as readonly unknown[]).includes(type);

/** G6 steps an iterative layout this many times when its options give no `iterations`. */
export const G6_ITERATIONS = 300;
/** G6 asks each node element its size when the layout names none; the worker has no elements, so the job says. */
const FALLBACK_NODE_SIZE = 30;

const finite = z.number().finite();

export const layoutJobSchema = z.object({
  type: z.enum(workerLayoutTypes),
  /** The layout's settings, as in G6's layout options without type, animation and iterations. */
  options: z.record(z.string(), z.unknown()),
  iterations: z.number().int().positive(),
  width: finite,
  height: finite,
  /** Where a node is now (a layout run again starts from there) and its size, for overlap. */
  nodes: z.array(z.object({ id: z.string(), x: finite.optional(), y: finite.optional(), size: finite.optional() })),
  edges: z.array(z.object({ id: z.string(), source: z.string(), target: z.string() })),
});
export type LayoutJob = z.infer<typeof layoutJobSchema>;

/**
 * x and y of every node of the job, in the job's order: one transferable buffer instead of 5,000 objects. A large
 * graph's layout answers its progress before its end: the positions so far and the share of the layout done.
 */
export const layoutAnswerSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    share: z.number().min(0).max(1),
    positions: z.instanceof(Float64Array<ArrayBuffer>),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type LayoutAnswer = z.infer<typeof layoutAnswerSchema>;

export async function runLayoutJob(job: LayoutJob): Promise<Float64Array<ArrayBuffer>> {
  const { type, options, iterations, width, height } = job;
  const nodes = job.nodes.map((node) => ({ ...node }));
  const edges = job.edges.map((edge) => ({ ...edge }));
  const base = {
    width,
    height,
    nodeSize: (node: NodeData) => (typeof node.size === 'number' ? node.size : FALLBACK_NODE_SIZE),
  };
  const graph = { nodes, edges };

  if (type === 'd3-force') {
    // G6 gives d3-force its centre force at the canvas centre. d3's simulation starts its own timer (setTimeout in a
    // worker, one step per 17 ms); like G6, stop it and step it by hand. Its execute() promise settles only on
    // the timer's end, so it is not awaited.
    const layout = new D3ForceLayout();
    void layout.execute(graph, { ...base, center: { x: width / 2, y: height / 2 }, ...options });
    layout.stop();
    layout.tick(iterations);
    return positionsOf(layout, nodes.length);
  }

  // Without `window` (a worker) these simulations step synchronously until maxIteration or until they settle.
  const center: [number, number] = [width / 2, height / 2];
  const run = { ...base, center, ...options, animate: false, maxIteration: iterations };
  const layout = type === 'force' ? new ForceLayout() : new FruchtermanLayout();
  await layout.execute(graph, run);
  return positionsOf(layout, nodes.length);
}

function positionsOf(
  layout: { forEachNode(callback: (node: { x: number; y: number }, index: number) => void): void },
  count: number,
): Float64Array<ArrayBuffer> {
  const positions = new Float64Array(count * 2);
  layout.forEachNode((node, index) => {
    positions[index * 2] = node.x;
    positions[index * 2 + 1] = node.y;
  });
  return positions;
}
