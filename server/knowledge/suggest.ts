// Suggestions for the navbar and the quick search: words starting with what was typed, then near misses
// (edit distance), ranked by how familiar a word is to a learner (./familiarity.ts: "chloro" gives chloroform,
// chlorine and chlorophyll before chlorothiazide), then by how common WordNet finds it (its senses' tag counts).
import { occurrences } from './familiarity.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { normalizeQuery } from './lookup.ts';

export interface Suggestion {
  /** The word as WordNet writes it ("Albert Einstein"). */
  term: string;
  /** Its lower-case key. */
  key: string;
  kind: 'prefix' | 'fuzzy';
  /** How often people say it (./familiarity.ts): how common the word is. */
  frequency: number;
  /** Edit distance to what was typed (0 for a prefix match). */
  distance: number;
}

export const DEFAULT_SUGGESTION_LIMIT = 10;
/** Prefix matches examined before ranking: enough for any real prefix, bounded for one-letter ones. */
const MAX_PREFIX_SCAN = 20_000;

/** Tag counts first; the number of senses breaks ties among words unseen in the corpus. Below 2^20 for any key. */
const commonness = (index: KnowledgeIndex, k: number): number =>
  Math.min(COMMONNESS_SPAN - 1, index.keyFrequency(k) * 64 + Math.min(63, index.keySenses(k).length));
const COMMONNESS_SPAN = 2 ** 20;

/** Ranking scores per key, filled as keys are first ranked: a one-letter prefix ranks thousands of keys. */
const keyScores = new WeakMap<KnowledgeIndex, Float64Array>();

/** More familiar first, then more common in WordNet, as one number. */
function score(index: KnowledgeIndex, k: number): number {
  let scores = keyScores.get(index);
  if (!scores) keyScores.set(index, (scores = new Float64Array(index.keyCount).fill(-1)));
  if (scores[k]! < 0) scores[k] = occurrences(index.key(k)) * COMMONNESS_SPAN + commonness(index, k);
  return scores[k]!;
}

const occurrencesOf = (index: KnowledgeIndex, k: number): number => Math.floor(score(index, k) / COMMONNESS_SPAN);

/** Prefix matches then fuzzy matches, `limit` in all. */
export function suggest(index: KnowledgeIndex, text: string, limit = DEFAULT_SUGGESTION_LIMIT): Suggestion[] {
  const typed = normalizeQuery(text);
  if (typed.length === 0 || limit <= 0) return [];
  const prefix = prefixMatches(index, typed, limit);
  if (prefix.length >= limit) return prefix;
  const taken = new Set(prefix.map((suggestion) => suggestion.key));
  const fuzzy = fuzzyMatches(index, typed, limit + taken.size).filter((suggestion) => !taken.has(suggestion.key));
  return [...prefix, ...fuzzy].slice(0, limit);
}

export function prefixMatches(index: KnowledgeIndex, typed: string, limit: number): Suggestion[] {
  // The best `limit` so far, best first: most keys fall below the last and cost one comparison.
  const best: { k: number; score: number }[] = [];
  const end = Math.min(index.keyCount, index.lowerBound(typed) + MAX_PREFIX_SCAN);
  for (let k = index.lowerBound(typed); k < end; k++) {
    const key = index.key(k);
    if (!key.startsWith(typed)) break;
    // The word itself, when known, comes first.
    const ranked = { k, score: key === typed ? Infinity : score(index, k) };
    if (best.length === limit && ranked.score <= best[limit - 1]!.score) continue;
    const below = best.findIndex((other) => other.score < ranked.score);
    best.splice(below < 0 ? best.length : below, 0, ranked);
    if (best.length > limit) best.pop();
  }
  return best.map(({ k }) => ({
    term: index.displayForm(k),
    key: index.key(k),
    kind: 'prefix',
    frequency: occurrencesOf(index, k),
    distance: 0,
  }));
}

/** Keys within a small edit distance (1 for short words, 2 otherwise), closest first, then most familiar. */
export function fuzzyMatches(index: KnowledgeIndex, typed: string, limit: number): Suggestion[] {
  const maxDistance = typed.length <= 4 ? 1 : 2;
  const candidates: { k: number; distance: number }[] = [];
  const keys = index.strings.keys;
  const letters = typedLetters(typed);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!;
    if (Math.abs(key.length - typed.length) > maxDistance) continue;
    // Each edit changes the letter counts by at most 2: a cheap bound that skips most keys before the full distance.
    if (letterDifference(letters, key) > 2 * maxDistance) continue;
    const distance = boundedEditDistance(typed, key, maxDistance);
    if (distance <= maxDistance && distance > 0) candidates.push({ k, distance });
  }
  candidates.sort((x, y) => x.distance - y.distance || score(index, y.k) - score(index, x.k));
  return candidates.slice(0, limit).map(({ k, distance }) => ({
    term: index.displayForm(k),
    key: index.key(k),
    kind: 'fuzzy',
    frequency: occurrencesOf(index, k),
    distance,
  }));
}

const LETTER_BUCKETS = 64;

const bucketOf = (text: string, i: number) => text.charCodeAt(i) & (LETTER_BUCKETS - 1);

/** What was typed, as letter counts and the buckets it uses, and a table to compare a key with it. */
interface TypedLetters {
  counts: Int16Array;
  buckets: number[];
  work: Int16Array;
}

function typedLetters(typed: string): TypedLetters {
  const counts = new Int16Array(LETTER_BUCKETS);
  for (let i = 0; i < typed.length; i++) counts[bucketOf(typed, i)]!++;
  const buckets = [...new Set(Array.from(typed, (_, i) => bucketOf(typed, i)))];
  return { counts, buckets, work: new Int16Array(LETTER_BUCKETS) };
}

/**
 * The sum of the differences between the letter counts of what was typed and of a key. Only the key's letters and
 * the typed ones are visited: the fuzzy scan compares every key.
 */
function letterDifference({ counts, buckets, work }: TypedLetters, key: string): number {
  work.set(counts);
  let notTyped = 0;
  for (let i = 0; i < key.length; i++) {
    const bucket = bucketOf(key, i);
    if (counts[bucket]! > 0) work[bucket]!--;
    else notTyped++;
  }
  let difference = notTyped;
  for (const bucket of buckets) difference += Math.abs(work[bucket]!);
  return difference;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up as soon as every
 * alignment exceeds `max` (then it answers max + 1).
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows[0].length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  // Three rolling rows (two back for transpositions), reused across calls: the fuzzy scan visits every key.
  let [before, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
