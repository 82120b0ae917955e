// The page's thought map and its replay (spec 1 §4), over the explore graph: what the learner visits is recorded, and
// a replay drives the explore graph one step per second, so Graph Explore, Graph Index and the rest show it, and each
// thought it reaches is the page's thought (the navbar's, Detail's), its graph the one the replay drew. The map (a
// quest being followed, or the learner's own) is kept across a reload, per learner.
import { computed } from '@preact/signals-core';
import { keepThoughtMap } from '../quests/kept-map.ts';
import { createQuestGrouping } from '../quests/quest-grouping.ts';
import { createReplay } from '../quests/replay.ts';
import { createThoughtMap } from '../quests/thought-map.ts';
import { storage } from '../storage/storage.ts';
import { kitApi } from './api.ts';
import { showDrawnThought } from './explore.ts';
import { exploreGraph } from './graph.ts';
import { recordEvent } from './search.ts';
import { session } from './session.ts';

export const replay = createReplay({
  graph: exploreGraph,
  onThought: (entry) => showDrawnThought(exploreGraph, entry),
});

export const thoughtMap = createThoughtMap({
  graph: exploreGraph,
  replaying: replay.signals.replaying,
  recordEvent: (verb, value) => void recordEvent(verb, value),
});

keepThoughtMap({
  thoughtMap,
  storage,
  key: computed(() => {
    const { username } = session.signals.user.value;
    return username === '' ? null : `thoughtMap.${username}`;
  }),
});

/** Eddie's grouping of the map's thoughts into steps: the Thought Map and the quest graph draw the same steps. */
export const questGrouping = createQuestGrouping({ api: kitApi });
