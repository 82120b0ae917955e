import { useCallback } from 'react';
import type { ThoughtType } from '../contract/thought.ts';
import { searchWord } from '../kit/search.ts';
import type { Emit } from './events.ts';

/**
 * Searches a word from a widget (its search box, a suggestion, a related term): the page's one `searchWord`, then
 * `tj-search` so the partner page hears of it. A blank word searches nothing and sends nothing.
 */
export function useSearchWord(emit: Emit, type?: ThoughtType): (word: string) => void {
  return useCallback(
    (word: string) => {
      if (searchWord(word, type ? { type } : {})) emit('tj-search', { word: word.trim() });
    },
    [emit, type],
  );
}
