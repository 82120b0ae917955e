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

/** The address opened names a thought: a shared or bookmarked search (/?q=), graph or thought link. */
export function addressNamesThought(where: Pick<Location, 'pathname' | 'search'> = location): boolean {
  return /^\/(graph|thought)\//.test(where.pathname) || new URLSearchParams(where.search).has('q');
}

/**
 * Brings the results of each new search forward on a phone. The thought the workspace opened with is brought forward
 * only when the address asked for it (a link followed); otherwise (a view switched) a phone starts on its first
 * panel. Returns the function that stops.
 */
export function bringResultsForward(
  view: Pick<MobileView, 'bringForward'>,
  openedFromLink = addressNamesThought(),
): () => void {
  let first = true;
  return effect(() => {
    const current = thought.value;
    const opening = first;
    first = false;
    if (current && (!opening || openedFromLink)) view.bringForward(RESULT_WIDGETS);
  });
}
