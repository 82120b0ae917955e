import { useEffect, useState } from 'react';
import { graphEditMode } from '../state/graph-mode.ts';
import { locale } from '../state/locale.ts';
import { claimPageTools, pageToolsOwner, releasePageTools } from '../state/page-tools.ts';
import { openQuickSearch } from '../state/quick-search.ts';
import { setThought } from '../state/thought.ts';
import { useValue } from '../state/use-value.ts';
import { lookUpMeaning } from '../state/word-meaning.ts';
import { listenToPageGestures } from './page-gestures.ts';
import { QuickSearch } from './QuickSearch.tsx';
import { WordMeaningPopup } from './WordMeaning.tsx';

/** The page-wide tools: the quick-search overlay, the word-meaning popup and selection search. */
export function PageTools() {
  const [me] = useState(() => Symbol('page-tools'));
  const inCharge = useValue(pageToolsOwner) === me;

  useEffect(() => {
    if (!claimPageTools(me)) {
      console.warn('[tj] the page tools are already on this page; keeping the first.');
      return undefined;
    }
    const stop = listenToPageGestures(document, {
      search: (term) => setThought({ word: term, lang: locale.value }),
      meaning: (word, rect) => void lookUpMeaning(word, rect),
      openQuickSearch,
      mode: () => graphEditMode.value,
    });
    return () => {
      stop();
      releasePageTools(me);
    };
  }, [me]);

  return inCharge ? (
    <>
      <QuickSearch />
      <WordMeaningPopup />
    </>
  ) : null;
}
