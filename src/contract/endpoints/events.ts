// Event calls (spec 2 §7.2). All send the bearer token.
import { z } from 'zod';
import { eventSchema, eventVerbSchema, storedEventSchema } from '../events.ts';
import { pageSchema } from '../page.ts';
import { json, notShown, queryNumber, type Endpoint } from '../endpoint.ts';

export const eventsEndpoints = {
  'events.update': {
    method: 'POST',
    path: '/events/vs_store/update',
    auth: 'bearer',
    body: json(eventSchema),
    answer: json(storedEventSchema),
  },
  'events.list': {
    method: 'GET',
    path: '/events',
    auth: 'bearer',
    query: z.object({
      username: z.string().optional(),
      verb: eventVerbSchema.optional(),
      pageNo: queryNumber,
    }),
    answer: json(pageSchema(storedEventSchema)),
  },
  'events.all': {
    method: 'GET',
    path: '/events/allevents',
    auth: 'bearer',
    query: z.object({ username: z.string() }),
    answer: notShown,
  },
  'events.bucket': {
    method: 'GET',
    path: '/events/eventsbucket',
    auth: 'bearer',
    answer: notShown,
  },
  'events.byVerb': {
    method: 'GET',
    path: '/events/verb/{verb}',
    auth: 'bearer',
    answer: notShown,
  },
  'events.verb': {
    method: 'GET',
    path: '/events/verb',
    auth: 'bearer',
    query: z.object({ verb: eventVerbSchema, username: z.string().optional() }),
    answer: notShown,
  },
  'events.count': {
    method: 'GET',
    path: '/events/count',
    auth: 'bearer',
    query: z.object({ username: z.string() }),
    // "verbs" is not described by the spec: the reference server counts events per verb.
    answer: json(z.looseObject({ count: z.number(), verbs: z.record(z.string(), z.number()) })),
  },
  'events.searchCount': {
    method: 'GET',
    path: '/events/search/count',
    auth: 'bearer',
    query: z.object({ startDate: z.string(), endDate: z.string(), username: z.string() }),
    answer: json(z.looseObject({ count: z.number() })),
  },
  'events.analytics': {
    method: 'POST',
    path: '/events/analytics',
    auth: 'bearer',
    // Analytics days default to 3 (spec 2 §9.1); the caller sends it.
    body: json(z.object({ dataSource: z.string(), username: z.string(), days: z.number().int().positive() })),
    answer: notShown,
  },
} as const satisfies Record<`events.${string}`, Endpoint>;
