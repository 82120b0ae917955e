// POST /custom/wikidata (spec 2 §7.9): the facts of the Wiki Data Card as WordNet knows them. Images and videos
// come from live providers, not from here.
import type { KnowledgeIndex, Term } from './knowledge-index.ts';
import { labelInLookup, lookupSense } from './lookup.ts';
import type { Relation } from './relations.ts';
import { suggest, type Suggestion } from './suggest.ts';
import { uniqueByLabel, uniqueCaseless } from './text.ts';
import type { PartOfSpeech } from './wordnet-parser.ts';

export interface WikidataFacts {
  /** Broader kinds: "dog" is a canine, a domestic animal. */
  isA: Term[];
  /** Classes a single thing belongs to: "Paris" is a national capital. */
  instanceOf: Term[];
  kinds: Term[];
  instances: Term[];
  parts: Term[];
  partOf: Term[];
  members: Term[];
  memberOf: Term[];
  madeOf: Term[];
  /** Topic, region and usage domains ("biology", "France", "slang"). */
  domain: Term[];
  synonyms: string[];
  antonyms: string[];
}

export interface WikidataCard {
  word: string;
  found: boolean;
  /** The word as WordNet writes it. */
  term: string;
  synsetId: string | null;
  partOfSpeech: PartOfSpeech | null;
  /** Lexicographer file, e.g. "noun.person". */
  category: string | null;
  description: string;
  examples: string[];
  facts: WikidataFacts;
  /** The word's other senses, for a "did you mean" on the card. */
  otherSenses: { synsetId: string; partOfSpeech: PartOfSpeech; definition: string }[];
  suggestions: Suggestion[];
}

export interface WikidataOptions {
  synsetId?: string;
  /** Values per fact (default 12). */
  limit?: number;
}

const emptyFacts = (): WikidataFacts => ({
  isA: [],
  instanceOf: [],
  kinds: [],
  instances: [],
  parts: [],
  partOf: [],
  members: [],
  memberOf: [],
  madeOf: [],
  domain: [],
  synonyms: [],
  antonyms: [],
});

export function wikidataCard(index: KnowledgeIndex, word: string, options: WikidataOptions = {}): WikidataCard {
  const { found, sense: synset } = lookupSense(index, word, options.synsetId);
  if (synset < 0) {
    return {
      word,
      found: false,
      term: word,
      synsetId: null,
      partOfSpeech: null,
      category: null,
      description: '',
      examples: [],
      facts: emptyFacts(),
      otherSenses: [],
      suggestions: suggest(index, word, 5),
    };
  }
  const limit = Math.max(0, options.limit ?? 12);
  const term = found.found ? labelInLookup(index, found, synset) : index.label(synset);
  const listed = (targets: number[]): Term[] =>
    uniqueByLabel(
      targets.map((target) => index.term(target)),
      (listedTerm) => listedTerm.label,
    ).slice(0, limit);
  const terms = (...relations: Relation[]): Term[] =>
    listed(relations.flatMap((relation) => index.targets(synset, relation)));
  const byCommonness = (...relations: Relation[]): Term[] =>
    listed(
      relations
        .flatMap((relation) => index.targets(synset, relation))
        .sort((x, y) => index.tagCount(y) - index.tagCount(x)),
    );
  const antonyms = index
    .pointers(synset)
    .filter((pointer) => pointer.relation === 'antonym')
    .map((pointer) => index.targetName(pointer));
  const { definition, examples } = index.gloss(synset);
  return {
    word,
    found: true,
    term,
    synsetId: index.id(synset),
    partOfSpeech: index.partOfSpeech(synset),
    category: index.lexName(synset),
    description: definition,
    examples,
    facts: {
      isA: terms('hypernym'),
      instanceOf: terms('instanceHypernym'),
      kinds: byCommonness('hyponym'),
      instances: byCommonness('instanceHyponym'),
      parts: terms('partMeronym'),
      partOf: terms('partHolonym'),
      members: terms('memberMeronym'),
      memberOf: terms('memberHolonym'),
      madeOf: terms('substanceMeronym'),
      domain: terms('domainTopic', 'domainRegion', 'domainUsage'),
      synonyms: index.words(synset).filter((candidate) => candidate !== term),
      antonyms: uniqueCaseless(antonyms).slice(0, limit),
    },
    otherSenses: found.senses
      .filter((other) => other !== synset)
      .slice(0, limit)
      .map((other) => ({
        synsetId: index.id(other),
        partOfSpeech: index.partOfSpeech(other),
        definition: index.definition(other),
      })),
    suggestions: [],
  };
}
