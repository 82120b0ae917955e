import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../contract/events.ts';
import { pastThoughts } from './thoughts.ts';

const event = (verb: StoredEvent['verb'], value: unknown, minute: number): StoredEvent => ({
  id: `e${minute}`,
  actor: 'ada',
  verb,
  value,
  dataSource: 'tj-client-web',
  timestamp: new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString(),
});

describe('pastThoughts', () => {
  it('makes each thought-making event a thought of its kind, each word once (any case), newest first', () => {
    const thoughts = pastThoughts([
      event('WIKI_LOOKUP', 'dog', 9),
      event('SEARCHED_NODE', { id: 'n1', label: 'Paris', placement: 'merge' }, 8),
      event('NOTED', { noteTitle: 'Chlorophyll', note: 'Green.' }, 7),
      event('SET_SAVED_GRAPH', { id: 's1', graph_name: 'Volcano' }, 6),
      event('CREATED_ON_GOING_QUEST', { id: 'q1', title: 'Fire' }, 5),
      event('QUICK_SEARCH', 'DOG', 4),
      event('ANCHOR_MARK', { id: 'n1', label: 'Paris' }, 3),
      event('WIKI_LOOKUP', '  ', 2),
    ]);
    expect(thoughts).toEqual([
      { word: 'dog', type: 'string', count: 2, latest: '2026-03-01T09:09:00.000Z' },
      { word: 'Paris', type: 'entity', count: 1, latest: '2026-03-01T09:08:00.000Z' },
      { word: 'Chlorophyll', type: 'note', count: 1, latest: '2026-03-01T09:07:00.000Z' },
      { word: 'Volcano', type: 'graph', count: 1, latest: '2026-03-01T09:06:00.000Z' },
      { word: 'Fire', type: 'quest', count: 1, latest: '2026-03-01T09:05:00.000Z' },
    ]);
  });

  it('keeps one word of two kinds as two thoughts', () => {
    const thoughts = pastThoughts([event('WIKI_LOOKUP', 'Paris', 2), event('SEARCHED_NODE', { label: 'Paris' }, 1)]);
    expect(thoughts.map((thought) => thought.type)).toEqual(['string', 'entity']);
  });
});
