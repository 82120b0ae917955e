// "Show as graph" (spec 2 §7.3 POST /eddie/explore/graph): Eddie answers a question as nodes and edges, which join the
// graph through the core's one `load` command merged in, so the thought map records it as one step and a quest
// replays it. The graph's mode, its selected nodes and its anchor go with the question, as the call takes them.
// One drawing at a time, a newer question cancelling the older (the latest-answer core). Framework-free: Eddie and
// Graph Explore share it.
import type { ApiClient } from '../api/client.ts';
import { createTextAnswer, type LatestAnswer, type LatestAnswerState } from '../api/latest-answer.ts';
import type { GraphNode } from '../contract/graph.ts';
import type { Graph } from './graph.ts';

/** What a drawing did: how many nodes Eddie's answer had (0: nothing to draw), and how many the graph lacked. */
export interface EddieGraphDrawn {
  readonly nodes: number;
  readonly added: number;
}

/** `asked` is the question (trimmed). */
export type EddieGraphState = LatestAnswerState<string, EddieGraphDrawn>;

export type EddieGraph = LatestAnswer<string, EddieGraphDrawn>;

export interface EddieGraphDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly graph: Graph;
}

/** What the call says of a node: its id and label (the server reads no more, and a node's notes stay home). */
const nodeRef = (node: GraphNode) => ({ id: node.id, label: node.label });

export function createEddieGraph({ api, graph }: EddieGraphDeps): EddieGraph {
  return createTextAnswer(async (query, signal) => {
    const model = graph.signals.model.peek();
    const selected = model.selection.map((id) => model.nodes.get(id)).filter((node) => node !== undefined);
    const anchor = model.anchor === null ? undefined : model.nodes.get(model.anchor);
    const answer = await api.call('eddie.exploreGraph', {
      body: {
        query,
        mode: model.mode,
        ...(selected.length > 0 ? { selectedNodes: selected.map(nodeRef) } : {}),
        ...(anchor ? { anchor: nodeRef(anchor) } : {}),
      },
      signal,
    });
    // A newer question took this one's place (its signal aborted): its answer is not drawn.
    if (signal.aborted || answer.nodes.length === 0) return { nodes: answer.nodes.length, added: 0 };
    const before = graph.signals.model.peek().nodes;
    const added = answer.nodes.filter((node) => !before.has(node.id)).length;
    graph.actions.run({
      type: 'load',
      graph: { nodes: answer.nodes, edges: answer.edges, combos: answer.combos },
      merge: true,
    });
    return { nodes: answer.nodes.length, added };
  }, 'graph.eddieGraph');
}
