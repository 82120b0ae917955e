// Client events of spec 1 §3 (POST /events/vs_store/update): WIKI_LOOKUP on each wiki card lookup, QUICK_SEARCH on
// each search from the quick-search overlay. Only a signed-in learner's events are recorded: an event names its actor.
import { kitApi } from '../api/kit-api.ts';
import type { ClientDataSource, EventVerb } from '../contract/entities.ts';
import type { LookupApi } from '../search/fan-out.ts';
import { isLoggedIn, user } from '../session/session.ts';

/** What the kit's web widgets give as an event's data source (spec 1 §3). */
export const WEB_DATA_SOURCE: ClientDataSource = 'tj-client-web';

/**
 * Records an event of the signed-in learner; a guest records nothing. A failure is swallowed (spec 2 §8: event
 * errors are silent): a lost event must never break the search it describes.
 */
export async function recordEvent(api: LookupApi, verb: EventVerb, value: unknown): Promise<void> {
  const actor = user.value.username;
  if (!isLoggedIn.value || actor === '') return;
  try {
    await api.call('events.update', { body: { actor, verb, value, dataSource: WEB_DATA_SOURCE } });
  } catch {
    // Silent by the spec; the search itself goes on.
  }
}

/** Called by the quick-search overlay for each term it searches. */
export function recordQuickSearch(word: string, api: LookupApi = kitApi): Promise<void> {
  return recordEvent(api, 'QUICK_SEARCH', word);
}
