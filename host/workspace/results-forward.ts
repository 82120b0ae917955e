// Issue 24: on a phone the workspace shows one panel at a time, so a search made in the navbar (or anywhere) brings
// the panel of its results forward; a learner need not look for it.
import { effect } from '@preact/signals-core';
import { thought } from '../../src/kit/search.ts';
import type { MobileView } from './mobile-panels.ts';

/**
 * The widgets that show a search's results, the most telling first: the explore graph (the explore view's headline),
 * then the texts about the thought (the Simplified and Reading views have no graph).
 */
export const RESULT_WIDGETS = ['graph-explore', 'detail', 'wiki-data-card', 'snippet', 'dendro', 'graph-index'];

/** Brings the results of each new search forward on a phone. Returns the function that stops. */
export function bringResultsForward(view: Pick<MobileView, 'bringForward'>): () => void {
  let first = true;
  return effect(() => {
    const current = thought.value;
    // The thought the workspace opened with was not searched now: a phone starts on its first panel.
    if (first) {
      first = false;
      return;
    }
    if (current) view.bringForward(RESULT_WIDGETS);
  });
}
