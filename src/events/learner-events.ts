// The signed-in learner's own events as a graph of verbs and values (Events Graph, spec 1 §2): each verb links to
// the values it was recorded with, each with how often. Read through GET /events (spec 2 §7.2), the one listing call
// the server implements (GET /events/allevents is in the contract but not served), page by page, newest first.
// Framework-free; the page's one instance is src/kit/learner-events.ts.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { EventVerb, StoredEvent } from '../contract/events.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerDataState } from '../session/learner-data.ts';

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

export type LearnerEventsState = LearnerDataState<EventsGraph>;

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
  const data = createLearnerData({
    name: 'learnerEvents.state',
    user,
    async read({ username }, signal) {
      const events: StoredEvent[] = [];
      let total = 0;
      for (let pageNo = 0; events.length < EVENTS_GRAPH_LIMIT; pageNo += 1) {
        const page = await api.call('events.list', { query: { username, pageNo }, signal });
        total = page.total;
        events.push(...page.items);
        if (page.items.length === 0 || events.length >= total) break;
      }
      return summarizeEvents(events.slice(0, EVENTS_GRAPH_LIMIT), total);
    },
  });
  return {
    signals: { state: data.state },
    actions: { need: data.need, reload: data.reload },
    dispose: data.dispose,
  };
}
