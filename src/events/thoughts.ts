// Thoughts Filter (spec 1 §2, §3 "Thought"): the thoughts the signed-in learner had lately, read from their newest
// events (GET /events/allevents) — a word looked up or quick-searched (a string thought), an idea explored in a graph
// (an entity), a note written, a graph saved, a quest made — each once, newest first, with how often. The widget
// filters them by kind and text, and choosing one makes it the page's thought again. Framework-free; the page's one
// instance is src/kit/thoughts.ts.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { EventVerb, StoredEvent } from '../contract/events.ts';
import type { ThoughtType } from '../contract/thought.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';

/** The verbs that stand for a thought, and the kind of thought each is. */
const thoughtVerbs: Partial<Record<EventVerb, ThoughtType>> = {
  WIKI_LOOKUP: 'string',
  QUICK_SEARCH: 'string',
  SEARCHED_NODE: 'entity',
  NOTED: 'note',
  SET_SAVED_GRAPH: 'graph',
  CREATED_ON_GOING_QUEST: 'quest',
};

/** Where each kind keeps its word in the event's value (a plain string is the word itself). */
const WORD_FIELDS = ['label', 'noteTitle', 'graph_name', 'title', 'word'] as const;

export interface PastThought {
  readonly word: string;
  readonly type: ThoughtType;
  /** How many of the events read stand for it. */
  readonly count: number;
  /** When it was last had (ISO). */
  readonly latest: string;
}

function wordOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Readonly<Record<string, unknown>>;
  const found = WORD_FIELDS.map((field) => record[field]).find((field) => typeof field === 'string' && field.trim());
  return typeof found === 'string' ? found.trim() : '';
}

/** Each thought once (a word of one kind, any case), newest first. */
export function pastThoughts(events: readonly StoredEvent[]): PastThought[] {
  const thoughts = new Map<string, PastThought>();
  for (const event of events) {
    const type = thoughtVerbs[event.verb];
    const word = wordOf(event.value);
    if (!type || word === '') continue;
    const key = `${type}\u0000${word.toLowerCase()}`;
    const seen = thoughts.get(key);
    thoughts.set(
      key,
      seen
        ? { ...seen, count: seen.count + 1, latest: seen.latest > event.timestamp ? seen.latest : event.timestamp }
        : { word, type, count: 1, latest: event.timestamp },
    );
  }
  return [...thoughts.values()].sort((a, b) => b.latest.localeCompare(a.latest));
}

export interface ThoughtsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
}

export function createThoughts({ api, user }: ThoughtsDeps): LearnerData<readonly PastThought[]> {
  return createLearnerData({
    name: 'thoughts.list',
    user,
    read: async ({ username }, signal) =>
      pastThoughts((await api.call('events.all', { query: { username }, signal })).items),
  });
}
