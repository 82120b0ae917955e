// The signed-in learner's own events as a graph of verbs and values (Events Graph, spec 1 §2): each verb links to
// the values it was recorded with, each with how often. Read through GET /events (spec 2 §7.2), the one listing call
// the server implements (GET /events/allevents is in the contract but not served), page by page, newest first.
// Framework-free; the page's one instance is src/kit/learner-events.ts.
import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { latestRequest } from '../api/latest-request.ts';
import type { EventVerb, StoredEvent } from '../contract/events.ts';
import type { User } from '../contract/user.ts';

/** At most this many of the newest events are drawn: enough to see habits, few enough to lay out at once. */
export const EVENTS_GRAPH_LIMIT = 200;
/** A value's text is cut to this many characters (a note's text can be long). */
export const EVENT_VALUE_LENGTH = 40;

export interface ValueCount {
  /** The value as text; '' when the event carried none. */
  readonly value: string;
  readonly count: number;
}

export interface VerbSummary {
  readonly verb: EventVerb;
  readonly count: number;
  /** Most frequent first. */
  readonly values: readonly ValueCount[];
}

export interface EventsGraph {
  /** Most frequent first. */
  readonly verbs: readonly VerbSummary[];
  /** Events drawn (at most EVENTS_GRAPH_LIMIT). */
  readonly shown: number;
  /** Events the learner has in all. */
  readonly total: number;
}

/** guest: nobody is signed in, there is nothing to ask for. */
export type LearnerEventsState =
  | { readonly status: 'guest' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: Error }
  | { readonly status: 'ready'; readonly graph: EventsGraph };

export interface LearnerEventsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
}

export interface LearnerEvents {
  readonly signals: { readonly state: ReadonlySignal<LearnerEventsState> };
  readonly actions: {
    /** The events are read (and read again when another learner signs in) only while something needs them. */
    need(): () => void;
    /** Asks again: after an error, or to see events recorded since. */
    reload(): void;
  };
  dispose(): void;
}

/** Words a value object is known by, in the order tried: a note's title, a node's label, a searched word ... */
const NAME_FIELDS = ['noteTitle', 'label', 'word', 'title', 'name', 'goal', 'id'] as const;

/** An event's value as short text: the spec leaves most values' shapes open, so objects are named by a known field. */
export function valueText(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (typeof value === 'object') {
    const record = value as Readonly<Record<string, unknown>>;
    const named = NAME_FIELDS.map((field) => record[field]).find(
      (field) => typeof field === 'string' && field.trim() !== '',
    );
    text = typeof named === 'string' ? named : JSON.stringify(value);
  } else text = '';
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > EVENT_VALUE_LENGTH ? `${text.slice(0, EVENT_VALUE_LENGTH - 1)}…` : text;
}

const byCount = <T extends { readonly count: number }>(list: T[], name: (item: T) => string) =>
  list.sort((a, b) => b.count - a.count || name(a).localeCompare(name(b)));

export function summarizeEvents(events: readonly StoredEvent[], total: number): EventsGraph {
  const verbs = new Map<EventVerb, Map<string, number>>();
  for (const event of events) {
    const values = verbs.get(event.verb) ?? new Map<string, number>();
    const text = valueText(event.value);
    values.set(text, (values.get(text) ?? 0) + 1);
    verbs.set(event.verb, values);
  }
  const summaries = [...verbs].map(([verb, values]) => {
    const counted = [...values].map(([value, count]) => ({ value, count }));
    return {
      verb,
      count: counted.reduce((sum, value) => sum + value.count, 0),
      values: byCount(counted, (value) => value.value),
    };
  });
  return { verbs: byCount(summaries, (summary) => summary.verb), shown: events.length, total };
}

export function createLearnerEvents({ api, user }: LearnerEventsDeps): LearnerEvents {
  const state = signal<LearnerEventsState>({ status: 'guest' }, { name: 'learnerEvents.state' });
  const latest = latestRequest();
  let needs = 0;
  let stopFollowing: (() => void) | undefined;

  async function load(username: string): Promise<void> {
    const request = latest.start();
    state.value = { status: 'loading' };
    try {
      const events: StoredEvent[] = [];
      let total = 0;
      for (let pageNo = 0; events.length < EVENTS_GRAPH_LIMIT; pageNo += 1) {
        const page = await api.call('events.list', { query: { username, pageNo }, signal: request.signal });
        if (!request.isLatest()) return;
        total = page.total;
        events.push(...page.items);
        if (page.items.length === 0 || events.length >= total) break;
      }
      state.value = { status: 'ready', graph: summarizeEvents(events.slice(0, EVENTS_GRAPH_LIMIT), total) };
    } catch (error) {
      if (!request.isLatest()) return;
      state.value = { status: 'error', error: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  function follow(): () => void {
    return effect(() => {
      const { username } = user.value;
      if (username === '') {
        latest.cancel();
        state.value = { status: 'guest' };
      } else void load(username);
    });
  }

  return {
    signals: { state },
    actions: {
      need() {
        needs += 1;
        if (needs === 1) stopFollowing = follow();
        let released = false;
        return () => {
          if (released) return;
          released = true;
          needs -= 1;
          if (needs === 0) {
            stopFollowing?.();
            stopFollowing = undefined;
            latest.cancel();
          }
        };
      },
      reload() {
        const { username } = user.peek();
        if (username !== '' && needs > 0) void load(username);
      },
    },
    dispose() {
      stopFollowing?.();
      stopFollowing = undefined;
      latest.cancel();
    },
  };
}
