import { useEffect, useState, type FormEvent } from 'react';
import type { CompareTerm, ComparedWord } from '../../src/contract/compare.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { recordEvent, thought } from '../../src/kit/search.ts';
import { useValue } from '../../src/react/use-value.ts';
import { createCompareWords } from './compare-words.ts';

export const compareAttributes = {};

function Terms({ terms, lang }: { terms: readonly CompareTerm[]; lang: string }) {
  const t = useT();
  if (terms.length === 0) return <>{t('compare.none')}</>;
  return (
    <ul className="term-list" lang={lang}>
      {terms.map((term) => (
        <li key={term.synsetId}>{term.label}</li>
      ))}
    </ul>
  );
}

/** One word's column: its definition, kinds and parts; or that it is unknown, with "did you mean" words. */
function Word({ word, lang, onSuggest }: { word: ComparedWord; lang: string; onSuggest: (term: string) => void }) {
  const t = useT();
  return (
    <article className="word" part="word">
      <h3 lang={lang}>{word.term?.label ?? word.word}</h3>
      {word.found ? (
        <dl>
          <dt>{t('compare.definition')}</dt>
          <dd lang={lang}>{word.definition}</dd>
          <dt>{t('compare.kinds')}</dt>
          <dd>
            <Terms terms={word.kinds} lang={lang} />
          </dd>
          <dt>{t('compare.parts')}</dt>
          <dd>
            <Terms terms={word.parts} lang={lang} />
          </dd>
        </dl>
      ) : (
        <div className="tj-message" part="unknown">
          <p>{t('compare.unknown', { word: word.word })}</p>
          {word.suggestions.length > 0 && (
            <ul className="term-list" aria-label={t('compare.didYouMean')}>
              {word.suggestions.map((suggestion) => (
                <li key={suggestion.key}>
                  <button
                    type="button"
                    className="lookup-link"
                    part="suggestion"
                    onClick={() => onSuggest(suggestion.term)}
                  >
                    {suggestion.term}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * Compare: two words side by side from the knowledge graph (definition, kinds, parts), the ancestors they share and
 * the path between them. The first word is the current thought unless the learner types another.
 */
export function Compare(_props: WidgetProps<typeof compareAttributes>) {
  const t = useT();
  const language = useLanguage();
  const [words] = useState(() => createCompareWords({ api: kitApi, recordEvent }));
  const state = useValue(words.state);
  const thoughtWord = useValue(thought)?.word ?? '';
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');

  useEffect(() => () => words.cancel(), [words]);

  const compare = (a: string, b: string) => void words.compare(a.trim() || thoughtWord, b);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    compare(first, second);
  };

  let result;
  switch (state.status) {
    case 'idle':
      result = (
        <p className="tj-message" part="idle">
          {t('compare.empty')}
        </p>
      );
      break;
    case 'loading':
      result = (
        <div className="lookup-loading" part="loading" aria-busy="true">
          <span className="lookup-spinner" aria-hidden="true" />
          <p role="status">{t('compare.loading', { ...state.asked })}</p>
        </div>
      );
      break;
    case 'error':
      result = (
        <div className="tj-message" part="error" role="alert">
          <p className="lookup-error-what">{t('compare.error', { ...state.asked })}</p>
          <p>{state.error.message}</p>
          <button
            type="button"
            className="lookup-button"
            part="retry"
            onClick={() => void words.compare(state.asked.first, state.asked.second)}
          >
            {t('compare.retry')}
          </button>
        </div>
      );
      break;
    case 'ready': {
      const { answer: comparison, asked: pair } = state;
      const lang = comparison.language;
      const suggestFirst = (term: string) => {
        setFirst(term);
        compare(term, pair.second);
      };
      const suggestSecond = (term: string) => {
        setSecond(term);
        compare(pair.first, term);
      };
      result = (
        <div className="comparison" part="comparison">
          <h2 part="heading">{t('compare.heading', { ...pair })}</h2>
          {lang !== language && (
            <p className="lookup-language-note" part="language-note" role="note">
              {t('lookup.onlyIn', {
                language: new Intl.DisplayNames([language], { type: 'language' }).of(lang) ?? lang,
              })}
            </p>
          )}
          <div className="side-by-side">
            <Word word={comparison.first} lang={lang} onSuggest={suggestFirst} />
            <Word word={comparison.second} lang={lang} onSuggest={suggestSecond} />
          </div>
          {comparison.first.found && comparison.second.found && (
            <>
              <h3>{t('compare.shared')}</h3>
              {comparison.sharedAncestors.length > 0 ? (
                <ul className="term-list" part="shared" lang={lang}>
                  {comparison.sharedAncestors.map((term) => (
                    <li key={term.synsetId}>{term.label}</li>
                  ))}
                </ul>
              ) : (
                <p part="shared">{t('compare.nothingShared')}</p>
              )}
              {comparison.path.length > 0 && (
                <>
                  <h3>{t('compare.path')}</h3>
                  <ol className="path" part="path" lang={lang}>
                    {comparison.path.map((term) => (
                      <li key={term.synsetId}>{term.label}</li>
                    ))}
                  </ol>
                </>
              )}
            </>
          )}
        </div>
      );
      break;
    }
  }

  return (
    <section className="compare">
      <form part="form" onSubmit={onSubmit}>
        <div className="fields">
          <label part="label">
            {t('compare.first')}
            <input
              part="input"
              type="text"
              value={first}
              placeholder={thoughtWord}
              autoComplete="off"
              onChange={(event) => setFirst(event.target.value)}
            />
          </label>
          <label part="label">
            {t('compare.second')}
            <input
              part="input"
              type="text"
              value={second}
              autoComplete="off"
              enterKeyHint="go"
              onChange={(event) => setSecond(event.target.value)}
            />
          </label>
        </div>
        <button type="submit" className="lookup-button" part="submit">
          {t('compare.submit')}
        </button>
      </form>
      {result}
    </section>
  );
}
