// Books: the Open Library search (keyless), with covers and whether a book can be read online.
import { z } from 'zod';
import type { ProviderBook } from '../../src/contract/providers.ts';
import { fetchJson } from './http.ts';
import type { LiveProvider, ProviderContext } from './provider.ts';

/** Books per page. */
export const OPEN_LIBRARY_LIMIT = 20;
/** Only the fields the card shows are asked for: the full documents are large. */
const FIELDS = 'key,title,author_name,first_publish_year,cover_i,ebook_access,public_scan_b';

const searchSchema = z.object({
  docs: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      author_name: z.array(z.string()).optional(),
      first_publish_year: z.number().int().optional(),
      cover_i: z.number().int().optional(),
      ebook_access: z.string().optional(),
      public_scan_b: z.boolean().optional(),
    }),
  ),
});

export function openLibraryProvider(context: ProviderContext): LiveProvider<string, ProviderBook[]> {
  return {
    name: 'openlibrary',
    async lookup(query, signal) {
      const url = new URL('https://openlibrary.org/search.json');
      url.search = new URLSearchParams({ q: query, limit: String(OPEN_LIBRARY_LIMIT), fields: FIELDS }).toString();
      const answer = await fetchJson(context, { provider: 'openlibrary', url, signal }, searchSchema);
      return answer.docs.map((doc) => ({
        id: doc.key,
        title: doc.title,
        authors: doc.author_name ?? [],
        ...(doc.first_publish_year !== undefined ? { year: doc.first_publish_year } : {}),
        ...(doc.cover_i !== undefined ? { coverUrl: `https://covers.openlibrary.org/b/id/${doc.cover_i}-M.jpg` } : {}),
        url: `https://openlibrary.org${doc.key}`,
        // "borrowable" needs an account and a waiting list: only a public scan is free to read.
        readOnline: doc.public_scan_b === true || doc.ebook_access === 'public',
      }));
    },
  };
}
