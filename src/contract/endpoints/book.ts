// The book list (spec 2 §7.9). It adds the token only if present ('default').
import { notShown, type Endpoint } from '../endpoint.ts';

export const bookEndpoints = {
  'book.list': {
    method: 'GET',
    path: '/book',
    auth: 'default',
    answer: notShown,
  },
} as const satisfies Record<`book.${string}`, Endpoint>;
