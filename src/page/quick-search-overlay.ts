// The quick-search overlay (spec 1 §2 "Other UI"): ctrl or cmd + K opens it; what it searches becomes the thought.
import { signal } from '@preact/signals-core';
import { recordEvent, searchWord } from '../kit/search.ts';

/** Spec 2 §9.1: the overlay's title rotates through 20 prompts. */
export const QUICK_SEARCH_TITLE_COUNT = 20;
/** Long enough to read a prompt twice. */
export const QUICK_SEARCH_ROTATE_MS = 4000;

export const quickSearchOpen = signal(false, { name: 'quickSearch.open' });

export function openQuickSearch(): void {
  quickSearchOpen.value = true;
}

export function closeQuickSearch(): void {
  quickSearchOpen.value = false;
}

/** Searches a term from the overlay and records a QUICK_SEARCH event; false when there is nothing to search. */
export function quickSearch(term: string): boolean {
  if (!searchWord(term)) return false;
  void recordEvent('QUICK_SEARCH', term.trim());
  return true;
}
