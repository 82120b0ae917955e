// The baseline: a plain G6 v5 graph. Set are the container, its size, the data, the layout (our element's layout
// options, so layout times compare like with like) and `animation: false`: with G6's default (animation on) every
// element fades in and 1,000 nodes take minutes to draw on a 2-core machine, so no bench could finish. Everything
// else is G6's default (node and edge types and styles, no behaviors, no autoFit). Labels are data (each node's
// style.labelText), as a served graph carries them.
import { Graph, type GraphOptions, type LayoutOptions } from '@antv/g6';
import type { BenchGraph } from './data.ts';
import { paintedAt } from './frames.ts';
import { drawTimings, mounted, watchFirstDraw, type MountedGraph } from './mounted.ts';
import { graphsIn } from './probe.ts';

/**
 * A plain G6 graph of the bench's data in a new container on the stage, with G6's defaults but for the size, the data
 * (each node's place from `placeOf` when given) and animation off; `options` adds the case's own.
 */
export function plainGraph(
  stage: HTMLElement,
  graph: BenchGraph,
  options: Omit<GraphOptions, 'container' | 'data'>,
  placeOf: (index: number) => { x: number; y: number } | undefined = () => undefined,
): { g6: Graph; container: HTMLElement } {
  // Sized by the page (index.html: 1280 × 720, as our element's canvas).
  const container = document.createElement('div');
  stage.append(container);
  const data = {
    nodes: graph.nodes.map((node, index) => ({ id: node.id, style: { labelText: node.label, ...placeOf(index) } })),
    edges: graph.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target })),
  };
  const size = { width: container.clientWidth, height: container.clientHeight };
  return { g6: new Graph({ container, ...size, data, animation: false, ...options }), container };
}

export async function mountBaseline(
  stage: HTMLElement,
  graph: BenchGraph,
  layout: LayoutOptions,
): Promise<MountedGraph> {
  const started = performance.now();
  const { g6, container } = plainGraph(stage, graph, { layout });
  const firstDraw = watchFirstDraw(g6);
  await g6.render();
  const readyAt = await paintedAt();
  const entry = graphsIn(container)[0];
  if (!entry) throw new Error('the probe did not see the baseline graph');
  return mounted(entry, drawTimings(entry, started, await firstDraw, readyAt));
}
