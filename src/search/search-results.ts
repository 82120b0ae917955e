// The page's one fan-out: the kit's lookups, through the kit's API client, following the page's thought. Each
// result is a named signal (lookup.wikidata, lookup.snippet …); widgets read them through useLookup.
import { kitApi } from '../api/kit-api.ts';
import { createFanOut, type LookupData, type LookupResult } from './fan-out.ts';
import { lookups, type KitLookups, type LookupName } from './lookups.ts';
import { thought } from './thought.ts';

export const searchResults = createFanOut({ api: kitApi, thought, lookups });

export type SearchResult<N extends LookupName> = LookupResult<LookupData<KitLookups[N]>>;

/** Looks again for a result that failed (the retry of a widget's error state). */
export function retryLookup(name: LookupName): void {
  searchResults.retry(name);
}
