import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { searchWord, thought } from '../../src/kit/search.ts';

const QUERY = 'q';

/**
 * Home's search lives in the address (route / "optional query q auto-searches a term"): a ?q= in the address is
 * searched, and every search, from any search box or node, writes its word back as a new history entry. So a reload
 * keeps the search, Back returns to the previous one, and the address can be shared.
 */
export function useSearchAddress(): void {
  const [params, setParams] = useSearchParams();
  const q = params.get(QUERY);
  // The address's word, so a search of the word already there adds no history entry.
  const shown = useRef(q);

  useEffect(() => {
    shown.current = q;
    if (q && q !== thought.peek()?.word) searchWord(q);
  }, [q]);

  useEffect(
    () =>
      thought.subscribe((current) => {
        const word = current?.word;
        if (!word || word === shown.current) return;
        shown.current = word;
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.set(QUERY, word);
            return next;
          },
          { preventScrollReset: true },
        );
      }),
    [setParams],
  );
}
