import { LIBRARY_PAGE_SIZE } from '../../src/contract/page.ts';

/** OFFSET of a page (pages start at 0, spec 2 §7.4 and §7.5). */
export function pageOffset(pageNo: number): number {
  return pageNo * LIBRARY_PAGE_SIZE;
}

/** A page answer: the page's items and what a pager needs to know. */
export function page<Item>(items: Item[], pageNo: number, total: number) {
  return { items, pageNo, pageSize: LIBRARY_PAGE_SIZE, total };
}

/**
 * An ILIKE pattern that finds the search word anywhere, taking it literally: `%`, `_` and `\` in what the
 * learner typed are text, not wildcards. An empty search matches everything (null).
 */
export function containsPattern(searchWord: string | undefined): string | null {
  const word = searchWord?.trim();
  if (!word) return null;
  return `%${word.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** A column that counts every row a query finds before its LIMIT: the total of a list (one round trip). */
export const TOTAL_COLUMN = 'count(*) over ()::int as total';

/** A list answer (listSchema) from rows that carry TOTAL_COLUMN. */
export function listOf<Row extends { total: number }, Item>(rows: Row[], toItem: (row: Row) => Item) {
  return { items: rows.map(toItem), total: rows[0]?.total ?? 0 };
}
