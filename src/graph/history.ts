// Thought history: the entity nodes the learner explored, in order, with a cursor the navbar's previous and next
// thought (and the voice's "jump to next or previous thought") move. Entries keep id and label, not the node: the
// graph is replaced on each new thought, and going back must still know where to.
import type { GraphNode, TjType } from '../contract/graph.ts';

export interface HistoryEntry {
  readonly id: string;
  readonly label: string;
  /**
   * The relation group (the combo's label) the thought sat in on the graph it was reached from: how it relates to
   * the thought before it ("Hypernyms", "Parts", ...). Missing for a searched word, or one that sat in no group.
   */
  readonly group?: string;
}

export interface ThoughtHistory {
  readonly entries: readonly HistoryEntry[];
  /** The current entry; -1 while empty. */
  readonly index: number;
}

export const EMPTY_HISTORY: ThoughtHistory = { entries: [], index: -1 };

/** Nodes that name a thing to explore; notes, functions, users and AI logic nodes are not thoughts to go back to. */
const entityTypes: ReadonlySet<TjType> = new Set(['wikiLinks', 'custom-node']);

export function isEntityNode(node: GraphNode): boolean {
  return entityTypes.has(node.tjType);
}

/**
 * Only entity nodes join. Visiting the current entry changes nothing: after going back, the previous thought's graph loads with that entry
 * at its centre, and that must not cut off the entries ahead. Any other visit drops the entries ahead, as a browser.
 */
export function visit(history: ThoughtHistory, node: GraphNode, group?: string): ThoughtHistory {
  if (!isEntityNode(node)) return history;
  if (history.entries[history.index]?.id === node.id) return history;
  const entry = { id: node.id, label: node.label, ...(group ? { group } : {}) };
  const entries = [...history.entries.slice(0, history.index + 1), entry];
  return { entries, index: entries.length - 1 };
}

/** The history moved one step, or null at its end. */
export function step(history: ThoughtHistory, by: -1 | 1): ThoughtHistory | null {
  const index = history.index + by;
  if (index < 0 || index >= history.entries.length) return null;
  return { ...history, index };
}

/** Recording of the thought map is on only here (spec 1 §4): at the last entry, or before any. */
export function atLatest(history: ThoughtHistory): boolean {
  return history.index === history.entries.length - 1;
}
