// One page of a library list (notes, saved graphs). Spec 2 §7.4 and §7.5 say only that pages start at 0.
import { z } from 'zod';

/** Items per page of a library list; the reference server's choice, so the kit can tell when a list ends. */
export const LIBRARY_PAGE_SIZE = 20;

/** A page of items, newest first, plus what a pager needs: which page, its size and how many items there are. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    pageNo: z.number().int().min(0),
    pageSize: z.number().int().positive(),
    total: z.number().int().min(0),
  });
}

/** The most items a list without pages answers (items by tag, search results, a verb's events): the newest ones. */
export const LIST_LIMIT = 100;

/** A list without pages: up to LIST_LIMIT items, newest first, and how many there are in all. */
export function listSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}
