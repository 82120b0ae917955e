// Public-domain books: the Internet Archive's advanced search, 50 rows, keeping only texts that were scanned
// (media type texts and a format containing Scandata: spec 1 §5, spec 2 §9.1).
import { z } from 'zod';
import type { ProviderBook } from '../../src/contract/providers.ts';
import { fetchJson } from './http.ts';
import type { LiveProvider, ProviderContext } from './provider.ts';

export const ARCHIVE_ROWS = 50;
const FIELDS = ['identifier', 'title', 'creator', 'mediatype', 'format', 'year'];

/** The service sends a single value as a string and several as a list. */
const oneOrMany = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]));

const archiveDocSchema = z.object({
  identifier: z.string(),
  title: z.union([z.string(), z.array(z.string())]).optional(),
  creator: oneOrMany.optional(),
  mediatype: z.string().optional(),
  format: oneOrMany.optional(),
  year: z.union([z.string(), z.number()]).optional(),
});
type ArchiveDoc = z.infer<typeof archiveDocSchema>;

const searchSchema = z.object({ response: z.object({ docs: z.array(archiveDocSchema) }) });

/** The archive search rule: media type texts, and a format containing Scandata (a scanned book). */
export function isScannedText(doc: Pick<ArchiveDoc, 'mediatype' | 'format'>): boolean {
  return doc.mediatype === 'texts' && (doc.format ?? []).some((format) => format.includes('Scandata'));
}

/** Lucene's special characters, escaped so a learner's text is searched as text. */
const escapeQuery = (text: string) => text.replace(/[+\-&|!(){}[\]^"~*?:\\/]/g, '\\$&');

export function archiveProvider(context: ProviderContext): LiveProvider<string, ProviderBook[]> {
  return {
    name: 'archive',
    async lookup(query, signal) {
      const url = new URL('https://archive.org/advancedsearch.php');
      url.searchParams.set('q', `(${escapeQuery(query)}) AND mediatype:(texts)`);
      for (const field of FIELDS) url.searchParams.append('fl[]', field);
      url.searchParams.set('rows', String(ARCHIVE_ROWS));
      url.searchParams.set('page', '1');
      url.searchParams.set('output', 'json');
      const answer = await fetchJson(context, { provider: 'archive', url, signal }, searchSchema);
      // The query asks for texts already; the rule is applied here too, since only the scanned ones can be read.
      return answer.response.docs.filter(isScannedText).map((doc) => {
        const year = Number.parseInt(String(doc.year ?? ''), 10);
        return {
          id: doc.identifier,
          title: (Array.isArray(doc.title) ? doc.title[0] : doc.title) ?? doc.identifier,
          authors: doc.creator ?? [],
          ...(Number.isInteger(year) ? { year } : {}),
          coverUrl: `https://archive.org/services/img/${encodeURIComponent(doc.identifier)}`,
          url: `https://archive.org/details/${encodeURIComponent(doc.identifier)}`,
          readOnline: true,
        };
      });
    },
  };
}
