import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t.ts';
import {
  closeQuickSearch,
  quickSearch,
  quickSearchOpen,
  QUICK_SEARCH_ROTATE_MS,
  QUICK_SEARCH_TITLE_COUNT,
} from './quick-search-overlay.ts';
import { useValue } from '../react/use-value.ts';
import { suggestWords } from '../suggestions/kit-source.ts';
import { SuggestionsCombobox } from '../suggestions/SuggestionsCombobox.tsx';
import { quickSearchTitleKeys } from './quick-search-titles.ts';
import { keepTabInside } from './keep-tab-inside.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import { MAX_WORD_LENGTH } from '../contract/limits.ts';

/**
 * Which prompt the title shows: a new one every few seconds while the box is empty, none of that motion for a
 * learner who asked for less (they keep the first prompt), and nothing changing under their eyes while they type.
 */
function useRotatingTitle(running: boolean): number {
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(() => Math.floor(Math.random() * QUICK_SEARCH_TITLE_COUNT));
  useEffect(() => {
    if (!running || reduced) return undefined;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % QUICK_SEARCH_TITLE_COUNT),
      QUICK_SEARCH_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [running, reduced]);
  return index;
}

/**
 * The quick-search overlay (spec 1 §2 "Other UI"): a modal dialog (focus stays in it, Escape closes it, focus goes
 * back where it was) with a rotating prompt as its title and a Search... box with suggestions. Submitting searches
 * the term, clears the box and closes the overlay so the learner sees the results.
 */
export function QuickSearch() {
  const t = useT();
  const open = useValue(quickSearchOpen);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [text, setText] = useState('');
  const title = useRotatingTitle(open && text === '');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector('input')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function search(term: string): void {
    if (!quickSearch(term)) return;
    setText('');
    closeQuickSearch();
  }

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    search(text);
  }

  return (
    <dialog
      ref={dialogRef}
      className="tj-quick-search"
      aria-label={t('quick-search.label')}
      aria-describedby={titleId}
      onClose={closeQuickSearch}
      onKeyDown={(event) => {
        if (dialogRef.current) keepTabInside(event.nativeEvent, dialogRef.current);
      }}
      // A click on the backdrop (outside the dialog's box) closes it, as Escape does.
      onClick={(event) => {
        if (event.target === dialogRef.current) closeQuickSearch();
      }}
    >
      {open && (
        <form role="search" aria-label={t('quick-search.box')} onSubmit={onSubmit}>
          <p id={titleId} key={title} className="tj-quick-search-title">
            {t(quickSearchTitleKeys[title] ?? 'quick-search.label')}
          </p>
          <div className="tj-quick-search-row">
            <SuggestionsCombobox
              value={text}
              onValueChange={setText}
              onChoose={search}
              source={suggestWords}
              label={t('quick-search.box')}
              placeholder={t('quick-search.placeholder')}
              maxLength={MAX_WORD_LENGTH}
            />
            <button type="submit" className="tj-quick-search-submit">
              {t('quick-search.submit')}
            </button>
          </div>
          <p className="tj-quick-search-hint">{t('quick-search.hint')}</p>
          <button
            type="button"
            className="tj-quick-search-close"
            aria-label={t('quick-search.close')}
            onClick={closeQuickSearch}
          >
            ×
          </button>
        </form>
      )}
    </dialog>
  );
}
