// Profiles, points, books, tags and graph queries (spec 2 §7.9). Calls about the signed-in user's own data
// send the bearer token; lookups a visitor can make add it only if present.
import { z } from 'zod';
import { userSchema } from '../entities.ts';
import { json, notShown, notShownBody, type Endpoint } from '../endpoint.ts';
import { dimensionAnswerSchema, dimensionNodeInputSchema, MAX_DIMENSION_NODES } from '../knowledge.ts';

/** A learner found by the sharing search: enough to pick them, nothing private (no email). */
export const userSearchHitSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  discriminator: z.string(),
});

/** A learner's points: the sum of what they were awarded (0 for a new learner). */
export const pointsSchema = z.object({ id: z.string(), points: z.number().int() });

const actorQuery = z.object({ actor: z.string().min(1) });

export const profileEndpoints = {
  dimension: {
    method: 'POST',
    path: '/dimension',
    auth: 'default',
    // nodeList: words or graph nodes; pList: the attributes asked (What, When, Where, Who, Which, How, Why; any
    // case; none means all seven). caseType: its meaning is not shown by the spec; the server ignores it.
    body: json(
      z.object({
        nodeList: z
          .array(dimensionNodeInputSchema, { error: 'server.knowledge.nodeListInvalid' })
          .max(MAX_DIMENSION_NODES, { error: 'server.knowledge.nodeListInvalid' }),
        pList: z.array(z.string()).default([]),
        caseType: z.string().default(''),
        lang: z.string().default('en'),
      }),
    ),
    answer: json(dimensionAnswerSchema),
  },
  'userProfiles.search': {
    method: 'GET',
    path: '/userProfiles/user/search',
    auth: 'bearer',
    // The start of a username (usernames are at most 31 characters); matched ignoring case.
    query: z.object({ userSearch: z.string().trim().max(31) }),
    answer: json(z.array(userSearchHitSchema)),
  },
  'userProfiles.get': {
    method: 'GET',
    path: '/userProfiles/{discriminator}',
    auth: 'bearer',
    // Only the owner's own profile.
    answer: json(userSchema),
  },
  'userProfiles.update': {
    method: 'PUT',
    path: '/userProfiles/{discriminator}',
    auth: 'bearer',
    body: json(
      z.object({
        actor: z.string(),
        settings: z.looseObject({
          widget: z.record(z.string(), z.unknown()).optional(),
          social: z.record(z.string(), z.unknown()).optional(),
        }),
      }),
    ),
    // The profile with its new settings; a group left out keeps its old value.
    answer: json(userSchema),
  },
  'points.get': {
    method: 'GET',
    path: '/points/{id}',
    auth: 'bearer',
    // {id}: the learner's user id; only their own.
    answer: json(pointsSchema),
  },
  'book.list': {
    method: 'GET',
    path: '/book',
    auth: 'default',
    answer: notShown,
  },
  'tag.get': {
    method: 'GET',
    path: '/tag/{tag}',
    auth: 'bearer',
    answer: notShown,
  },
} as const satisfies Record<string, Endpoint>;

export const queryEndpoints = {
  'query.run': {
    method: 'POST',
    path: '/query',
    auth: 'bearer',
    // "graph query text": the field carrying it is not shown.
    body: notShownBody,
    answer: notShown,
  },
  'query.json': {
    method: 'GET',
    path: '/query/json',
    auth: 'bearer',
    query: actorQuery,
    answer: notShown,
  },
  'query.jsonMongo': {
    method: 'GET',
    path: '/query/json_mongo',
    auth: 'bearer',
    query: actorQuery,
    answer: notShown,
  },
  'query.userMarkdown': {
    method: 'GET',
    path: '/query/userMarkdown',
    auth: 'bearer',
    query: actorQuery,
    answer: notShown,
  },
} as const satisfies Record<`query.${string}`, Endpoint>;
