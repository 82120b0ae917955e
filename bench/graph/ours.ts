// Our element: <tj-graph-explore> (the explore graph), fed through the graph core's one command, `load`, as the
// search feeds it (no server: the page runs the command itself). The element's own code decides everything else.
import type { GraphEdge, GraphNode } from '../../src/contract/graph.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { viewOf, type G6View } from '../../src/graph-view/g6-view.ts';
import type { BenchGraph } from './data.ts';
import { frameUntil, nextFrame, paintedAt } from './frames.ts';
import { drawTimings, mounted, watchFirstDraw, type MountedGraph } from './mounted.ts';
import { graphsIn, type ProbedGraph } from './probe.ts';

/** The element's G6 graph once it has rendered (its first, empty, render when mounted). */
export function renderedGraphOf(element: Element): Promise<ProbedGraph> {
  return frameUntil(`<${element.localName}>'s G6 graph`, () => {
    const root = element.shadowRoot;
    return root ? graphsIn(root).find((entry) => entry.events.has('afterrender')) : undefined;
  });
}

export function canvasOf(element: Element): HTMLElement {
  const canvas = element.shadowRoot?.querySelector<HTMLElement>('.graph-canvas');
  if (!canvas) throw new Error(`<${element.localName}> has no .graph-canvas`);
  return canvas;
}

function viewIn(element: Element): G6View {
  const view = viewOf(canvasOf(element));
  if (!view) throw new Error(`<${element.localName}> has no G6 view`);
  return view;
}

/** Settles once the element's G6 view has drawn everything queued so far. */
export const viewIdle = (element: Element): Promise<void> => viewIn(element).idle();

/**
 * The element is moved as the learner's drag and wheel move it (its view's viewport: a large graph moves as a
 * picture and is drawn in full once the motion rests), and has settled when no canvas is moved as a picture any
 * more and the view has drawn what it was handed.
 */
function elementMoves(element: Element): Pick<MountedGraph, 'viewport' | 'settled'> {
  const view = viewIn(element);
  const moved = () => [...canvasOf(element).querySelectorAll('canvas')].some((canvas) => canvas.style.transform);
  return {
    viewport: { translateBy: (dx, dy) => view.viewport.panBy(dx, dy), zoomBy: (ratio) => view.viewport.zoomBy(ratio) },
    async settled() {
      await frameUntil('the rested pan and zoom', () => !moved() || null);
      await view.idle();
    },
  };
}

function coreGraph(graph: BenchGraph): { nodes: GraphNode[]; edges: GraphEdge[] } {
  return {
    nodes: graph.nodes.map((node) => ({
      id: node.id,
      label: node.label,
      type: 'circle',
      tjType: 'custom-node',
      description: { content: '' },
      props: {},
    })),
    edges: graph.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target, label: '' })),
  };
}

export async function mountOurs(stage: HTMLElement, graph: BenchGraph): Promise<MountedGraph> {
  // Loaded and connected before the clock starts, as on a page where the element waits for a search.
  await import('../../widgets/graph-explore/index.ts');
  const element = document.createElement('tj-graph-explore');
  stage.append(element);
  const entry = await renderedGraphOf(element);
  const data = coreGraph(graph);
  await nextFrame();

  const started = performance.now();
  const firstDraw = watchFirstDraw(entry.graph);
  const result = exploreGraph.actions.run({ type: 'load', graph: { ...data, combos: [] } });
  if (result.outcome !== 'applied') throw new Error(`load answered ${JSON.stringify(result)}`);
  // The element draws from the core's signals in its own time, in a queue: once G6 holds the nodes, the step that
  // draws, lays out and fits them is under way, and the queue settles when it is done.
  await frameUntil('the loaded graph in G6', () => entry.graph.getNodeData().length >= graph.nodes.length || null);
  await viewIdle(element);
  const readyAt = await paintedAt();
  return mounted(entry, drawTimings(entry, started, await firstDraw, readyAt), elementMoves(element));
}
