// What the smart graph offers beside its conversation (spec 2 §7.4): questions put to the graph's memory, answered
// with the passages of its vector store that answer them (POST /g6graph/smart/vector_generate, vs_id = the memory_id),
// and the graph rail: the terms of a text that are not yet nodes of the graph, each in the sense the rest of the text
// gives it (POST /g6graph/smart/graph/rail), which the learner may place on the graph open in the explore graph.
import type { ApiClient } from '../api/client.ts';
import { createTextAnswer, type LatestAnswer } from '../api/latest-answer.ts';
import type { GraphNode } from '../contract/graph.ts';
import type { GraphPassage, RailSuggestion } from '../contract/smart-graph.ts';
import type { Graph } from '../graph/graph.ts';

type Api = Pick<ApiClient, 'call'>;

/** Questions to one graph's memory (its vector store, named by the memory_id), answered with passages, best first. */
export function createMemoryQuestions(api: Api, memoryId: string): LatestAnswer<string, readonly GraphPassage[]> {
  return createTextAnswer(async (question, signal) => {
    const { passages } = await api.call('graphs.smartVectorGenerate', {
      body: { vs_id: memoryId, question },
      signal,
    });
    return passages;
  }, 'smartGraph.memory');
}

/** The graph rail of one saved graph: the nodes a text suggests adding. */
export function createGraphRail(api: Api, graphId: string): LatestAnswer<string, readonly RailSuggestion[]> {
  return createTextAnswer(async (text, signal) => {
    const { nodes } = await api.call('graphs.smartGraphRail', { body: { payload_text: text, graphId }, signal });
    return nodes;
  }, 'smartGraph.rail');
}

/** The node id of a rail suggestion: one node per term, so adding it twice changes nothing. */
export const railNodeId = (suggestion: Pick<RailSuggestion, 'label'>) =>
  `rail:${suggestion.label.trim().toLocaleLowerCase()}`;

export function railNode(suggestion: RailSuggestion): GraphNode {
  return {
    id: railNodeId(suggestion),
    label: suggestion.label,
    type: 'circle',
    tjType: 'custom-node',
    description: { content: suggestion.description },
    props: {},
  };
}

/**
 * Places a suggestion on the graph (one addNode command, so it is recorded and undone like any other change);
 * false when the graph has it already. The graph is saved as the learner saves it (Graph Library), not here.
 */
export function addRailNode(graph: Graph, suggestion: RailSuggestion): boolean {
  return graph.actions.run({ type: 'addNode', node: railNode(suggestion) }).outcome === 'applied';
}
