import type { MessageKey } from '../http/message-key.ts';
import { HttpError } from '../http/errors.ts';

/** A library item's id as a path gives it (the contract types path parameters as string or number). */
export type PathId = string | number;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id of a library item from a path. An id that cannot exist answers the same 404 as one that belongs to
 * someone else, so a caller learns nothing about other learners' items (and PostgreSQL never sees a bad uuid).
 */
export function itemId(id: PathId, notFound: MessageKey): string {
  const text = String(id);
  if (!UUID.test(text)) throw new HttpError(404, notFound);
  return text.toLowerCase();
}

export function isItemId(id: string): boolean {
  return UUID.test(id);
}

/** The answer to a delete (the contract's `deleted`). */
export function gone(id: string): { id: string; deleted: true } {
  return { id, deleted: true };
}
