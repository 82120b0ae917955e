// The page's one graph library core (Graph Library, the /graph/{id} page): the explore graph's saved graphs; a quest's
// graph opens in the page's quest library.
import { createGraphLibrary } from '../library/graph-library.ts';
import { kitApi } from './api.ts';
import { recordEvent } from './events.ts';
import { exploreGraph } from './graph.ts';
import { questLibrary } from './quest-library.ts';
import { searchWord } from './search.ts';
import { session } from './session.ts';

export const graphLibrary = createGraphLibrary({
  api: kitApi,
  user: session.signals.user,
  graph: exploreGraph,
  recordEvent: (verb, value) => void recordEvent(verb, value),
  searchWord: (word, options) => void searchWord(word, options),
  openQuest: (saved) => void questLibrary.actions.openShared(saved),
});
