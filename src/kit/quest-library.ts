// The page's one quest library (Quest Library, Thought Map), over the kit's API client, session, thought map and
// replay, on the explore graph.
import { createQuestLibrary } from '../quests/quest-library.ts';
import { kitApi } from './api.ts';
import { recordEvent } from './events.ts';
import { exploreGraph } from './graph.ts';
import { session } from './session.ts';
import { replay, thoughtMap } from './thought-map.ts';

export const questLibrary = createQuestLibrary({
  api: kitApi,
  user: session.signals.user,
  thoughtMap,
  replay,
  recordEvent: (verb, value) => void recordEvent(verb, value),
  graph: exploreGraph,
});
