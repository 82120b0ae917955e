// POST /explore/eric (spec 2 §7.9): the entities a search term names, recognised against the index — "Albert
// Einstein and Paris" names a physicist and a national capital — each with what it is an instance or a kind of.
import type { KnowledgeIndex, Term } from './knowledge-index.ts';
import { bestSense, recognizeTerms, type RecognizedTerm } from './recognize.ts';
import { suggest, type Suggestion } from './suggest.ts';

export interface Entity {
  /** The words as they appear in the text, and where (start and end are -1 for an entity not in the text). */
  text: string;
  start: number;
  end: number;
  /** The name as WordNet writes it ("Albert Einstein"). */
  term: string;
  synsetId: string;
  /** A single named thing (person, place, work …) rather than a kind of thing. */
  named: boolean;
  /** Lexicographer file without its part of speech: "person", "location", "group", "substance" … */
  category: string;
  definition: string;
  instanceOf: Term[];
  isA: Term[];
}

export interface EntitiesResult {
  searchTerm: string;
  entities: Entity[];
  /** Filled when nothing in the search term is known. */
  suggestions: Suggestion[];
}

export interface EntityOptions {
  /** Keep named entities only (people, places, …), not kinds of things. */
  namedOnly?: boolean;
  /** See RecognizeOptions.caseSensitiveNames: true for prose, false (default) for typed search terms. */
  caseSensitiveNames?: boolean;
}

export function entityOf(index: KnowledgeIndex, recognized: RecognizedTerm): Entity {
  const synset = bestSense(index, recognized);
  const typed = recognized.text.replace(/[\s-]+/g, ' ').toLowerCase();
  const term =
    index.words(synset).find((word) => word.toLowerCase() === typed) ?? index.displayForm(recognized.k, synset);
  return {
    text: recognized.text,
    start: recognized.start,
    end: recognized.end,
    term,
    synsetId: index.id(synset),
    named: index.isInstance(synset) && recognized.named,
    category: index.lexName(synset).replace(/^\w+\./, ''),
    definition: index.definition(synset),
    instanceOf: index.targets(synset, 'instanceHypernym').map((target) => index.term(target)),
    isA: index.targets(synset, 'hypernym').map((target) => index.term(target)),
  };
}

/** The entities a text names, left to right. */
export function findEntities(index: KnowledgeIndex, text: string, options: EntityOptions = {}): Entity[] {
  const caseSensitiveNames = options.caseSensitiveNames ?? false;
  const entities = recognizeTerms(index, text, { caseSensitiveNames }).map((term) => entityOf(index, term));
  return options.namedOnly ? entities.filter((entity) => entity.named) : entities;
}

export function recognizeEntities(
  index: KnowledgeIndex,
  searchTerm: string,
  options: EntityOptions = {},
): EntitiesResult {
  const entities = findEntities(index, searchTerm, options);
  return { searchTerm, entities, suggestions: entities.length === 0 ? suggest(index, searchTerm, 5) : [] };
}
