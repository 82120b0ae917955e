// The Data Card reads a dictionary entry as its main sense (the first definition of its first meaning: the word's
// main sense, server/knowledge/lookup.ts) followed by its other senses, still grouped by part of speech.
import type { DictionaryAnswer } from '../../src/contract/knowledge.ts';

export type Meaning = DictionaryAnswer['meanings'][number];
export type Definition = Meaning['definitions'][number];

export interface MainSense {
  partOfSpeech: Meaning['partOfSpeech'];
  definition: Definition;
}

export interface SensesOfEntry {
  /** Null only for an entry without meanings. */
  main: MainSense | null;
  /** The other senses by part of speech; a meaning's words are those of the definitions it still lists. */
  others: Meaning[];
}

function uniqueCaseless(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const lower = word.toLowerCase();
    if (seen.has(lower)) return false;
    seen.add(lower);
    return true;
  });
}

export function sensesOf(meanings: readonly Meaning[]): SensesOfEntry {
  const [first, ...rest] = meanings;
  const [definition, ...moreDefinitions] = first?.definitions ?? [];
  if (!first || !definition) return { main: null, others: [...meanings] };
  const others =
    moreDefinitions.length === 0
      ? rest
      : [
          {
            partOfSpeech: first.partOfSpeech,
            definitions: moreDefinitions,
            synonyms: uniqueCaseless(moreDefinitions.flatMap((other) => other.synonyms)),
            antonyms: uniqueCaseless(moreDefinitions.flatMap((other) => other.antonyms)),
          },
          ...rest,
        ];
  return { main: { partOfSpeech: first.partOfSpeech, definition }, others };
}
