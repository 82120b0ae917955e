// Selection search (spec 1 §5, spec 2 §9.1): which selections become a search. Pure rules; page-gestures.ts feeds
// them what the learner selected and which keys they held.
import type { GraphMode } from '../graph/modes.ts';
import { MAX_WORD_LENGTH } from '../contract/limits.ts';

/** Without a modifier, a selection of 1 to 4 words searches (outside looked_at mode). */
export const SELECTION_SEARCH_MAX_WORDS = 4;

export interface SelectionGesture {
  /** The selected text, as the browser gives it. */
  readonly text: string;
  /** Ctrl or cmd was held when the mouse button was released. */
  readonly modifier: boolean;
  readonly mode: GraphMode;
}

// Punctuation and symbols at either end come with a sweep of the mouse ("photosynthesis." or "(Paris"); inside a
// term they belong to it ("Saint-Exupéry", "AC/DC").
const EDGES = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

/** The selected words, single-spaced and without surrounding punctuation. */
export function selectedTerm(text: string): string {
  return text.replace(/\s+/g, ' ').replace(EDGES, '');
}

/**
 * What a selection searches, or null when it searches nothing:
 * - with ctrl or cmd: a single word only if it has more than 1 character; several words as the whole phrase;
 * - without: 1 to 4 words, and only outside looked_at mode (in looked_at mode selecting is only reading).
 */
export function selectionSearchTerm({ text, modifier, mode }: SelectionGesture): string | null {
  const term = selectedTerm(text);
  if (term === '' || term.length > MAX_WORD_LENGTH) return null;
  const words = term.split(' ').length;
  if (modifier) return words > 1 || [...term].length > 1 ? term : null;
  if (mode === 'looked_at') return null;
  return words <= SELECTION_SEARCH_MAX_WORDS ? term : null;
}

/** Characters that make up a word: letters (with their marks), digits, and the apostrophes and hyphens inside. */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}'’-]/u;

/**
 * The word of a text around an offset (where the pointer is), or null between words. Apostrophes and hyphens at
 * the ends are not part of it ("'tis'" → "tis").
 */
export function wordAt(text: string, offset: number): { word: string; start: number; end: number } | null {
  const at = (index: number) => WORD_CHARACTER.test(text.charAt(index));
  // A pointer right after the last letter of a word (offset at its end) still points at that word.
  const position = at(offset) ? offset : at(offset - 1) ? offset - 1 : -1;
  if (position < 0) return null;
  let start = position;
  while (start > 0 && at(start - 1)) start -= 1;
  let end = position + 1;
  while (end < text.length && at(end)) end += 1;
  while (start < end && /['’-]/.test(text.charAt(start))) start += 1;
  while (end > start && /['’-]/.test(text.charAt(end - 1))) end -= 1;
  return start < end ? { word: text.slice(start, end), start, end } : null;
}
