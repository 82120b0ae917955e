// Exploration and custom lookups (spec 2 §7.9). A visitor can look things up, so these add the token
// only if present ('default'); uploading a screen recording is the signed-in user's own action ('bearer').
import { z } from 'zod';
import { fileField, json, multipart, notShown, queryNumber, type Endpoint } from '../endpoint.ts';

/** What a lookup is about: a word, its thought type and language. */
const wordLookup = z.object({ word: z.string().min(1), type: z.string(), lang: z.string() });

export const exploreEndpoints = {
  'explore.links': {
    method: 'POST',
    path: '/explore/links',
    auth: 'default',
    body: json(z.object({ query: z.string().min(1), limit: z.number().int().positive() })),
    answer: notShown,
  },
  'explore.explore': {
    method: 'POST',
    path: '/explore',
    auth: 'default',
    body: json(z.object({ query: z.string().min(1) })),
    answer: notShown,
  },
  'explore.description': {
    method: 'POST',
    path: '/explore/description',
    auth: 'default',
    body: json(z.object({ query: z.string().min(1) })),
    answer: notShown,
  },
  'explore.eric': {
    method: 'POST',
    path: '/explore/eric',
    auth: 'default',
    body: json(z.object({ searchTerm: z.string().min(1) })),
    answer: notShown,
  },
} as const satisfies Record<`explore.${string}`, Endpoint>;

export const customEndpoints = {
  'custom.wikidata': {
    method: 'POST',
    path: '/custom/wikidata',
    auth: 'default',
    // images and videos ask for those parts of the answer.
    body: json(z.object({ word: z.string().min(1), images: z.boolean(), videos: z.boolean() })),
    answer: notShown,
  },
  'custom.dictionary': {
    method: 'GET',
    path: '/custom/dictionary-api',
    auth: 'default',
    query: z.object({ word: z.string().min(1) }),
    answer: notShown,
  },
  'custom.askWolfram': {
    method: 'GET',
    path: '/custom/askwolfram',
    auth: 'default',
    query: z.object({ question: z.string().min(1) }),
    answer: json(z.looseObject({ ans: z.unknown() })),
  },
  'custom.snippet': {
    method: 'GET',
    path: '/custom/snippet',
    auth: 'default',
    query: wordLookup,
    answer: notShown,
  },
  'custom.snippetGraph': {
    method: 'GET',
    path: '/custom/snippet/graph',
    auth: 'default',
    answer: notShown,
  },
  'custom.entityCluster': {
    method: 'GET',
    path: '/custom/entity-cluster',
    auth: 'default',
    query: wordLookup,
    answer: notShown,
  },
  'custom.youtubeSearch': {
    method: 'POST',
    path: '/custom/youtube-search',
    auth: 'default',
    // searchObj (the search or the next-page cursor) is not shown.
    body: json(z.object({ type: z.enum(['search', 'nextPage']), searchObj: z.unknown() })),
    answer: notShown,
  },
  'custom.twitterSentiment': {
    method: 'GET',
    path: '/custom/twitter-sentiment',
    auth: 'default',
    // The product asks for 10 (spec 2 §9.1).
    query: z.object({ topic: z.string().min(1), count: queryNumber }),
    answer: notShown,
  },
  'custom.screenRecordingUpload': {
    method: 'POST',
    path: '/custom/scr/upload',
    auth: 'bearer',
    // upl is the recorded video (video/webm).
    body: multipart(z.object({ upl: fileField })),
    answer: json(z.looseObject({ Location: z.string() })),
  },
  'custom.jobs': {
    method: 'GET',
    path: '/custom/jobs/{keyword}',
    auth: 'default',
    // The structure of a job entry is not shown.
    answer: notShown,
  },
} as const satisfies Record<`custom.${string}`, Endpoint>;
