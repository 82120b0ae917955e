// Client events of spec 1 §3 (POST /events/vs_store/update): WIKI_LOOKUP on each wiki card lookup, QUICK_SEARCH on
// each search from the quick-search overlay, WOLFRAM_ALPHA on each question to Ask. Only a signed-in learner's
// events are recorded: an event names its actor.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { ClientDataSource, EventVerb } from '../contract/events.ts';
import type { User } from '../contract/user.ts';

/** What the kit's web widgets give as an event's data source (spec 1 §3). */
export const WEB_DATA_SOURCE: ClientDataSource = 'tj-client-web';

/**
 * Records an event of the signed-in learner; a guest records nothing. Never rejects (spec 2 §8: event errors are
 * silent): a lost event must never break the search it describes.
 */
export type RecordEvent = (verb: EventVerb, value: unknown) => Promise<void>;

export interface EventRecorderDeps {
  readonly api: Pick<ApiClient, 'call'>;
  /** The signed-in learner (anonymous, with no username, for a guest). */
  readonly user: ReadonlySignal<User>;
}

export function createEventRecorder({ api, user }: EventRecorderDeps): RecordEvent {
  return async (verb, value) => {
    const actor = user.value.username;
    if (actor === '') return;
    try {
      await api.call('events.update', { body: { actor, verb, value, dataSource: WEB_DATA_SOURCE } });
    } catch {
      // Silent by the spec; the search itself goes on.
    }
  };
}
