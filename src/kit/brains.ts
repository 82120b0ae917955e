// The page's one brains core (Brain Library, Document Chat), and the vector store that is active: the one of the saved
// graph shown in the explore graph (its memory_id, spec 1 §3 "Saved graph"), for the navbar's "Active Store" tag.
import { computed, effect, signal } from '@preact/signals-core';
import { createBrains, type FileProblem } from '../brains/brains.ts';
import { MAX_BRAIN_FILE_BYTES, BRAIN_FILE_EXTENSIONS } from '../contract/brains.ts';
import { t, type MessageKey } from '../i18n/i18n.ts';
import { kitApi } from './api.ts';
import { exploreGraph } from './graph.ts';
import { graphLibrary } from './graph-library.ts';
import { session } from './session.ts';

const PROBLEMS: Readonly<Record<FileProblem, MessageKey>> = {
  wrongType: 'brain-library.wrongType',
  tooLarge: 'brain-library.tooLarge',
  empty: 'brain-library.emptyFile',
};

export const brains = createBrains({
  api: kitApi,
  user: session.signals.user,
  describeProblem: (problem, file) =>
    t(PROBLEMS[problem], {
      file,
      types: BRAIN_FILE_EXTENSIONS.join(', '),
      megabytes: MAX_BRAIN_FILE_BYTES / (1024 * 1024),
    }),
});

/** The thought shown when the saved graph was opened: the store stays active until another thought is explored. */
const openedAt = signal<unknown>(null, { name: 'brains.openedAt' });
effect(() => {
  if (graphLibrary.opened.value) openedAt.value = exploreGraph.signals.thought.peek();
});

/** The saved graph still shown in the explore graph (no other thought explored since it was opened), or null. */
export const shownSavedGraph = computed(() =>
  exploreGraph.signals.thought.value === openedAt.value ? graphLibrary.opened.value : null,
);

/** The active vector store and the name of its graph, or null. */
export const activeStore = computed(() => {
  const saved = shownSavedGraph.value;
  if (!saved?.memory_id) return null;
  return { vectorStoreId: saved.memory_id, graphName: saved.g6_data.graph_name };
});
