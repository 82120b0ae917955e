// The Typing Tutor's logic, framework-free: lessons made from the current thought's text, one attempt at a lesson
// key by key, its words per minute, accuracy and missed keys, and the learner's results read back from their events.
import type { StoredEvent } from '../../src/contract/events.ts';
import { typingResultSchema, type TypingResult } from '../../src/contract/typing.ts';

/** A lesson is at most this many characters: whole sentences, or a long sentence cut between words. */
export const LESSON_MAX_LENGTH = 160;
/** Words per minute count a word as five characters (the usual typing-test rule), spaces and marks included. */
export const CHARACTERS_PER_WORD = 5;
/** The keys most often missed that are shown. */
export const MISSED_KEYS_SHOWN = 5;

/**
 * The text as a keyboard types it: typographic quotes, dashes and ellipses become their plain-key forms, and runs of
 * white space (line breaks, no-break spaces) become one space.
 */
export function typeable(text: string): string {
  return text
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/** A sentence longer than a lesson, cut between words into pieces that fit (a word longer than that is cut). */
function pieces(sentence: string, max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of sentence.split(' ')) {
    const joined = current === '' ? word : `${current} ${word}`;
    if (joined.length <= max) current = joined;
    else {
      if (current !== '') out.push(current);
      for (current = word; current.length > max; current = current.slice(max)) out.push(current.slice(0, max));
    }
  }
  if (current !== '') out.push(current);
  return out;
}

/**
 * Lessons from texts (the snippet and the description): their sentences in order, each once (the two texts share
 * sentences), joined into lessons of at most `max` characters.
 */
export function buildLessons(texts: readonly string[], max = LESSON_MAX_LENGTH): string[] {
  const seen = new Set<string>();
  const lessons: string[] = [];
  let current = '';
  for (const text of texts) {
    for (const { segment } of sentences.segment(typeable(text))) {
      const sentence = segment.trim();
      if (sentence === '' || seen.has(sentence)) continue;
      seen.add(sentence);
      for (const piece of pieces(sentence, max)) {
        const joined = current === '' ? piece : `${current} ${piece}`;
        if (joined.length <= max) current = joined;
        else {
          lessons.push(current);
          current = piece;
        }
      }
    }
  }
  if (current !== '') lessons.push(current);
  return lessons;
}

/** One go at a lesson. The cursor moves on only at the right key; a wrong one counts as a miss of the key due. */
export interface Attempt {
  readonly lesson: string;
  /** Characters typed right so far. */
  readonly position: number;
  /** Keys pressed. */
  readonly keystrokes: number;
  /** How often each due key was missed. */
  readonly missed: Readonly<Record<string, number>>;
  /** When the first and the latest key were pressed (ms, any one clock). */
  readonly startedAt: number | null;
  readonly lastAt: number | null;
}

export const startAttempt = (lesson: string): Attempt => ({
  lesson,
  position: 0,
  keystrokes: 0,
  missed: {},
  startedAt: null,
  lastAt: null,
});

export const isFinished = (attempt: Attempt): boolean => attempt.position === attempt.lesson.length;

/** The attempt after one typed character at `time`; a finished attempt takes no more keys. */
export function typeKey(attempt: Attempt, key: string, time: number): Attempt {
  const due = attempt.lesson[attempt.position];
  if (due === undefined) return attempt;
  const pressed = { startedAt: attempt.startedAt ?? time, lastAt: time, keystrokes: attempt.keystrokes + 1 };
  if (key !== due)
    return { ...attempt, ...pressed, missed: { ...attempt.missed, [due]: (attempt.missed[due] ?? 0) + 1 } };
  return { ...attempt, ...pressed, position: attempt.position + 1 };
}

/** Typed characters (say, what an input event added) one after the other, all at `time`. */
export const typeText = (attempt: Attempt, text: string, time: number): Attempt =>
  [...text].reduce((current, key) => typeKey(current, key, time), attempt);

/** Words per minute for characters typed in a span of milliseconds; 0 for no time at all. */
export function wordsPerMinute(characters: number, milliseconds: number): number {
  if (milliseconds <= 0) return 0;
  return Math.round(characters / CHARACTERS_PER_WORD / (milliseconds / 60_000));
}

/** Keys pressed right, in whole percent of keys pressed; 100 before the first key. */
export function accuracy(keystrokes: number, misses: number): number {
  return keystrokes === 0 ? 100 : Math.round(((keystrokes - misses) / keystrokes) * 100);
}

const sum = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((total, n) => total + n, 0);

/** The result of an attempt so far (of a finished one, as its TYPING_LESSON event records it). */
export function scoreAttempt(attempt: Attempt, word: string): TypingResult {
  const span = (attempt.lastAt ?? 0) - (attempt.startedAt ?? 0);
  return {
    word,
    wpm: wordsPerMinute(attempt.position, span),
    accuracy: accuracy(attempt.keystrokes, sum(attempt.missed)),
    characters: attempt.lesson.length,
    missed: { ...attempt.missed },
  };
}

export interface MissedKey {
  readonly key: string;
  readonly count: number;
}

/** The keys most often missed over these counts, most first (ties in key order), at most `limit`. */
export function topMissed(counts: readonly Readonly<Record<string, number>>[], limit = MISSED_KEYS_SHOWN): MissedKey[] {
  const totals = new Map<string, number>();
  for (const missed of counts)
    for (const [key, n] of Object.entries(missed)) totals.set(key, (totals.get(key) ?? 0) + n);
  return [...totals]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit);
}

export interface PastResult extends TypingResult {
  readonly timestamp: string;
}

/** The learner's results from their TYPING_LESSON events, oldest first; an event whose value does not parse is left out. */
export function pastResults(events: readonly StoredEvent[]): PastResult[] {
  return events
    .filter((event) => event.verb === 'TYPING_LESSON')
    .flatMap((event) => {
      const parsed = typingResultSchema.safeParse(event.value);
      return parsed.success ? [{ ...parsed.data, timestamp: event.timestamp }] : [];
    })
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}
