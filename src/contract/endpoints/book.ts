// The learner's books (spec 2 §7.9, GET /book; it adds the token only if present: 'default'): the books they checked
// out in the book widgets (BOOK_CHECKOUT events), newest first, each once. A visitor has none.
import { z } from 'zod';
import { json, type Endpoint } from '../endpoint.ts';

/** How many of a learner's books GET /book lists. */
export const BOOK_LIST_LIMIT = 50;

export const checkedOutBookSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  /** The catalogue it came from (a book lookup's source, e.g. openLibrary). */
  source: z.string(),
  url: z.url({ protocol: /^https?$/ }),
  checkedOutAt: z.iso.datetime(),
});
export type CheckedOutBook = z.infer<typeof checkedOutBookSchema>;

export const bookEndpoints = {
  'book.list': {
    summary: "List the learner's checked-out books (none for a visitor)",
    method: 'GET',
    path: '/book',
    auth: 'default',
    answer: json(z.object({ books: z.array(checkedOutBookSchema).max(BOOK_LIST_LIMIT) })),
  },
} as const satisfies Record<`book.${string}`, Endpoint>;
