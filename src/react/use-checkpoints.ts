import { useMemo } from 'react';
import { exploreGraph } from '../kit/graph.ts';
import { thoughtMap } from '../kit/thought-map.ts';
import { checkpoints, type Checkpoints } from '../quests/checkpoints.ts';
import { useValue } from './use-value.ts';

/** The checkpoints of the thought map (the quest being followed, or the learner's own) and where the learner is. */
export function useCheckpoints(): Checkpoints {
  const map = useValue(thoughtMap.signals.map);
  const thought = useValue(exploreGraph.signals.thought);
  return useMemo(() => checkpoints(map, thought), [map, thought]);
}
