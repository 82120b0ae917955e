// The graph in and out: a server's force graph (GET /custom/snippet/graph) becomes a load command, and the model
// becomes GraphData for saving (a saved graph's g6_data.gdata).
import type { GraphData } from '../contract/graph.ts';
import type { WordGraphAnswer } from '../contract/knowledge.ts';
import type { GraphCommand } from './commands.ts';
import { withStyleFill, type GraphModel } from './model.ts';

/** The word's graph replaces the canvas, its centre (the sense explored) joining the thought history. */
export function wordGraphCommand(answer: WordGraphAnswer): GraphCommand {
  const { nodes, edges, combos, centerId } = answer;
  return { type: 'load', graph: { nodes, edges, combos }, centerId };
}

/**
 * Every item, hidden ones too (hiding is a view, not a deletion). Combos carry their fill and painted nodes their hsl
 * fill, so a saved graph looks the same when loaded again.
 */
export function toGraphData(model: GraphModel): GraphData {
  const nodes = [...model.nodes.values()].map((node) => {
    const fill = model.fills.get(node.id) ?? model.locked.get(node.id)?.fill;
    return fill === undefined ? node : withStyleFill(node, fill);
  });
  return { nodes, edges: [...model.edges.values()], combos: [...model.combos.values()] };
}
