// Recent Events (spec 1 §2): the signed-in learner's newest events, all of them (GET /events/allevents) or those of
// one verb (GET /events/verb/{verb}): the newest 100 and how many there are. Framework-free; the page's one instance
// is src/kit/recent-events.ts.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient, CallAnswer } from '../api/client.ts';
import type { EventVerb } from '../contract/events.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';

export type EventList = CallAnswer<'events.all'>;

export interface RecentEventsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
}

export interface RecentEvents {
  /** The verb shown; null: every verb. */
  readonly verb: ReadonlySignal<EventVerb | null>;
  readonly list: LearnerData<EventList>;
  setVerb(verb: EventVerb | null): void;
}

export function createRecentEvents({ api, user }: RecentEventsDeps): RecentEvents {
  const verb = signal<EventVerb | null>(null, { name: 'recentEvents.verb' });
  const list = createLearnerData<EventList>({
    name: 'recentEvents.list',
    user,
    read({ username }, signal) {
      const shown = verb.peek();
      return shown === null
        ? api.call('events.all', { query: { username }, signal })
        : api.call('events.byVerb', { params: { verb: shown }, signal });
    },
  });
  return {
    verb,
    list,
    setVerb(next) {
      verb.value = next;
      list.reload();
    },
  };
}
