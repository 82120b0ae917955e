import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { thought } from '../../src/kit/search.ts';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import { useValue } from '../../src/react/use-value.ts';
import { suggestWordsLazily } from '../../src/suggestions/lazy-source.ts';
import { MAX_WORD_LENGTH } from '../../src/contract/limits.ts';

/**
 * The suggestions box arrives with the `suggestions` attribute only: a partner page that shows Search Engine without
 * suggestions does not pay for it (its pair with Detail has a size budget, npm run bench:size).
 */
const SuggestionsCombobox = lazy(async () => ({
  default: (await import('../../src/suggestions/SuggestionsCombobox.tsx')).SuggestionsCombobox,
}));

export const searchEngineAttributes = {
  /** A word to search as soon as the widget appears, like Home's `?q=`. */
  word: attribute.text(),
  /** What the searched words are taken for (spec 1 §3 "Thought" type). */
  thoughtType: attribute.oneOf(['string', 'entity'], 'string'),
  /** Suggests words as the learner types (debounced 200 ms), as the navbar does. */
  suggestions: attribute.flag(),
};

/** Search Engine: a search box that sets the thought every other widget follows. */
export function SearchEngine({ word, thoughtType, suggestions, emit }: WidgetProps<typeof searchEngineAttributes>) {
  const t = useT();
  const inputId = useId();
  const current = useValue(thought);
  const [text, setText] = useState(() => word || current?.word || '');
  const [shown, setShown] = useState(current);

  // A search made anywhere else on the page shows in this box too (React's "adjust state on change").
  if (current !== shown) {
    setShown(current);
    if (current) setText(current.word);
  }

  const search = useSearchWord(emit, thoughtType);

  // A word given as an attribute is searched as soon as it is set.
  useEffect(() => search(word), [word, search]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  const plainBox = (
    <>
      <label htmlFor={inputId} className="tj-visually-hidden">
        {t('search-engine.label')}
      </label>
      <input
        id={inputId}
        part="input"
        type="search"
        value={text}
        maxLength={MAX_WORD_LENGTH}
        placeholder={t('search-engine.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
    </>
  );

  return (
    <form className="search-engine" part="form" role="search" aria-label={t('search-engine.label')} onSubmit={onSubmit}>
      {suggestions ? (
        <Suspense fallback={plainBox}>
          <SuggestionsCombobox
            value={text}
            onValueChange={setText}
            onChoose={search}
            source={suggestWordsLazily}
            label={t('search-engine.label')}
            placeholder={t('search-engine.placeholder')}
            maxLength={MAX_WORD_LENGTH}
          />
        </Suspense>
      ) : (
        plainBox
      )}
      <button type="submit" part="submit">
        {t('search-engine.submit')}
      </button>
      <p className="tj-visually-hidden" aria-live="polite">
        {current ? t('search-engine.current', { word: current.word }) : ''}
      </p>
    </form>
  );
}
