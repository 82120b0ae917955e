// Exploring a node: it becomes the page's thought (the one searchWord), and when the search answers with its graph,
// the graph core draws it, replacing the canvas, merging into it, or merging as one new combo (clickEffect's
// placement). The answer is applied once per graph, however many graph widgets show it. The graph and the thought
// never tell two stories: a word the knowledge source does not know empties the graph (its ideas were the word
// before's), and a thought the graph already shows (a replayed step, a saved graph) is not drawn over.
import type { Thought } from '../contract/thought.ts';
import type { GraphNode } from '../contract/graph.ts';
import type { WordGraphAnswer } from '../contract/knowledge.ts';
import type { Graph } from '../graph/graph.ts';
import type { HistoryEntry } from '../graph/history.ts';
import { wordGraphCommand } from '../graph/snapshot.ts';
import { exploreActivity, exploreGraph } from './graph.ts';
import { recordEvent, searchWord, thought } from './search.ts';

/** How a word's graph joins the canvas; `keep`: the canvas already shows the word, its answer is not drawn. */
export type Placement = 'replace' | 'merge' | 'combo' | 'keep';

const placements = new WeakMap<Graph, { readonly word: string; readonly placement: Placement }>();
const applied = new WeakMap<Graph, WeakSet<WordGraphAnswer>>();

/** The word a node names: a sense node ("dog (frump)") names it in its searchTerm property (the server's word graph). */
function wordOf(node: GraphNode): string {
  const searchTerm = node.props?.['searchTerm']?.value;
  return (typeof searchTerm === 'string' && searchTerm.trim()) || node.label.trim() || node.id;
}

/** Explores a node by its label (spec: an explored node is an entity); SEARCHED_NODE is the learner's event. */
export function exploreNode(graph: Graph, nodeId: string, placement: Exclude<Placement, 'keep'>): void {
  const node = graph.signals.model.value.nodes.get(nodeId);
  if (!node) return;
  const word = wordOf(node);
  placements.set(graph, { word, placement });
  void recordEvent('SEARCHED_NODE', { id: node.id, label: word, placement });
  if (graph === exploreGraph) exploreActivity.value = { event: 'node-explored', id: node.id };
  searchWord(word, { type: 'entity' });
}

/**
 * Moves the graph's thought history one step (the navbar's thought navigation, voice "jump to next / previous
 * thought") and explores the thought it lands on; false at either end.
 */
export function stepThought(graph: Graph, direction: 'previousThought' | 'nextThought'): boolean {
  if (graph.actions.run({ type: direction }).outcome !== 'applied') return false;
  const entry = graph.signals.thought.peek();
  if (entry) searchWord(entryWord(graph, entry), { type: 'entity' });
  return true;
}

/** The word a thought of the history names: its node's, while the node is drawn, else its label. */
function entryWord(graph: Graph, entry: HistoryEntry): string {
  const node = graph.signals.model.peek().nodes.get(entry.id);
  return node ? wordOf(node) : entry.label;
}

/**
 * Makes the thought the graph is at (a replayed step) the page's thought: the navbar, Detail and the rest follow it,
 * and its graph answer, when it comes, is not drawn over what the graph shows.
 */
export function showDrawnThought(graph: Graph, entry: HistoryEntry): void {
  const word = entryWord(graph, entry);
  const before = thought.peek();
  placements.set(graph, { word, placement: 'keep' });
  searchWord(word, { type: 'entity' });
  // Already the thought: no answer comes for it, so nothing is to be kept.
  if (thought.peek() === before) placements.delete(graph);
}

/**
 * Draws the search's graph answer for `thought` into the core, once. An unknown word empties the canvas; a saved
 * graph's thought (type graph) is the saved graph itself, drawn by the library, so its word's answer is not drawn.
 */
export function applyGraphAnswer(graph: Graph, thought: Thought, answer: WordGraphAnswer): void {
  const seen = applied.get(graph) ?? new WeakSet<WordGraphAnswer>();
  applied.set(graph, seen);
  if (seen.has(answer)) return;
  seen.add(answer);
  const { word } = thought;
  const wanted = placements.get(graph);
  const placement = wanted && wanted.word === word ? wanted.placement : 'replace';
  placements.delete(graph);
  if (placement === 'keep' || thought.type === 'graph') return;
  if (!answer.found) {
    graph.actions.run({ type: 'clear' });
    return;
  }
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
