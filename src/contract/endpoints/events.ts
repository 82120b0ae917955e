// Event calls (spec 2 §7.2). All send the bearer token.
import { z } from 'zod';
import {
  ANALYTICS_DAYS,
  eventAnalyticsSchema,
  eventBucketSchema,
  eventSchema,
  eventVerbSchema,
  MAX_ANALYTICS_DAYS,
  storedEventSchema,
} from '../events.ts';
import { listSchema, pageSchema } from '../page.ts';
import { json, queryNumber, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

/** The newest events of a list without pages, and how many there are. */
const eventList = json(listSchema(storedEventSchema));

export const eventsEndpoints = {
  'events.update': {
    summary: 'Log an event',
    method: 'POST',
    path: '/events/vs_store/update',
    auth: 'bearer',
    gates: [gates.logEvent],
    body: json(eventSchema),
    answer: json(storedEventSchema),
  },
  'events.list': {
    summary: "List the learner's events",
    method: 'GET',
    path: '/events',
    auth: 'bearer',
    gates: [gates.readEvent],
    query: z.object({
      username: z.string().optional(),
      verb: eventVerbSchema.optional(),
      pageNo: queryNumber,
    }),
    answer: json(pageSchema(storedEventSchema)),
  },
  'events.all': {
    summary: "All of the learner's events",
    method: 'GET',
    path: '/events/allevents',
    auth: 'bearer',
    gates: [gates.readEvent],
    query: z.object({ username: z.string() }),
    answer: eventList,
  },
  'events.bucket': {
    summary: "The learner's events, in buckets",
    method: 'GET',
    path: '/events/eventsbucket',
    auth: 'bearer',
    gates: [gates.readEvent],
    // What a bucket is is not shown: the reference server groups the learner's events by verb.
    answer: json(z.array(eventBucketSchema)),
  },
  'events.byVerb': {
    summary: "The learner's events of one verb",
    method: 'GET',
    path: '/events/verb/{verb}',
    auth: 'bearer',
    gates: [gates.readEvent],
    answer: eventList,
  },
  'events.verb': {
    summary: 'The event verbs',
    method: 'GET',
    path: '/events/verb',
    auth: 'bearer',
    gates: [gates.readEvent],
    query: z.object({ verb: eventVerbSchema, username: z.string().optional() }),
    answer: eventList,
  },
  'events.count': {
    summary: "Count the learner's events",
    method: 'GET',
    path: '/events/count',
    auth: 'bearer',
    gates: [gates.readEvent],
    query: z.object({ username: z.string() }),
    // "verbs" is not described by the spec: the reference server counts events per verb.
    answer: json(z.looseObject({ count: z.number(), verbs: z.record(z.string(), z.number()) })),
  },
  'events.searchCount': {
    summary: "Count the learner's searches",
    method: 'GET',
    path: '/events/search/count',
    auth: 'bearer',
    gates: [gates.readEvent],
    query: z.object({ startDate: z.string(), endDate: z.string(), username: z.string() }),
    answer: json(z.looseObject({ count: z.number() })),
  },
  'events.analytics': {
    summary: 'Analytics of events',
    method: 'POST',
    path: '/events/analytics',
    auth: 'bearer',
    gates: [gates.logEvent],
    body: json(
      z.object({
        // Only the events recorded from this source are counted; empty counts every source.
        dataSource: z.string().max(100).default(''),
        username: z.string(),
        // Analytics days 3 (spec 2 §9.1).
        days: z.number().int().positive().max(MAX_ANALYTICS_DAYS).default(ANALYTICS_DAYS),
      }),
    ),
    answer: json(eventAnalyticsSchema),
  },
} as const satisfies Record<`events.${string}`, Endpoint>;
