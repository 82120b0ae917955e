// Research papers: the Crossref REST API works search (keyless, public metadata of some 180 million works).
import { z } from 'zod';
import type { ProviderPaper } from '../../src/contract/providers.ts';
import { fetchJson } from './http.ts';
import type { LiveProvider, ProviderContext } from './provider.ts';
import { plainText } from './text.ts';

/** Papers per search: the most relevant first. */
export const PAPERS_PER_SEARCH = 20;
/** Only the fields the card shows are asked for: whole records carry every reference and are large. */
const SELECT = 'DOI,title,author,container-title,issued,type,abstract,publisher,URL';

const searchSchema = z.object({
  message: z.object({
    'total-results': z.number().int().nonnegative(),
    items: z.array(
      z.object({
        DOI: z.string().min(1),
        type: z.string(),
        title: z.array(z.string()).optional(),
        author: z
          .array(z.object({ given: z.string().optional(), family: z.string().optional(), name: z.string().optional() }))
          .optional(),
        'container-title': z.array(z.string()).optional(),
        // Crossref leaves a part of a date out, or sends null for one it does not know.
        issued: z.object({ 'date-parts': z.array(z.array(z.number().int().nullable())) }).optional(),
        publisher: z.string().optional(),
        URL: z.string().optional(),
        abstract: z.string().optional(),
      }),
    ),
  }),
});

export interface PapersPage {
  total: number;
  papers: ProviderPaper[];
}

type Author = NonNullable<z.infer<typeof searchSchema>['message']['items'][number]['author']>[number];

/** "Given Family", or an organisation's name (a consortium is an author without a given or family name). */
export function authorName(author: Author): string | undefined {
  const name = [author.given, author.family].filter(Boolean).join(' ') || author.name;
  return name?.trim() || undefined;
}

/**
 * An abstract is JATS XML; some publishers put escaped HTML inside it (`&lt;p&gt;`), which the first pass turns into
 * tags, so the text is read twice.
 */
export function abstractText(jats: string): string {
  return plainText(plainText(jats));
}

export function crossrefProvider(context: ProviderContext): LiveProvider<string, PapersPage> {
  return {
    name: 'crossref',
    async lookup(query, signal) {
      const url = new URL('https://api.crossref.org/works');
      url.search = new URLSearchParams({ query, rows: String(PAPERS_PER_SEARCH), select: SELECT }).toString();
      const answer = await fetchJson(context, { provider: 'crossref', url, signal }, searchSchema);
      return {
        total: answer.message['total-results'],
        papers: answer.message.items.map((work) => {
          const year = work.issued?.['date-parts'][0]?.[0];
          const venue = work['container-title']?.[0];
          const abstract = work.abstract ? abstractText(work.abstract) : '';
          return {
            id: work.DOI,
            title: plainText(work.title?.[0] ?? work.DOI),
            authors: (work.author ?? []).map(authorName).filter((name) => name !== undefined),
            ...(typeof year === 'number' ? { year } : {}),
            ...(venue ? { venue: plainText(venue) } : {}),
            ...(work.publisher ? { publisher: work.publisher } : {}),
            kind: work.type,
            ...(abstract ? { abstract } : {}),
            url: work.URL ?? `https://doi.org/${work.DOI}`,
          };
        }),
      };
    },
  };
}
