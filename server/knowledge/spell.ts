// "Did you mean": a misspelt search is corrected word by word with nspell and the Hunspell English dictionary
// (dictionary-en), and phrase-wide against WordNet's own words, so "albert einstien" finds "Albert Einstein".
// Corrections WordNet knows come first: those are the ones the engine can then answer.
import type { KnowledgeIndex } from './knowledge-index.ts';
import { lookup, normalizeQuery } from './lookup.ts';
import { boundedEditDistance, fuzzyMatches } from './suggest.ts';
import { capitalize } from './text.ts';

export interface SpellResult {
  query: string;
  /** Whether the query is spelt right: WordNet knows it, or every word is in the English dictionary. */
  correct: boolean;
  /** Corrections, best first (empty when correct). */
  suggestions: string[];
}

export interface Speller {
  check(query: string): SpellResult;
}

interface NSpellLike {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

const MAX_SUGGESTIONS = 5;
const CANDIDATES_PER_WORD = 3;
const MAX_WORDS = 6;
const MAX_WORD_LENGTH = 30;

/** Loads the English dictionary (≈1 s, once) and answers spelling checks against it and the index. */
export async function createSpeller(index: KnowledgeIndex): Promise<Speller> {
  const [{ default: nspell }, { default: english }] = await Promise.all([import('nspell'), import('dictionary-en')]);
  return spellerOf(index, nspell(english));
}

export function spellerOf(index: KnowledgeIndex, dictionary: NSpellLike): Speller {
  return {
    check(query: string): SpellResult {
      const normalized = normalizeQuery(query);
      if (normalized.length === 0) return { query, correct: false, suggestions: [] };
      if (lookup(index, normalized).found) return { query, correct: true, suggestions: [] };
      const words = normalized.split(' ').slice(0, MAX_WORDS);
      const wrong = words.map((word) => !dictionary.correct(word) && !dictionary.correct(capitalize(word)));
      const known: { text: string; frequency: number; distance: number }[] = [];
      const unknown: string[] = [];
      const offer = (text: string) => {
        const k = index.findKey(normalizeQuery(text));
        const distance = boundedEditDistance(normalized, text.toLowerCase(), 4);
        if (k >= 0) known.push({ text: index.displayForm(k), frequency: index.keyFrequency(k), distance });
        else unknown.push(text);
      };
      // nspell tries every edit of a word: its cost grows fast with length, so long tokens get no correction.
      const corrections = (word: string) =>
        word.length > MAX_WORD_LENGTH ? [] : dictionary.suggest(word).slice(0, CANDIDATES_PER_WORD);
      for (const phrase of phrasesOf(words, wrong, corrections)) {
        offer(phrase);
      }
      for (const match of fuzzyMatches(index, normalized, MAX_SUGGESTIONS)) offer(match.term);
      // Closest spelling first ("recieve" → "receive" before "believe"), then the most common word.
      known.sort((x, y) => x.distance - y.distance || y.frequency - x.frequency);
      const suggestions = [...new Set([...known.map((entry) => entry.text), ...unknown])]
        .filter((suggestion) => suggestion.toLowerCase() !== normalized)
        .slice(0, MAX_SUGGESTIONS);
      return { query, correct: !wrong.includes(true), suggestions };
    },
  };
}

/** Phrases with each misspelt word replaced by one of its corrections (at most a few dozen combinations). */
function phrasesOf(words: string[], wrong: boolean[], correct: (word: string) => string[]): string[] {
  let phrases: string[][] = [[]];
  words.forEach((word, at) => {
    const options = wrong[at] ? correct(word) : [word];
    if (options.length === 0) options.push(word);
    phrases = phrases.flatMap((phrase) => options.map((option) => [...phrase, option])).slice(0, 27);
  });
  return phrases.map((phrase) => phrase.join(' ')).filter((phrase) => phrase !== words.join(' '));
}
