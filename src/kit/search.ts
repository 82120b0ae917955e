// The page's one search: the thought every widget follows, looked up through the kit's API client, with the
// learner's events recorded for the signed-in learner.
import { createEventRecorder } from '../events/record-event.ts';
import { descriptionMode } from '../preferences/description-mode.ts';
import { locale } from '../preferences/locale.ts';
import { createSearch } from '../search/search.ts';
import { kitApi } from './api.ts';
import { session } from './session.ts';

export const recordEvent = createEventRecorder({ api: kitApi, user: session.signals.user });

export const search = createSearch({ api: kitApi, locale, descriptionMode, recordEvent });

/** The page's current thought (shorthand for the many widgets that show it). */
export const thought = search.signals.thought;

/** Every search box calls this one action; a widget's error state retries its lookup. */
export const { searchWord, retry: retryLookup } = search.actions;
