import { useEffect } from 'react';
import { search } from '../kit/search.ts';
import type { LookupData, LookupResult } from '../search/fan-out.ts';
import type { KitLookups, LookupName } from '../search/lookups.ts';
import { useValue } from './use-value.ts';

export type SearchResult<N extends LookupName> = LookupResult<LookupData<KitLookups[N]>>;

/**
 * A widget reads one result of the page's search. Mounting declares the need, so the lookup runs (and the fan-out
 * starts following the thought with the first such widget); unmounting releases it, so a page without result
 * widgets fetches nothing.
 */
export function useLookup<N extends LookupName>(name: N): SearchResult<N> {
  useEffect(() => search.actions.need(name), [name]);
  return useValue(search.signals.results[name]) as SearchResult<N>;
}
