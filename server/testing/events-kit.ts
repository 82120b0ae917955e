// What the events tests share: the events area over a fresh database, two learners, and recording as one of them.
import type { StoredEvent } from '../../src/contract/events.ts';
import type { StoreUnderTest } from './stores.ts';
import { libraryKitFor, type Answer, type Learner, type SuiteKit } from './library-kit.ts';
import { createEvents } from '../events/index.ts';

/** The events area and learners ada and bob, for one suite. */
export function eventsKitFor(store: StoreUnderTest): SuiteKit<'ada' | 'bob'> {
  return libraryKitFor(store, ['ada', 'bob'], (deps) => [createEvents(deps)]);
}

/** Records an event as the learner; the body names `actor` (the learner by default) as the kit would. */
export function record(
  learner: Learner,
  verb: string,
  value: unknown,
  { actor = learner.username, dataSource = 'tj-client-web' } = {},
): Promise<Answer<StoredEvent>> {
  return learner.call<StoredEvent>('POST', '/events/vs_store/update', { actor, verb, value, dataSource });
}
