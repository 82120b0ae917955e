// Graph queries over the signed-in user's own data (spec 2 §7.9). All send the bearer token.
import { z } from 'zod';
import { notShown, notShownBody, type Endpoint } from '../endpoint.ts';

const actorQuery = z.object({ actor: z.string().min(1) });

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
