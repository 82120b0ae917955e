import { useEffect } from 'react';
import type { LookupName } from '../search/lookups.ts';
import { searchResults, type SearchResult } from '../search/search-results.ts';
import { useValue } from './use-value.ts';

/**
 * A widget reads one result of the search fan-out. Mounting declares the need, so the lookup runs (and the fan-out
 * starts following the thought with the first such widget); unmounting releases it, so a page without result
 * widgets fetches nothing.
 */
export function useLookup<N extends LookupName>(name: N): SearchResult<N> {
  useEffect(() => searchResults.need(name), [name]);
  return useValue(searchResults.results[name]);
}
