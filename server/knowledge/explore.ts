// POST /explore and POST /explore/links (spec 2 §7.9): a word's definitions by part of speech with examples and
// synonyms, and its related terms ranked by how close the relation is, how central the sense and how common the
// related word.
import type { KnowledgeIndex } from './knowledge-index.ts';
import { lookup, sensesByPartOfSpeech, type Lookup } from './lookup.ts';
import { knowledgeLabels, type KnowledgeLabels } from './labels.ts';
import { relationWeight, type Relation } from './relations.ts';
import { suggest, type Suggestion } from './suggest.ts';
import { uniqueCaseless } from './text.ts';
import type { PartOfSpeech } from './wordnet-parser.ts';

export interface Sense {
  synsetId: string;
  partOfSpeech: PartOfSpeech;
  /** Lexicographer file, e.g. "noun.animal": a coarse topic of the sense. */
  category: string;
  definition: string;
  examples: string[];
  /** The other words of the synset. */
  synonyms: string[];
}

export interface DefinitionGroup {
  partOfSpeech: PartOfSpeech;
  senses: Sense[];
}

export type RelatedRelation = Relation | 'synonym';

export interface RelatedTerm {
  term: string;
  synsetId: string;
  partOfSpeech: PartOfSpeech;
  relation: RelatedRelation;
  /** Plain English: "<query> <label> <term>". */
  label: string;
  /** Higher is closer; comparable within one answer only. */
  score: number;
}

export interface ExploreResult {
  query: string;
  found: boolean;
  /** The word as WordNet writes it ("Albert Einstein"), or the query when unknown. */
  term: string;
  definitions: DefinitionGroup[];
  examples: string[];
  synonyms: string[];
  related: RelatedTerm[];
  /** Words the learner may have meant; filled when the query is unknown. */
  suggestions: Suggestion[];
}

export interface ExploreLinks {
  query: string;
  found: boolean;
  links: RelatedTerm[];
  suggestions: Suggestion[];
}

export const DEFAULT_RELATED_LIMIT = 20;
const SUGGESTIONS_WHEN_UNKNOWN = 5;

export function senseOf(index: KnowledgeIndex, synset: number, without: readonly string[] = []): Sense {
  return {
    synsetId: index.id(synset),
    partOfSpeech: index.partOfSpeech(synset),
    category: index.lexName(synset),
    ...index.gloss(synset),
    synonyms: index.words(synset).filter((word) => !without.includes(word.toLowerCase())),
  };
}

/** A word's senses and related terms; `labels` name the relations (English unless the learner's language is given). */
export function explore(index: KnowledgeIndex, query: string, labels = knowledgeLabels()): ExploreResult {
  const found = lookup(index, query);
  if (!found.found) return unknownExplore(index, query);
  const keys = found.matches.map((match) => match.key);
  const definitions: DefinitionGroup[] = [];
  for (const [partOfSpeech, senses] of sensesByPartOfSpeech(index, found.senses)) {
    definitions.push({
      partOfSpeech: partOfSpeech as PartOfSpeech,
      senses: senses.map((synset) => senseOf(index, synset, keys)),
    });
  }
  const senses = definitions.flatMap((group) => group.senses);
  return {
    query,
    found: true,
    term: found.matches[0]?.form ?? query,
    definitions,
    examples: [...new Set(senses.flatMap((sense) => sense.examples))],
    synonyms: uniqueCaseless(senses.flatMap((sense) => sense.synonyms)),
    related: relatedTerms(index, found, DEFAULT_RELATED_LIMIT, labels),
    suggestions: [],
  };
}

function unknownExplore(index: KnowledgeIndex, query: string): ExploreResult {
  return {
    query,
    found: false,
    term: query,
    definitions: [],
    examples: [],
    synonyms: [],
    related: [],
    suggestions: suggest(index, query, SUGGESTIONS_WHEN_UNKNOWN),
  };
}

export function exploreLinks(
  index: KnowledgeIndex,
  query: string,
  limit = DEFAULT_RELATED_LIMIT,
  labels = knowledgeLabels(),
): ExploreLinks {
  const found = lookup(index, query);
  if (!found.found) {
    return { query, found: false, links: [], suggestions: suggest(index, query, SUGGESTIONS_WHEN_UNKNOWN) };
  }
  return { query, found: true, links: relatedTerms(index, found, limit, labels), suggestions: [] };
}

/** Which word of a synset the lookup matched (1-based, as lexical pointers count), or 0. */
export function matchedWordNumber(index: KnowledgeIndex, synset: number, keys: readonly string[]): number {
  const words = index.words(synset);
  const at = words.findIndex((word) => keys.includes(word.toLowerCase()));
  return at + 1;
}

/**
 * Related terms of all senses, ranked: relation weight × sense weight (the first, most frequent sense counts
 * most) × a boost for common words, so "canine" ranks above "Canis familiaris" for "dog".
 */
export function relatedTerms(
  index: KnowledgeIndex,
  found: Lookup,
  limit: number,
  labels: KnowledgeLabels,
): RelatedTerm[] {
  const keys = found.matches.map((match) => match.key);
  const best = new Map<string, RelatedTerm>();
  const offer = (term: string, synset: number, relation: RelatedRelation, score: number) => {
    const lower = term.toLowerCase();
    if (keys.includes(lower)) return;
    const existing = best.get(lower);
    if (existing && existing.score >= score) return;
    best.set(lower, {
      term,
      synsetId: index.id(synset),
      partOfSpeech: index.partOfSpeech(synset),
      relation,
      label: labels.relation(relation),
      score: Math.round(score * 1000) / 1000,
    });
  };
  const commonness = (synset: number) => 1 + Math.log10(1 + index.tagCount(synset)) / 4;
  found.senses.forEach((synset, rank) => {
    const senseWeight = 1 / (1 + 0.6 * rank);
    for (const word of index.words(synset)) offer(word, synset, 'synonym', senseWeight * commonness(synset));
    const own = matchedWordNumber(index, synset, keys);
    for (const pointer of index.pointers(synset)) {
      // A lexical pointer relates one word of the synset: keep only those of the word looked up.
      if (pointer.sourceWord !== 0 && own !== 0 && pointer.sourceWord !== own) continue;
      const term = index.targetName(pointer);
      offer(
        term,
        pointer.target,
        pointer.relation,
        relationWeight[pointer.relation] * senseWeight * commonness(pointer.target),
      );
    }
  });
  return [...best.values()].sort((x, y) => y.score - x.score || x.term.localeCompare(y.term)).slice(0, limit);
}
