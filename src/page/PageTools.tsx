import { useEffect, useState } from 'react';
import { exploreGraph } from '../kit/graph.ts';
import { thoughtMap } from '../kit/thought-map.ts';
import { claimPageTools, pageToolsOwner, releasePageTools } from './page-tools-owner.ts';
import { openQuickSearch } from './quick-search-overlay.ts';
import { searchWord } from '../kit/search.ts';
import { useValue } from '../react/use-value.ts';
import { lookUpMeaning } from './word-meaning-popup.ts';
import { listenToPageGestures } from './page-gestures.ts';
import { QuickSearch } from './QuickSearch.tsx';
import { WordMeaningPopup } from './WordMeaning.tsx';

/**
 * The page-wide tools: the quick-search overlay, the word-meaning popup, selection search and alt + T. Its import of
 * the thought map starts the recording of the learner's exploration with the page.
 */
export function PageTools() {
  const [me] = useState(() => Symbol('page-tools'));
  const inCharge = useValue(pageToolsOwner) === me;

  useEffect(() => {
    if (!claimPageTools(me)) {
      console.warn('[tj] the page tools are already on this page; keeping the first.');
      return undefined;
    }
    const stop = listenToPageGestures(document, {
      search: (term) => void searchWord(term),
      meaning: (word, rect) => void lookUpMeaning(word, rect),
      openQuickSearch,
      saveThought: () => void thoughtMap.actions.saveCurrentThought(),
      mode: () => exploreGraph.signals.mode.value,
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
