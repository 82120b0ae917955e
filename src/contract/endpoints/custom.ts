// Custom data calls (spec 2 §7.9, and the services of §7.10). A visitor can look things up, so these add the token
// only if present ('default'); uploading a screen recording is the signed-in user's own action ('bearer').
// The knowledge engine answers the word lookups (answers in ../knowledge.ts); the live providers answer the
// computation, video, social, jobs, books and 3D model calls (answers in ../providers.ts).
import { z } from 'zod';
import { comparisonSchema } from '../compare.ts';
import { fileField, json, multipart, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';
import {
  DEFAULT_SUGGESTION_LIMIT,
  dictionaryAnswerSchema,
  entityClusterAnswerSchema,
  exploreRangeRule,
  limitRule,
  snippetAnswerSchema,
  spellAnswerSchema,
  suggestAnswerSchema,
  synsetIdSchema,
  wikidataAnswerSchema,
  wordGraphAnswerSchema,
  wordLookupQuery,
  wordRule,
} from '../knowledge.ts';
import { MAX_WORD_LENGTH } from '../limits.ts';
import { storedFileSchema } from '../uploads.ts';
import {
  bookSourceSchema,
  booksAnswerSchema,
  computationAnswerSchema,
  DEFAULT_SOCIAL_COUNT,
  jobsAnswerSchema,
  MAX_SOCIAL_COUNT,
  models3dAnswerSchema,
  papersAnswerSchema,
  providerQueryRule,
  questionRule,
  socialSentimentAnswerSchema,
  videoSearchAnswerSchema,
  videoSearchBodySchema,
} from '../providers.ts';

export const customEndpoints = {
  'custom.wikidata': {
    summary: "A word's Wiki Data card",
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
    summary: 'Look a word up in the dictionary',
    method: 'GET',
    path: '/custom/dictionary-api',
    auth: 'default',
    query: z.object({ word: wordRule }),
    answer: json(dictionaryAnswerSchema),
  },
  'custom.snippet': {
    summary: "A word's snippet",
    method: 'GET',
    path: '/custom/snippet',
    auth: 'default',
    query: wordLookupQuery,
    answer: json(snippetAnswerSchema),
  },
  'custom.snippetGraph': {
    summary: "A word's snippet graph",
    method: 'GET',
    path: '/custom/snippet/graph',
    auth: 'default',
    // The force graph of the word (the spec shows no query; it is the snippet's, plus the explore range, which
    // defaults to the learner's stored setting, else 8).
    query: wordLookupQuery.extend({ range: exploreRangeRule.optional() }),
    answer: json(wordGraphAnswerSchema),
  },
  'custom.entityCluster': {
    summary: "A word's entity cluster, as a tree",
    method: 'GET',
    path: '/custom/entity-cluster',
    auth: 'default',
    query: wordLookupQuery,
    answer: json(entityClusterAnswerSchema),
  },
  'custom.screenRecordingUpload': {
    summary: 'Upload a screen recording',
    method: 'POST',
    path: '/custom/scr/upload',
    auth: 'bearer',
    gates: [gates.recordScreen],
    // upl is the recorded video (video/webm).
    body: multipart(z.object({ upl: fileField })),
    answer: json(storedFileSchema),
  },
  // Product extensions (not in spec 2 §7): navbar and quick-search suggestions, and "did you mean".
  'custom.suggest': {
    summary: 'Suggest words as the learner types',
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
  // Compare: two words side by side, their shared ancestors and the path between them (widgets/compare).
  'custom.compare': {
    summary: 'Compare two words',
    method: 'GET',
    path: '/custom/compare',
    auth: 'default',
    query: z.object({ first: wordRule, second: wordRule }),
    answer: json(comparisonSchema),
  },
  'custom.spell': {
    summary: 'Check the spelling of words',
    method: 'GET',
    path: '/custom/spell',
    auth: 'default',
    query: z.object({ word: wordRule }),
    answer: json(spellAnswerSchema),
  },
  'custom.askWolfram': {
    summary: 'Ask a computational question',
    method: 'GET',
    path: '/custom/askwolfram',
    auth: 'default',
    query: z.object({ question: questionRule }),
    answer: json(computationAnswerSchema),
  },
  'custom.youtubeSearch': {
    summary: 'Search videos',
    method: 'POST',
    path: '/custom/youtube-search',
    auth: 'default',
    // type search: searchObj.query; type nextPage: the same query and the nextPageToken of the previous answer.
    body: json(videoSearchBodySchema),
    answer: json(videoSearchAnswerSchema),
  },
  'custom.twitterSentiment': {
    summary: 'Social posts about a word, with their sentiment',
    method: 'GET',
    path: '/custom/twitter-sentiment',
    auth: 'default',
    // The product asks for 10 (spec 2 §9.1).
    query: z.object({
      topic: providerQueryRule,
      count: z.coerce
        .number({ error: 'server.providers.countInvalid' })
        .int({ error: 'server.providers.countInvalid' })
        .min(1, { error: 'server.providers.countInvalid' })
        .max(MAX_SOCIAL_COUNT, { error: 'server.providers.countInvalid' })
        .default(DEFAULT_SOCIAL_COUNT),
    }),
    answer: json(socialSentimentAnswerSchema),
  },
  'custom.jobs': {
    summary: 'Search jobs for a keyword',
    method: 'GET',
    path: '/custom/jobs/{keyword}',
    auth: 'default',
    answer: json(jobsAnswerSchema),
  },
  // Product extensions (spec 2 §7.10 names the services, not their requests): books and 3D models.
  'custom.books': {
    summary: 'Search books',
    method: 'GET',
    path: '/custom/books',
    auth: 'default',
    // source: the open-library search, or the public-domain books (archive.org texts with a scan).
    query: z.object({ query: providerQueryRule, source: bookSourceSchema.default('openlibrary') }),
    answer: json(booksAnswerSchema),
  },
  'custom.models3d': {
    summary: 'Search 3D models',
    method: 'GET',
    path: '/custom/models',
    auth: 'default',
    query: z.object({ query: providerQueryRule }),
    answer: json(models3dAnswerSchema),
  },
  // Research-paper search (spec 1 §2 "Widget titles"): a keyless public paper index.
  'custom.papers': {
    summary: 'Search research papers',
    method: 'GET',
    path: '/custom/papers',
    auth: 'default',
    query: z.object({ query: providerQueryRule }),
    answer: json(papersAnswerSchema),
  },
} as const satisfies Record<`custom.${string}`, Endpoint>;
