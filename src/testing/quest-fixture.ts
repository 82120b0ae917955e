// A quest being followed, for the quest widgets' browser tests: three checkpoints in the page's thought map, and a
// way to make one of them the current thought.
import { graphNodeSchema } from '../contract/graph.ts';
import { exploreGraph } from '../kit/graph.ts';
import { replay, thoughtMap } from '../kit/thought-map.ts';
import { treasure } from '../kit/treasure.ts';

export const QUEST_CHECKPOINTS = [
  { id: 'quest-atom', label: 'Atom' },
  { id: 'quest-bond', label: 'Bond' },
  { id: 'quest-carbon', label: 'Carbon' },
] as const;

/** Follows a quest of the three checkpoints (none of them the current thought yet), in manual recording. */
export function followQuest(): void {
  replay.actions.stop();
  thoughtMap.actions.setMode('manual');
  treasure.actions.mark(null);
  thoughtMap.actions.restore(
    {
      nodes: QUEST_CHECKPOINTS,
      edges: [
        { id: 'a->b', source: 'quest-atom', target: 'quest-bond' },
        { id: 'b->c', source: 'quest-bond', target: 'quest-carbon' },
      ],
    },
    [],
    { questId: 'q1' },
  );
}

/** The learner reaches a checkpoint: it becomes the explore graph's current thought. */
export function reach(index: number): void {
  const checkpoint = QUEST_CHECKPOINTS[index];
  if (!checkpoint) throw new Error(`no checkpoint ${index}`);
  exploreGraph.actions.run({
    type: 'addNode',
    node: graphNodeSchema.parse({ ...checkpoint, tjType: 'wikiLinks' }),
  });
  exploreGraph.actions.run({ type: 'visit', id: checkpoint.id });
}

/** Back to no quest and automatic recording. */
export function leaveQuest(): void {
  thoughtMap.actions.clear();
  thoughtMap.actions.setMode('auto');
  exploreGraph.actions.run({ type: 'clear' });
}
