// Checkpoints of the quest being followed (spec 1 §2 Quest Checkpoint and Quest Navigation): the thoughts of the
// thought map, in the order they were visited, and where the learner stands among them (the current thought).
import type { HistoryEntry } from '../graph/history.ts';
import type { ThoughtMapData, ThoughtMapNode } from './thought-map.ts';

export interface Checkpoints {
  readonly all: readonly ThoughtMapNode[];
  /** The learner's checkpoint, from 0; -1 while the current thought is none of them. */
  readonly index: number;
  readonly previous: ThoughtMapNode | null;
  /** The checkpoint to reach next: after the current one, or the first while the learner is at none. */
  readonly next: ThoughtMapNode | null;
}

/**
 * The checkpoint a thought is: the node of its id, or else of its label (a quest written elsewhere, or a word searched
 * again after a reload, names the same thought by another id).
 */
function checkpointOf(all: readonly ThoughtMapNode[], thought: HistoryEntry): number {
  const byId = all.findIndex((node) => node.id === thought.id);
  if (byId !== -1) return byId;
  const label = thought.label.toLocaleLowerCase();
  return all.findIndex((node) => node.label.toLocaleLowerCase() === label);
}

export function checkpoints(map: ThoughtMapData, thought: HistoryEntry | null): Checkpoints {
  const all = map.nodes;
  const index = thought ? checkpointOf(all, thought) : -1;
  return {
    all,
    index,
    previous: index > 0 ? (all[index - 1] ?? null) : null,
    next: all[index + 1] ?? null,
  };
}
