// Exploration and custom lookups (spec 2 §7.9). A visitor can look things up, so these add the token
// only if present ('default'); uploading a screen recording is the signed-in user's own action ('bearer').
// The knowledge answers and their input rules are in ../knowledge.ts.
// The calls the live providers answer (videos, jobs, social, computation, books, 3D models) are in providers.ts.
import { z } from 'zod';
import { fileField, json, multipart, type Endpoint } from '../endpoint.ts';
import { exploreDescriptionModeSchema } from '../graph.ts';
import {
  DEFAULT_LINKS_LIMIT,
  DEFAULT_SUGGESTION_LIMIT,
  descriptionAnswerSchema,
  dictionaryAnswerSchema,
  entitiesAnswerSchema,
  entityClusterAnswerSchema,
  exploreAnswerSchema,
  exploreLinksAnswerSchema,
  exploreRangeRule,
  limitRule,
  snippetAnswerSchema,
  spellAnswerSchema,
  suggestAnswerSchema,
  synsetIdSchema,
  textRule,
  wikidataAnswerSchema,
  wordGraphAnswerSchema,
  wordLookupQuery,
  wordRule,
} from '../knowledge.ts';
import { MAX_WORD_LENGTH } from '../limits.ts';

export const exploreEndpoints = {
  'explore.links': {
    method: 'POST',
    path: '/explore/links',
    auth: 'default',
    body: json(z.object({ query: wordRule, limit: limitRule.default(DEFAULT_LINKS_LIMIT) })),
    answer: json(exploreLinksAnswerSchema),
  },
  'explore.explore': {
    method: 'POST',
    path: '/explore',
    auth: 'default',
    body: json(z.object({ query: wordRule })),
    answer: json(exploreAnswerSchema),
  },
  'explore.description': {
    method: 'POST',
    path: '/explore/description',
    auth: 'default',
    // mode: one of the explore description modes of spec 1 §3.
    body: json(
      z.object({
        query: wordRule,
        mode: z
          .enum(exploreDescriptionModeSchema.options, { error: 'server.knowledge.modeInvalid' })
          .default('Default'),
      }),
    ),
    answer: json(descriptionAnswerSchema),
  },
  'explore.eric': {
    method: 'POST',
    path: '/explore/eric',
    auth: 'default',
    // searchTerm: a word, a name or a text whose entities are recognised.
    body: json(z.object({ searchTerm: textRule })),
    answer: json(entitiesAnswerSchema),
  },
} as const satisfies Record<`explore.${string}`, Endpoint>;

export const customEndpoints = {
  'custom.wikidata': {
    method: 'POST',
    path: '/custom/wikidata',
    auth: 'default',
    // images asks for the encyclopedia's summary and picture (when a provider is configured). Videos are the video
    // search's (POST /custom/youtube-search): this answer has none, whatever videos says.
    body: json(
      z.object({
        word: wordRule,
        images: z.boolean().default(false),
        videos: z.boolean().default(false),
        synsetId: synsetIdSchema.optional(),
      }),
    ),
    answer: json(wikidataAnswerSchema),
  },
  'custom.dictionary': {
    method: 'GET',
    path: '/custom/dictionary-api',
    auth: 'default',
    query: z.object({ word: wordRule }),
    answer: json(dictionaryAnswerSchema),
  },
  'custom.snippet': {
    method: 'GET',
    path: '/custom/snippet',
    auth: 'default',
    query: wordLookupQuery,
    answer: json(snippetAnswerSchema),
  },
  'custom.snippetGraph': {
    method: 'GET',
    path: '/custom/snippet/graph',
    auth: 'default',
    // The force graph of the word (the spec shows no query; it is the snippet's, plus the explore range, which
    // defaults to the learner's stored setting, else 8).
    query: wordLookupQuery.extend({ range: exploreRangeRule.optional() }),
    answer: json(wordGraphAnswerSchema),
  },
  'custom.entityCluster': {
    method: 'GET',
    path: '/custom/entity-cluster',
    auth: 'default',
    query: wordLookupQuery,
    answer: json(entityClusterAnswerSchema),
  },
  'custom.screenRecordingUpload': {
    method: 'POST',
    path: '/custom/scr/upload',
    auth: 'bearer',
    // upl is the recorded video (video/webm).
    body: multipart(z.object({ upl: fileField })),
    answer: json(z.looseObject({ Location: z.string() })),
  },
  // Product extensions (not in spec 2 §7): navbar and quick-search suggestions, and "did you mean".
  'custom.suggest': {
    method: 'GET',
    path: '/custom/suggest',
    auth: 'default',
    // text: what was typed so far (empty answers no suggestions).
    query: z.object({
      text: z
        .string({ error: 'server.knowledge.wordRequired' })
        .max(MAX_WORD_LENGTH, { error: 'server.knowledge.wordTooLong' }),
      limit: limitRule.default(DEFAULT_SUGGESTION_LIMIT),
    }),
    answer: json(suggestAnswerSchema),
  },
  'custom.spell': {
    method: 'GET',
    path: '/custom/spell',
    auth: 'default',
    query: z.object({ word: wordRule }),
    answer: json(spellAnswerSchema),
  },
} as const satisfies Record<`custom.${string}`, Endpoint>;
