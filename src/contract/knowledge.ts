// What the knowledge calls of spec 2 §7.9 answer (explore, links, description, eric, dimension, wikidata,
// dictionary, snippet, snippet graph, entity cluster) and the suggestion and spelling calls the product adds.
// The reference server answers them from WordNet (server/knowledge), which is English: every answer names the
// language of its text, so a widget showing it to a learner reading another language can say so. An unknown word
// is not an error: `found` is false, the lists are empty and `suggestions` holds words the learner may have meant.
import { z } from 'zod';
import { exploreDescriptionModes } from './description-modes.ts';
import { comboSchema, graphEdgeSchema, graphNodeSchema } from './graph.ts';
import { MAX_WORD_LENGTH } from './limits.ts';

/** The language of every knowledge answer's text. */
export const KNOWLEDGE_LANGUAGE = 'en' as const;
export const knowledgeLanguageSchema = z.literal(KNOWLEDGE_LANGUAGE);

/** Explore data range (spec 2 §9.1): neighbours per relation group; the learner's stored setting may change it. */
export const DEFAULT_EXPLORE_RANGE = 8;
export const MIN_EXPLORE_RANGE = 1;
export const MAX_EXPLORE_RANGE = 50;
/** Where the learner's explore range is kept: `settings.widget[EXPLORE_RANGE_SETTING]` of their profile. */
export const EXPLORE_RANGE_SETTING = 'exploreRange';

/** A WordNet synset id: its part-of-speech letter and its 8-digit offset ("n02086723"). */
export const SYNSET_ID_PATTERN = /^[nvar]\d{8}$/;
export const synsetIdSchema = z.string().regex(SYNSET_ID_PATTERN, { error: 'server.knowledge.synsetIdInvalid' });

// Inputs. Issue messages are keys of locales/*.json, so the server's 400 says what to fix in the learner's language.

/** Longest text whose entities are recognised (POST /explore/eric). */
export const MAX_TEXT_LENGTH = 5000;
/** Most related terms, suggestions or graph nodes asked at once. */
export const MAX_LIST_LIMIT = 50;
export const DEFAULT_LINKS_LIMIT = 20;
export const DEFAULT_SUGGESTION_LIMIT = 10;
/** Nodes answered per dimension call. */
export const MAX_DIMENSION_NODES = 50;

/** A word, a name or a phrase to look up: required, trimmed, at most MAX_WORD_LENGTH characters. */
export const wordRule = z
  .string({ error: 'server.knowledge.wordRequired' })
  .trim()
  .min(1, { error: 'server.knowledge.wordRequired' })
  .max(MAX_WORD_LENGTH, { error: 'server.knowledge.wordTooLong' });

/** A text whose entities are recognised: required, at most MAX_TEXT_LENGTH characters. */
export const textRule = z
  .string({ error: 'server.knowledge.wordRequired' })
  .trim()
  .min(1, { error: 'server.knowledge.wordRequired' })
  .max(MAX_TEXT_LENGTH, { error: 'server.knowledge.textTooLong' });

/** How many items to answer, 1 to MAX_LIST_LIMIT; in a query string the number arrives as text. */
export const limitRule = z.coerce
  .number({ error: 'server.knowledge.limitInvalid' })
  .int({ error: 'server.knowledge.limitInvalid' })
  .min(1, { error: 'server.knowledge.limitInvalid' })
  .max(MAX_LIST_LIMIT, { error: 'server.knowledge.limitInvalid' });

/** An explore range, MIN_EXPLORE_RANGE to MAX_EXPLORE_RANGE; in a query string the number arrives as text. */
export const exploreRangeRule = z.coerce
  .number({ error: 'server.knowledge.rangeInvalid' })
  .int({ error: 'server.knowledge.rangeInvalid' })
  .min(MIN_EXPLORE_RANGE, { error: 'server.knowledge.rangeInvalid' })
  .max(MAX_EXPLORE_RANGE, { error: 'server.knowledge.rangeInvalid' });

/**
 * What a lookup is about (GET /custom/snippet, /custom/snippet/graph, /custom/entity-cluster): the word, its thought
 * type and language (spec 1 §3 Thought: lang is en by default), and optionally the sense meant (a synset id from an
 * earlier answer, e.g. an "other senses" node of the graph).
 */
export const wordLookupQuery = z.object({
  word: wordRule,
  type: z.string().default('string'),
  lang: z.string().default('en'),
  synsetId: synsetIdSchema.optional(),
});

export const partOfSpeechSchema = z.enum(['noun', 'verb', 'adjective', 'adverb']);
export type PartOfSpeech = z.infer<typeof partOfSpeechSchema>;

/** A word the learner may have meant: one starting with what was typed, or a near miss. */
export const suggestionSchema = z.object({
  /** As WordNet writes it ("Albert Einstein"). */
  term: z.string(),
  /** Its lower-case key. */
  key: z.string(),
  kind: z.enum(['prefix', 'fuzzy']),
  /** How often people say the word (its count in the SUBTLEX-US subtitles, a phrase below its rarest word). */
  frequency: z.number().int().min(0),
  /** Edit distance to what was typed (0 for a prefix match). */
  distance: z.number().int().min(0),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** A sense named for a learner: its first word and its synset id. */
export const knowledgeTermSchema = z.object({ label: z.string(), synsetId: synsetIdSchema });
export type KnowledgeTerm = z.infer<typeof knowledgeTermSchema>;

/** The fields every word answer shares. */
const wordAnswer = {
  found: z.boolean(),
  /** Filled when the word is unknown. */
  suggestions: z.array(suggestionSchema),
  language: knowledgeLanguageSchema,
};

export const senseSchema = z.object({
  synsetId: synsetIdSchema,
  partOfSpeech: partOfSpeechSchema,
  /** A coarse topic of the sense, e.g. "noun.animal". */
  category: z.string(),
  definition: z.string(),
  examples: z.array(z.string()),
  /** The other words of the sense. */
  synonyms: z.array(z.string()),
});
export type Sense = z.infer<typeof senseSchema>;

/** A term related to the query: "<query> <label> <term>" reads as a sentence ("dog" "is a kind of" "canine"). */
export const relatedTermSchema = z.object({
  term: z.string(),
  synsetId: synsetIdSchema,
  partOfSpeech: partOfSpeechSchema,
  /** The WordNet relation ("hypernym", "partMeronym" …), or "synonym". */
  relation: z.string().min(1),
  label: z.string().min(1),
  /** Higher is closer; comparable within one answer only. */
  score: z.number(),
});
export type RelatedTerm = z.infer<typeof relatedTermSchema>;

/** POST /explore: definitions by part of speech, examples, synonyms and related terms. */
export const exploreAnswerSchema = z.object({
  query: z.string(),
  /** The word as WordNet writes it, or the query when unknown. */
  term: z.string(),
  definitions: z.array(z.object({ partOfSpeech: partOfSpeechSchema, senses: z.array(senseSchema) })),
  examples: z.array(z.string()),
  synonyms: z.array(z.string()),
  related: z.array(relatedTermSchema),
  ...wordAnswer,
});
export type ExploreAnswer = z.infer<typeof exploreAnswerSchema>;

/** POST /explore/links: related terms, closest first, at most `limit`. */
export const exploreLinksAnswerSchema = z.object({
  query: z.string(),
  links: z.array(relatedTermSchema),
  ...wordAnswer,
});
export type ExploreLinksAnswer = z.infer<typeof exploreLinksAnswerSchema>;

/** A named thing or a kind of thing a text mentions; start and end are -1 for one not in the text. */
export const knowledgeEntitySchema = z.object({
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  /** The name as WordNet writes it ("Albert Einstein"). */
  term: z.string(),
  synsetId: synsetIdSchema,
  /** A single named thing (person, place, work …) rather than a kind of thing. */
  named: z.boolean(),
  /** "person", "location", "group", "substance" … */
  category: z.string(),
  definition: z.string(),
  instanceOf: z.array(knowledgeTermSchema),
  isA: z.array(knowledgeTermSchema),
});
export type KnowledgeEntity = z.infer<typeof knowledgeEntitySchema>;

/** A marked term of a Marked Up description: text.slice(start, end). */
export const descriptionMarkSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string(),
  synsetId: synsetIdSchema,
  /** related: tied to the word by a relation; entity: a named thing; term: a compound term. */
  kind: z.enum(['related', 'entity', 'term']),
});
export type DescriptionMark = z.infer<typeof descriptionMarkSchema>;

export const exploreDescriptionModeSchema = z.enum(exploreDescriptionModes);

const description = {
  query: z.string(),
  term: z.string(),
  /** The description as plain text. */
  text: z.string(),
  ...wordAnswer,
};

/** POST /explore/description, one shape per explore description mode (spec 1 §3). */
export const descriptionAnswerSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('Default'), ...description }),
  z.object({ mode: z.literal('Detailed'), ...description }),
  z.object({
    mode: z.literal('Marked Up'),
    ...description,
    marks: z.array(descriptionMarkSchema),
    /** The text with each mark in **bold**. */
    markdown: z.string(),
  }),
  z.object({ mode: z.literal('Entities'), ...description, entities: z.array(knowledgeEntitySchema) }),
  z.object({
    mode: z.literal('Sentences'),
    ...description,
    sentences: z.array(z.string()),
    /** The text in chunks of at most 200 words (spec 2 §9.1). */
    chunks: z.array(z.string()),
  }),
]);
export type DescriptionAnswer = z.infer<typeof descriptionAnswerSchema>;

/** POST /explore/eric: the entities a search term names, left to right. */
export const entitiesAnswerSchema = z.object({
  searchTerm: z.string(),
  entities: z.array(knowledgeEntitySchema),
  /** Filled when nothing in the search term is known. */
  suggestions: z.array(suggestionSchema),
  language: knowledgeLanguageSchema,
});
export type EntitiesAnswer = z.infer<typeof entitiesAnswerSchema>;

/** The question attributes of the Dimension widget (spec 2 §9.1). */
export const dimensionAttributes = ['What', 'When', 'Where', 'Who', 'Which', 'How', 'Why'] as const;
export const dimensionAttributeSchema = z.enum(dimensionAttributes);
export type DimensionAttribute = z.infer<typeof dimensionAttributeSchema>;

/**
 * A node of POST /dimension's nodeList: a word, or a graph node (its label is read; an id that is a synset id reads
 * that exact sense).
 */
export const dimensionNodeInputSchema = z.union([
  wordRule,
  z.looseObject({ id: z.string().optional(), label: z.string().optional(), word: z.string().optional() }),
]);

export const dimensionFactSchema = z.object({
  /** A sentence a learner reads. */
  text: z.string(),
  /** Where it comes from: a WordNet relation, "definition", "gloss" (a phrase of the definition) or "category". */
  source: z.string(),
  /** The other term of the fact, to explore next. */
  term: z.string().optional(),
  synsetId: synsetIdSchema.optional(),
});
export type DimensionFact = z.infer<typeof dimensionFactSchema>;

/** POST /dimension: the asked attributes of each node; one WordNet says nothing about stays empty. */
export const dimensionAnswerSchema = z.object({
  attributes: z.array(dimensionAttributeSchema),
  nodes: z.array(
    z.object({
      /** The node as given (its label, or the word). */
      node: z.string(),
      found: z.boolean(),
      synsetId: synsetIdSchema.nullable(),
      attributes: z.record(dimensionAttributeSchema, z.array(dimensionFactSchema)),
      /** Filled when the node is unknown. */
      suggestions: z.array(suggestionSchema),
    }),
  ),
  language: knowledgeLanguageSchema,
});
export type DimensionAnswer = z.infer<typeof dimensionAnswerSchema>;

/**
 * The encyclopedia's summary of a word (Wikipedia), when a provider is configured. `unavailable`: configured but
 * it could not be reached this time.
 */
export const encyclopediaSummarySchema = z.union([
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    found: z.boolean(),
    title: z.string().optional(),
    extract: z.string().optional(),
    imageUrl: z.string().optional(),
    pageUrl: z.string().optional(),
    unavailable: z.literal(true).optional(),
  }),
]);
export type EncyclopediaSummary = z.infer<typeof encyclopediaSummarySchema>;

/** POST /custom/wikidata: the Wiki Data Card's facts, and the encyclopedia's summary and picture when asked. */
export const wikidataAnswerSchema = z.object({
  word: z.string(),
  /** The word as WordNet writes it. */
  term: z.string(),
  synsetId: synsetIdSchema.nullable(),
  partOfSpeech: partOfSpeechSchema.nullable(),
  /** E.g. "noun.person". */
  category: z.string().nullable(),
  description: z.string(),
  examples: z.array(z.string()),
  facts: z.object({
    /** Broader kinds: "dog" is a canine. */
    isA: z.array(knowledgeTermSchema),
    /** Classes a single thing belongs to: "Paris" is a national capital. */
    instanceOf: z.array(knowledgeTermSchema),
    kinds: z.array(knowledgeTermSchema),
    instances: z.array(knowledgeTermSchema),
    parts: z.array(knowledgeTermSchema),
    partOf: z.array(knowledgeTermSchema),
    members: z.array(knowledgeTermSchema),
    memberOf: z.array(knowledgeTermSchema),
    madeOf: z.array(knowledgeTermSchema),
    /** Topic, region and usage domains. */
    domain: z.array(knowledgeTermSchema),
    synonyms: z.array(z.string()),
    antonyms: z.array(z.string()),
  }),
  /** The word's other senses, for a "did you mean" on the card. */
  otherSenses: z.array(
    z.object({ synsetId: synsetIdSchema, partOfSpeech: partOfSpeechSchema, definition: z.string() }),
  ),
  /** Present when the body asked for images: the encyclopedia's summary, with its picture. */
  summary: encyclopediaSummarySchema.optional(),
  ...wordAnswer,
});
export type WikidataAnswer = z.infer<typeof wikidataAnswerSchema>;

const dictionaryDefinitionSchema = z.object({
  definition: z.string(),
  /** The first example, as the Free Dictionary API gives one. */
  example: z.string().optional(),
  examples: z.array(z.string()),
  synonyms: z.array(z.string()),
  antonyms: z.array(z.string()),
});

/** GET /custom/dictionary-api: an entry shaped like the Free Dictionary API's (no phonetics: WordNet has none). */
export const dictionaryAnswerSchema = z.object({
  word: z.string(),
  meanings: z.array(
    z.object({
      partOfSpeech: partOfSpeechSchema,
      definitions: z.array(dictionaryDefinitionSchema),
      synonyms: z.array(z.string()),
      antonyms: z.array(z.string()),
    }),
  ),
  source: z.object({ name: z.string(), license: z.string(), url: z.string() }),
  ...wordAnswer,
});
export type DictionaryAnswer = z.infer<typeof dictionaryAnswerSchema>;

/** GET /custom/snippet: a short paragraph about the word. */
export const snippetAnswerSchema = z.object({
  word: z.string(),
  term: z.string(),
  synsetId: synsetIdSchema.nullable(),
  partOfSpeech: partOfSpeechSchema.nullable(),
  /** The paragraph. */
  text: z.string(),
  sentences: z.array(z.string()),
  ...wordAnswer,
});
export type SnippetAnswer = z.infer<typeof snippetAnswerSchema>;

/** A node of the dendrogram: the root ("entity") down the hypernym chain to the word, then its kinds below. */
export interface ClusterNode {
  name: string;
  synsetId: string;
  /** How the node relates to its parent, below the word. */
  relation?: 'hyponym' | 'instanceHyponym' | undefined;
  /** The word explored. */
  focus?: true | undefined;
  children?: ClusterNode[] | undefined;
}
// The id names the tree's schema in the OpenAPI document, where it refers to itself.
export const clusterNodeSchema: z.ZodType<ClusterNode> = z
  .object({
    name: z.string(),
    synsetId: synsetIdSchema,
    relation: z.enum(['hyponym', 'instanceHyponym']).optional(),
    focus: z.literal(true).optional(),
    get children() {
      return z.array(clusterNodeSchema).optional();
    },
  })
  .meta({ id: 'ClusterNode' });

/** GET /custom/entity-cluster: the dendrogram of the word. */
export const entityClusterAnswerSchema = z.object({
  word: z.string(),
  tree: clusterNodeSchema.nullable(),
  /** Names from the root down to the word. */
  path: z.array(z.string()),
  /** Kinds listed per node below the word: the explore range. */
  range: z.number().int().min(0),
  ...wordAnswer,
});
export type EntityClusterAnswer = z.infer<typeof entityClusterAnswerSchema>;

/** GET /custom/snippet/graph: the force graph of the word, drawable as it is (spec 1 §3 node, edge, combo). */
export const wordGraphAnswerSchema = z.object({
  query: z.string(),
  /** Id of the node in the middle (the sense explored), or null when the word is unknown. */
  centerId: z.string().nullable(),
  nodes: z.array(graphNodeSchema.extend({ tjType: z.literal('wikiLinks') })),
  /** Each labelled so "<source> <label> <target>" reads as a sentence ("poodle" "is a kind of" "dog"). */
  edges: z.array(graphEdgeSchema.extend({ id: z.string().min(1), label: z.string().min(1) })),
  /** One per relation group ("Broader terms", "Kinds", "Parts and members" …). */
  combos: z.array(comboSchema),
  /** Neighbours per relation group: the explore range used. */
  range: z.number().int().min(0),
  ...wordAnswer,
});
export type WordGraphAnswer = z.infer<typeof wordGraphAnswerSchema>;

/** GET /custom/suggest: suggestions for the navbar and the quick search, prefix matches first. */
export const suggestAnswerSchema = z.object({
  text: z.string(),
  suggestions: z.array(suggestionSchema),
  language: knowledgeLanguageSchema,
});
export type SuggestAnswer = z.infer<typeof suggestAnswerSchema>;

/** GET /custom/spell: "did you mean". */
export const spellAnswerSchema = z.object({
  word: z.string(),
  /** Known to the knowledge source, or every word is in the English dictionary. */
  correct: z.boolean(),
  /** Corrections, best first (empty when correct). */
  suggestions: z.array(z.string()),
  language: knowledgeLanguageSchema,
});
export type SpellAnswer = z.infer<typeof spellAnswerSchema>;
