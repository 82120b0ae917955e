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

export function checkpoints(map: ThoughtMapData, thought: HistoryEntry | null): Checkpoints {
  const all = map.nodes;
  const index = thought ? all.findIndex((node) => node.id === thought.id) : -1;
  return {
    all,
    index,
    previous: index > 0 ? (all[index - 1] ?? null) : null,
    next: all[index + 1] ?? null,
  };
}
