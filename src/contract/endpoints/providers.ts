// The calls the live providers answer (spec 2 §7.9 and the services of §7.10). Anyone may call them: a token is
// sent only if present ('default'). Their answers are in ../providers.ts.
import { z } from 'zod';
import { json, type Endpoint } from '../endpoint.ts';
import {
  bookSourceSchema,
  booksAnswerSchema,
  computationAnswerSchema,
  DEFAULT_SOCIAL_COUNT,
  jobsAnswerSchema,
  MAX_SOCIAL_COUNT,
  models3dAnswerSchema,
  providerQueryRule,
  questionRule,
  socialSentimentAnswerSchema,
  videoSearchAnswerSchema,
  videoSearchBodySchema,
} from '../providers.ts';

export const providerEndpoints = {
  'custom.askWolfram': {
    method: 'GET',
    path: '/custom/askwolfram',
    auth: 'default',
    query: z.object({ question: questionRule }),
    answer: json(computationAnswerSchema),
  },
  'custom.youtubeSearch': {
    method: 'POST',
    path: '/custom/youtube-search',
    auth: 'default',
    // type search: searchObj.query; type nextPage: the same query and the nextPageToken of the previous answer.
    body: json(videoSearchBodySchema),
    answer: json(videoSearchAnswerSchema),
  },
  'custom.twitterSentiment': {
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
    method: 'GET',
    path: '/custom/jobs/{keyword}',
    auth: 'default',
    answer: json(jobsAnswerSchema),
  },
  // Product extensions (spec 2 §7.10 names the services, not their requests): books and 3D models.
  'custom.books': {
    method: 'GET',
    path: '/custom/books',
    auth: 'default',
    // source: the open-library search, or the public-domain books (archive.org texts with a scan).
    query: z.object({ query: providerQueryRule, source: bookSourceSchema.default('openlibrary') }),
    answer: json(booksAnswerSchema),
  },
  'custom.models3d': {
    method: 'GET',
    path: '/custom/models',
    auth: 'default',
    query: z.object({ query: providerQueryRule }),
    answer: json(models3dAnswerSchema),
  },
} as const satisfies Record<`custom.${string}`, Endpoint>;
