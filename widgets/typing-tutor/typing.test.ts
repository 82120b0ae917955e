import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../src/contract/events.ts';
import { progressChart } from './progress-chart.ts';
import {
  accuracy,
  buildLessons,
  isFinished,
  pastResults,
  scoreAttempt,
  startAttempt,
  topMissed,
  typeable,
  typeKey,
  typeText,
  wordsPerMinute,
} from './typing.ts';

const snippet =
  'A dog is a member of the genus Canis (probably descended from the common wolf) that has been domesticated by ' +
  'man since prehistoric times; occurs in many breeds. It is a kind of canine and domestic animal. It is also ' +
  'called domestic dog or Canis familiaris.';
const description =
  'A dog is a member of the genus Canis (probably descended from the common wolf) that has been domesticated by ' +
  'man since prehistoric times; occurs in many breeds. To dog is to go after with the intent to catch.';

describe('typeable', () => {
  it('turns typographic marks into plain keys and white space into single spaces', () => {
    expect(typeable('  “It’s — a\u00a0dog…”\n\tok ')).toBe('"It\'s - a dog..." ok');
  });
});

describe('buildLessons', () => {
  it('joins whole sentences up to the length, each sentence once across the snippet and the description', () => {
    const lessons = buildLessons([snippet, description], 160);
    expect(lessons).toEqual([
      'A dog is a member of the genus Canis (probably descended from the common wolf) that has been domesticated by ' +
        'man since prehistoric times; occurs in many breeds.',
      'It is a kind of canine and domestic animal. It is also called domestic dog or Canis familiaris. To dog is to go ' +
        'after with the intent to catch.',
    ]);
    expect(lessons.every((lesson) => lesson.length <= 160)).toBe(true);
  });

  it('cuts a sentence longer than a lesson between words', () => {
    expect(buildLessons(['one two three four five six.'], 10)).toEqual(['one two', 'three four', 'five six.']);
    expect(buildLessons(['abcdefghijklmnop'], 6)).toEqual(['abcdef', 'ghijkl', 'mnop']);
  });

  it('makes no lesson from no text', () => {
    expect(buildLessons(['', '  \n '])).toEqual([]);
  });
});

describe('an attempt', () => {
  it('moves on at the right key only, and counts a wrong one as a miss of the key due', () => {
    let attempt = startAttempt('a b');
    attempt = typeKey(attempt, 'a', 1000);
    attempt = typeKey(attempt, 'x', 1100);
    attempt = typeKey(attempt, 'x', 1200);
    expect(attempt).toMatchObject({ position: 1, keystrokes: 3, missed: { ' ': 2 }, startedAt: 1000 });
    attempt = typeText(attempt, ' b', 13_000);
    expect(isFinished(attempt)).toBe(true);
    expect(typeKey(attempt, 'z', 14_000)).toBe(attempt);
    // 3 characters in 12 s: 0.6 words in 0.2 min.
    expect(scoreAttempt(attempt, 'dog')).toEqual({
      word: 'dog',
      wpm: 3,
      accuracy: 60,
      characters: 3,
      missed: { ' ': 2 },
    });
  });

  it('measures words per minute and accuracy', () => {
    expect(wordsPerMinute(250, 60_000)).toBe(50);
    expect(wordsPerMinute(10, 0)).toBe(0);
    expect(accuracy(0, 0)).toBe(100);
    expect(accuracy(200, 3)).toBe(99);
  });
});

describe('topMissed', () => {
  it('adds the misses of several lessons and keeps the most missed first', () => {
    expect(topMissed([{ a: 1, e: 2 }, { e: 1, ' ': 3, t: 1 }, { q: 1 }], 3)).toEqual([
      { key: ' ', count: 3 },
      { key: 'e', count: 3 },
      { key: 'a', count: 1 },
    ]);
  });
});

const event = (id: string, timestamp: string, value: unknown, verb: StoredEvent['verb'] = 'TYPING_LESSON') => ({
  id,
  actor: 'ada',
  verb,
  value,
  dataSource: 'tj-client-web',
  timestamp,
});

describe('pastResults and the progress chart', () => {
  const result = { word: 'dog', characters: 40, missed: {} };
  const events: StoredEvent[] = [
    event('e3', '2026-01-03T00:00:00Z', { ...result, wpm: 30, accuracy: 95 }),
    event('e2', '2026-01-02T00:00:00Z', { wpm: 'fast' }),
    event('e1', '2026-01-01T00:00:00Z', { ...result, wpm: 20, accuracy: 90 }),
    event('e0', '2026-01-01T00:00:00Z', 'dog', 'WIKI_LOOKUP'),
  ];

  it('reads the results oldest first and leaves out what does not parse', () => {
    expect(pastResults(events).map((past) => [past.timestamp, past.wpm])).toEqual([
      ['2026-01-01T00:00:00Z', 20],
      ['2026-01-03T00:00:00Z', 30],
    ]);
  });

  it('draws words per minute up to the best and accuracy up to 100 %', () => {
    const chart = progressChart(pastResults(events), 100, 50, 0);
    expect(chart.wpmTop).toBe(30);
    const rounded = chart.points.map((point) => [point.x, point.wpmY, point.accuracyY].map((n) => +n.toFixed(3)));
    expect(rounded).toEqual([
      [0, 16.667, 5],
      [100, 0, 2.5],
    ]);
    expect(chart.wpm).toMatch(/^M0,16\.6+\d*L100,0$/);
    expect(progressChart(pastResults(events).slice(0, 1)).wpm).toBe('');
  });
});
