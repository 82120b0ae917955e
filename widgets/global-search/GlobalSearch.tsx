import { useState, type FormEvent } from 'react';
import type { SpellAnswer } from '../../src/contract/knowledge.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import type { LookupResult } from '../../src/search/fan-out.ts';
import { retryLookup, thought } from '../../src/kit/search.ts';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { useValue } from '../../src/react/use-value.ts';
import { suggestWords } from '../../src/suggestions/kit-source.ts';
import { SuggestionsCombobox } from '../../src/suggestions/SuggestionsCombobox.tsx';
import { MAX_WORD_LENGTH } from '../../src/contract/limits.ts';
import { InYourLibrary } from './InYourLibrary.tsx';

export const globalSearchAttributes = {
  /** What the searched words are taken for (spec 1 §3 "Thought" type), as for Search Engine. */
  thoughtType: attribute.oneOf(['string', 'entity'], 'string'),
};

/** Under the box: what every widget now follows, or "did you mean" when the search looks misspelt. */
function Spelling(props: { result: LookupResult<SpellAnswer>; onSearch: (word: string) => void }) {
  const { result, onSearch } = props;
  const t = useT();
  switch (result.status) {
    case 'idle':
      return (
        <p className="tj-message" part="idle">
          {t('global-search.empty')}
        </p>
      );
    case 'loading':
      return (
        <p className="spelling" part="status" role="status">
          {t('global-search.checking', { word: result.thought.word })}
        </p>
      );
    case 'error':
      return (
        <div className="tj-message spelling" part="error" role="alert">
          <p>{t('global-search.spellError')}</p>
          <button type="button" className="lookup-button" part="retry" onClick={() => retryLookup('spelling')}>
            {t('global-search.retry')}
          </button>
        </div>
      );
    case 'ready': {
      const { word } = result.thought;
      if (result.data.correct) {
        return (
          <p className="spelling" part="status" role="status">
            {t('global-search.current', { word })}
          </p>
        );
      }
      if (result.data.suggestions.length === 0) {
        return (
          <p className="spelling" part="status" role="status">
            {t('global-search.noCorrection', { word })}
          </p>
        );
      }
      return (
        <div className="spelling" part="status" role="status">
          <p>{t('global-search.didYouMean')}</p>
          <ul className="lookup-suggestions" part="suggestions" lang={result.data.language}>
            {result.data.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="lookup-link" part="suggestion" onClick={() => onSearch(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      );
    }
  }
}

/**
 * Global Search: a search box with suggestions whose search every widget on the page follows (it sets the thought,
 * as Search Engine does), a "did you mean" for a search that looks misspelt, and, for a signed-in learner, what of
 * their own notes, graphs and goals holds the word.
 */
export function GlobalSearch({ thoughtType, emit }: WidgetProps<typeof globalSearchAttributes>) {
  const t = useT();
  const current = useValue(thought);
  const spelling = useLookup('spelling');
  const [text, setText] = useState(() => current?.word ?? '');
  const [shown, setShown] = useState(current);

  // A search made anywhere else on the page shows in this box too.
  if (current !== shown) {
    setShown(current);
    if (current) setText(current.word);
  }

  const search = useSearchWord(emit, thoughtType);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  return (
    <div className="global-search">
      <form part="form" role="search" aria-label={t('global-search.label')} onSubmit={onSubmit}>
        <SuggestionsCombobox
          value={text}
          onValueChange={setText}
          onChoose={search}
          source={suggestWords}
          label={t('global-search.label')}
          placeholder={t('global-search.placeholder')}
          maxLength={MAX_WORD_LENGTH}
        />
        <button type="submit" className="submit" part="submit">
          {t('global-search.submit')}
        </button>
      </form>
      <Spelling result={spelling} onSearch={search} />
      {current && <InYourLibrary word={current.word} />}
    </div>
  );
}
