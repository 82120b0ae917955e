// Exploration calls (spec 2 §7.9). A visitor can look things up, so these add the token only if present
// ('default'). The knowledge answers and their input rules are in ../knowledge.ts.
import { z } from 'zod';
import { json, type Endpoint } from '../endpoint.ts';
import {
  DEFAULT_LINKS_LIMIT,
  descriptionAnswerSchema,
  entitiesAnswerSchema,
  exploreAnswerSchema,
  exploreDescriptionModeSchema,
  exploreLinksAnswerSchema,
  limitRule,
  textRule,
  wordRule,
} from '../knowledge.ts';

export const exploreEndpoints = {
  'explore.links': {
    summary: "A word's linked words",
    method: 'POST',
    path: '/explore/links',
    auth: 'default',
    body: json(z.object({ query: wordRule, limit: limitRule.default(DEFAULT_LINKS_LIMIT) })),
    answer: json(exploreLinksAnswerSchema),
  },
  'explore.explore': {
    summary: "A word's explore graph",
    method: 'POST',
    path: '/explore',
    auth: 'default',
    body: json(z.object({ query: wordRule })),
    answer: json(exploreAnswerSchema),
  },
  'explore.description': {
    summary: "A word's description",
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
    summary: 'Explore a search term (Eric)',
    method: 'POST',
    path: '/explore/eric',
    auth: 'default',
    // searchTerm: a word, a name or a text whose entities are recognised.
    body: json(z.object({ searchTerm: textRule })),
    answer: json(entitiesAnswerSchema),
  },
} as const satisfies Record<`explore.${string}`, Endpoint>;
