// The page's one search: the thought every widget follows, looked up through the kit's API client, with the
// learner's events recorded for the signed-in learner.
import type { ApiClient, CallAnswer, CallArgs } from '../api/client.ts';
import type { EndpointName } from '../contract/endpoints.ts';
import type { RecordEvent } from '../events/record-event.ts';
import { descriptionMode } from '../preferences/description-mode.ts';
import { locale } from '../preferences/locale.ts';
import { createSearch } from '../search/search.ts';

/**
 * The API client (with the contract's schemas and zod) and the session load with the first lookup or event, not
 * with the page: a partner page whose widgets only set or show the thought (Search Engine, Detail) never needs them.
 */
const api: Pick<ApiClient, 'call'> = {
  async call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallAnswer<N>> {
    const { kitApi } = await import('./api.ts');
    return kitApi.call(name, ...args);
  },
};

export const recordEvent: RecordEvent = async (verb, value) => {
  const events = await import('./events.ts');
  return events.recordEvent(verb, value);
};

export const search = createSearch({ api, locale, descriptionMode, recordEvent });

/** The page's current thought (shorthand for the many widgets that show it). */
export const thought = search.signals.thought;

/** Every search box calls this one action; a widget's error state retries its lookup. */
export const { searchWord, retry: retryLookup } = search.actions;
