import { MAX_JSON_DEPTH, MAX_TEXT_LENGTH } from '../../src/contract/limits.ts';
import { HttpError } from './errors.ts';

/** NUL, and a lone half of a surrogate pair (not a code point on its own): PostgreSQL's text can hold neither. */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** Refuses a text PostgreSQL cannot store (NUL, a lone surrogate) or that is longer than any learner writes. */
function checkText(text: string, field: string): void {
  if (text.length > MAX_TEXT_LENGTH) throw new HttpError(400, 'server.input.tooLong', { field, max: MAX_TEXT_LENGTH });
  if (UNSTORABLE.test(text)) throw new HttpError(400, 'server.input.unstorable', { field });
}

const fieldName = (path: readonly (string | number)[]) => path.join('.') || '-';

/**
 * Checks every text of a request's inputs (path parameters, query, JSON body: values and keys alike) before any
 * schema or query sees it, and how deeply the body nests: a hostile input is a 400 with a message in the learner's
 * language, never a 500 from the database or a stack overflow. Iterative, so depth itself cannot overflow it.
 */
export function checkInput(value: unknown, root: readonly string[] = []): void {
  const pending: Array<{ value: unknown; path: readonly (string | number)[] }> = [{ value, path: root }];
  while (pending.length > 0) {
    const { value: item, path } = pending.pop()!;
    if (typeof item === 'string') {
      checkText(item, fieldName(path));
    } else if (typeof item === 'object' && item !== null) {
      if (path.length - root.length >= MAX_JSON_DEPTH) {
        throw new HttpError(400, 'server.input.tooDeep', { max: MAX_JSON_DEPTH });
      }
      for (const [key, child] of Object.entries(item)) {
        const childPath = [...path, Array.isArray(item) ? Number(key) : key];
        if (!Array.isArray(item)) checkText(key, fieldName(childPath));
        pending.push({ value: child, path: childPath });
      }
    }
  }
}
