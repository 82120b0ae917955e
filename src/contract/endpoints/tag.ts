// Items by tag (spec 2 §7.9). It sends the bearer token.
import { notShown, type Endpoint } from '../endpoint.ts';

export const tagEndpoints = {
  'tag.get': {
    method: 'GET',
    path: '/tag/{tag}',
    auth: 'bearer',
    answer: notShown,
  },
} as const satisfies Record<`tag.${string}`, Endpoint>;
