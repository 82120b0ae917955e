// The page's treasure marker (Treasure Marker, Quest Checkpoint), over the explore graph and the thought map.
import { createTreasure } from '../quests/treasure.ts';
import { recordEvent } from './events.ts';
import { exploreGraph } from './graph.ts';
import { replay, thoughtMap } from './thought-map.ts';

export const treasure = createTreasure({
  graph: exploreGraph,
  thoughtMap,
  replaying: replay.signals.replaying,
  recordEvent: (verb, value) => void recordEvent(verb, value),
});
