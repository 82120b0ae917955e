// Suggestions for the navbar and the quick search: words starting with what was typed, then near misses
// (edit distance), ranked by how common a word is (the sum of its senses' tag counts in WordNet).
import type { KnowledgeIndex } from './knowledge-index.ts';
import { normalizeQuery } from './lookup.ts';

export interface Suggestion {
  /** The word as WordNet writes it ("Albert Einstein"). */
  term: string;
  /** Its lower-case key. */
  key: string;
  kind: 'prefix' | 'fuzzy';
  /** Sense tag count sum: how common the word is. */
  frequency: number;
  /** Edit distance to what was typed (0 for a prefix match). */
  distance: number;
}

export const DEFAULT_SUGGESTION_LIMIT = 10;
/** Prefix matches examined before ranking: enough for any real prefix, bounded for one-letter ones. */
const MAX_PREFIX_SCAN = 20_000;

const commonness = (index: KnowledgeIndex, k: number): number =>
  // Tag counts first; the number of senses breaks ties among words unseen in the corpus.
  index.keyFrequency(k) * 64 + Math.min(63, index.keySenses(k).length);

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
  const found: number[] = [];
  for (let k = index.lowerBound(typed); k < index.keyCount && found.length < MAX_PREFIX_SCAN; k++) {
    if (!index.key(k).startsWith(typed)) break;
    found.push(k);
  }
  // The word itself, when known, comes first.
  return topBy(found, limit, (k) => commonness(index, k) + (index.key(k) === typed ? 1e15 : 0)).map((k) => ({
    term: index.displayForm(k),
    key: index.key(k),
    kind: 'prefix',
    frequency: index.keyFrequency(k),
    distance: 0,
  }));
}

/** Keys within a small edit distance (1 for short words, 2 otherwise), closest first, then most common. */
export function fuzzyMatches(index: KnowledgeIndex, typed: string, limit: number): Suggestion[] {
  const maxDistance = typed.length <= 4 ? 1 : 2;
  const candidates: { k: number; distance: number }[] = [];
  const keys = index.strings.keys;
  const typedLetters = letterCounts(typed, new Int16Array(LETTER_BUCKETS));
  const counts = new Int16Array(LETTER_BUCKETS);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!;
    if (Math.abs(key.length - typed.length) > maxDistance) continue;
    // Each edit changes the letter counts by at most 2: a cheap bound that skips most keys before the full distance.
    if (letterDifference(typedLetters, letterCounts(key, counts)) > 2 * maxDistance) continue;
    const distance = boundedEditDistance(typed, key, maxDistance);
    if (distance <= maxDistance && distance > 0) candidates.push({ k, distance });
  }
  candidates.sort((x, y) => x.distance - y.distance || commonness(index, y.k) - commonness(index, x.k));
  return candidates.slice(0, limit).map(({ k, distance }) => ({
    term: index.displayForm(k),
    key: index.key(k),
    kind: 'fuzzy',
    frequency: index.keyFrequency(k),
    distance,
  }));
}

const LETTER_BUCKETS = 64;

function letterCounts(text: string, counts: Int16Array): Int16Array {
  counts.fill(0);
  for (let i = 0; i < text.length; i++) counts[text.charCodeAt(i) & (LETTER_BUCKETS - 1)]!++;
  return counts;
}

function letterDifference(a: Int16Array, b: Int16Array): number {
  let difference = 0;
  for (let i = 0; i < LETTER_BUCKETS; i++) difference += Math.abs(a[i]! - b[i]!);
  return difference;
}

function topBy(items: number[], limit: number, score: (item: number) => number): number[] {
  return items
    .map((item) => ({ item, score: score(item) }))
    .sort((x, y) => y.score - x.score)
    .slice(0, limit)
    .map(({ item }) => item);
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
