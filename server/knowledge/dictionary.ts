// GET /custom/dictionary-api (spec 2 §7.9): a dictionary entry in the shape of the public Free Dictionary API
// (word, meanings by part of speech, definitions with an example, synonyms, antonyms). WordNet has no
// pronunciations, so there is no phonetic field rather than an empty or made-up one.
import type { KnowledgeIndex } from './knowledge-index.ts';
import { lookup, sensesByPartOfSpeech } from './lookup.ts';
import { matchedWordNumber } from './explore.ts';
import { suggest, type Suggestion } from './suggest.ts';
import { uniqueCaseless } from './text.ts';
import type { PartOfSpeech } from './wordnet-parser.ts';

export interface DictionaryDefinition {
  definition: string;
  /** The first example, as the Free Dictionary API gives one. */
  example?: string;
  examples: string[];
  synonyms: string[];
  antonyms: string[];
}

export interface DictionaryMeaning {
  partOfSpeech: PartOfSpeech;
  definitions: DictionaryDefinition[];
  synonyms: string[];
  antonyms: string[];
}

export interface DictionaryEntry {
  word: string;
  found: boolean;
  meanings: DictionaryMeaning[];
  suggestions: Suggestion[];
  /** Where the entry comes from. */
  source: { name: 'WordNet 3.1'; license: 'WordNet 3.0 license'; url: 'https://wordnet.princeton.edu/' };
}

const source: DictionaryEntry['source'] = {
  name: 'WordNet 3.1',
  license: 'WordNet 3.0 license',
  url: 'https://wordnet.princeton.edu/',
};

export function dictionaryEntry(index: KnowledgeIndex, word: string): DictionaryEntry {
  const found = lookup(index, word);
  if (!found.found) return { word, found: false, meanings: [], suggestions: suggest(index, word, 5), source };
  const keys = found.matches.map((match) => match.key);
  const meanings: DictionaryMeaning[] = [];
  for (const [partOfSpeech, senses] of sensesByPartOfSpeech(index, found.senses)) {
    const definitions = senses.map((synset): DictionaryDefinition => {
      const { definition, examples } = index.gloss(synset);
      const entry: DictionaryDefinition = {
        definition,
        examples,
        synonyms: index.words(synset).filter((candidate) => !keys.includes(candidate.toLowerCase())),
        antonyms: antonymsOf(index, synset, keys),
      };
      if (examples[0] !== undefined) entry.example = examples[0];
      return entry;
    });
    meanings.push({
      partOfSpeech: partOfSpeech as PartOfSpeech,
      definitions,
      synonyms: uniqueCaseless(definitions.flatMap((definition) => definition.synonyms)),
      antonyms: uniqueCaseless(definitions.flatMap((definition) => definition.antonyms)),
    });
  }
  return { word: found.matches[0]?.form ?? word, found: true, meanings, suggestions: [], source };
}

/**
 * Antonyms of the word looked up in this sense. An adjective satellite ("huge") has none of its own: it takes
 * those of the head adjective it is similar to ("large" ↔ "small"), as WordNet's indirect antonyms.
 */
export function antonymsOf(index: KnowledgeIndex, synset: number, keys: readonly string[]): string[] {
  const own = matchedWordNumber(index, synset, keys);
  const direct = index
    .pointers(synset)
    .filter(
      (pointer) =>
        pointer.relation === 'antonym' && (own === 0 || pointer.sourceWord === 0 || pointer.sourceWord === own),
    )
    .map((pointer) => index.targetName(pointer));
  if (direct.length > 0 || index.type(synset) !== 's') return uniqueCaseless(direct);
  const indirect = index.targets(synset, 'similar').flatMap((head) =>
    index
      .pointers(head)
      .filter((pointer) => pointer.relation === 'antonym')
      .map((pointer) => index.targetName(pointer)),
  );
  return uniqueCaseless(indirect);
}
