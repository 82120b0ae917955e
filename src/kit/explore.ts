// Exploring a node: it becomes the page's thought (the one searchWord), and when the search answers with its graph,
// the graph core draws it, replacing the canvas, merging into it, or merging as one new combo (clickEffect's
// placement). The answer is applied once per graph, however many graph widgets show it.
import type { WordGraphAnswer } from '../contract/knowledge.ts';
import type { Graph } from '../graph/graph.ts';
import { wordGraphCommand } from '../graph/snapshot.ts';
import { recordEvent, searchWord } from './search.ts';

export type Placement = 'replace' | 'merge' | 'combo';

const placements = new WeakMap<Graph, { readonly word: string; readonly placement: Placement }>();
const applied = new WeakMap<Graph, WeakSet<WordGraphAnswer>>();

/** Explores a node by its label (spec: an explored node is an entity); SEARCHED_NODE is the learner's event. */
export function exploreNode(graph: Graph, nodeId: string, placement: Placement): string | null {
  const node = graph.signals.model.value.nodes.get(nodeId);
  if (!node) return null;
  // A sense node ("dog (frump)") names the word to search in its searchTerm property (the server's word graph).
  const searchTerm = node.props?.['searchTerm']?.value;
  const word = (typeof searchTerm === 'string' && searchTerm.trim()) || node.label.trim() || node.id;
  placements.set(graph, { word, placement });
  void recordEvent('SEARCHED_NODE', { id: node.id, label: word, placement });
  searchWord(word, { type: 'entity' });
  return word;
}

/**
 * Moves the graph's thought history one step (the navbar's thought navigation, voice "jump to next / previous
 * thought") and explores the thought it lands on; false at either end.
 */
export function stepThought(graph: Graph, direction: 'previousThought' | 'nextThought'): boolean {
  if (graph.actions.run({ type: direction }).outcome !== 'applied') return false;
  const thought = graph.signals.thought.peek();
  if (thought) searchWord(thought.label, { type: 'entity' });
  return true;
}

/** Draws the search's graph answer into the core, once. */
export function applyGraphAnswer(graph: Graph, word: string, answer: WordGraphAnswer): void {
  const seen = applied.get(graph) ?? new WeakSet<WordGraphAnswer>();
  applied.set(graph, seen);
  if (seen.has(answer)) return;
  seen.add(answer);
  const wanted = placements.get(graph);
  const placement = wanted && wanted.word === word ? wanted.placement : 'replace';
  placements.delete(graph);
  const command = wordGraphCommand(answer);
  if (placement === 'replace' || command.type !== 'load') {
    graph.actions.run(command);
    return;
  }
  const before = graph.signals.model.value.nodes;
  graph.actions.run({ ...command, merge: true });
  if (placement !== 'combo') return;
  const nodeIds = answer.nodes.map((node) => node.id).filter((id) => !before.has(id));
  if (nodeIds.length === 0) return;
  graph.actions.run({
    type: 'addCombo',
    combo: { id: `explored:${answer.centerId ?? word}`, label: word, tjType: 'custom-combo' },
    nodeIds,
  });
}
