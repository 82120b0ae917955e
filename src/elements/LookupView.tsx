import type { ReactNode } from 'react';
import lookupMessages from 'virtual:tj-messages/lookup';
import { ApiError } from '../api/errors.ts';
import { registerMessages, type MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import type { LookupResult } from '../search/fan-out.ts';
import { useLanguage } from '../i18n/use-language.ts';

// Every widget that shows a lookup shows these (loading, failed, nothing found, did you mean).
void registerMessages(lookupMessages);

/** What every knowledge answer carries (src/contract/knowledge.ts): found or not, "did you mean", its language. */
export interface KnowledgeAnswer {
  readonly found: boolean;
  readonly suggestions: readonly { readonly term: string }[];
  readonly language: string;
}

/** What the learner can do about a failed lookup, by what failed. */
function remedyKey(error: Error): MessageKey {
  if (!(error instanceof ApiError)) return 'lookup.remedy.reload';
  switch (error.code) {
    case 'serverNotResponding':
    case 'serverFailed':
      return 'lookup.remedy.connection';
    case 'originNotAllowed':
      return 'lookup.remedy.operator';
    case 'rejected':
      return 'lookup.remedy.otherWord';
    case 'sessionExpired':
      return 'lookup.remedy.signIn';
    default:
      return 'lookup.remedy.reload';
  }
}

/** Before the first search: what the widget will show. */
export function LookupIdle({ idleKey }: { readonly idleKey: MessageKey }) {
  const t = useT();
  return (
    <p className="tj-message lookup-idle" part="idle">
      {t(idleKey)}
    </p>
  );
}

/** The accessible busy state while a word is looked up. */
export function LookupLoading({ word }: { readonly word: string }) {
  const t = useT();
  return (
    <div className="lookup-loading" part="loading" aria-busy="true">
      <span className="lookup-spinner" aria-hidden="true" />
      <p role="status">{t('lookup.loading', { word })}</p>
    </div>
  );
}

/** A failed lookup: what happened, what to do about it, and a retry. */
export function LookupFailed(props: { readonly word: string; readonly error: Error; readonly onRetry: () => void }) {
  const { word, error, onRetry } = props;
  const t = useT();
  return (
    <div className="tj-message lookup-error" part="error" role="alert">
      <p className="lookup-error-what">{t('lookup.failed', { word })}</p>
      <p>{error.message}</p>
      <p>{t(remedyKey(error))}</p>
      <button type="button" className="lookup-button" part="retry" onClick={onRetry}>
        {t('lookup.retry')}
      </button>
    </div>
  );
}

export interface LookupViewProps<D extends KnowledgeAnswer> {
  readonly result: LookupResult<D>;
  /** Shown before the first search: what this widget will show. */
  readonly idleKey: MessageKey;
  readonly onRetry: () => void;
  readonly onSearch: (word: string) => void;
  /** Whether an answer found nothing to show; by default, when the word is unknown. */
  readonly isEmpty?: (data: D) => boolean;
  readonly children: (data: D) => ReactNode;
}

/**
 * The four states every result widget has, alike in all of them: idle (nothing searched yet), loading (an
 * accessible busy state), error (what happened, what to do, a retry), empty ("nothing found for X — did you mean …"
 * with clickable suggestions), and the answer itself, which the widget draws. Knowledge answers are English: a
 * learner reading another language is told so. The widget marks the answer's text with its language (`lang`), so a
 * screen reader reads it in an English voice and the widget's own labels in the learner's.
 */
export function LookupView<D extends KnowledgeAnswer>(props: LookupViewProps<D>) {
  const { result, idleKey, onRetry, onSearch, isEmpty = (data: D) => !data.found, children } = props;
  const t = useT();
  const language = useLanguage();

  switch (result.status) {
    case 'idle':
      return <LookupIdle idleKey={idleKey} />;
    case 'loading':
      return <LookupLoading word={result.thought.word} />;
    case 'error':
      return <LookupFailed word={result.thought.word} error={result.error} onRetry={onRetry} />;
    case 'ready': {
      const { data } = result;
      if (isEmpty(data)) {
        const suggestions = data.suggestions.map((suggestion) => suggestion.term);
        return (
          <div className="tj-message lookup-empty" part="empty" role="status">
            <p>{t('lookup.nothingFound', { word: result.thought.word })}</p>
            {suggestions.length > 0 ? (
              <>
                <p>{t('lookup.didYouMean')}</p>
                <ul className="lookup-suggestions" part="suggestions" lang={data.language}>
                  {suggestions.map((term) => (
                    <li key={term}>
                      <button type="button" className="lookup-link" part="suggestion" onClick={() => onSearch(term)}>
                        {term}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('lookup.tryAnother')}</p>
            )}
          </div>
        );
      }
      return (
        <>
          {data.language !== language && (
            <p className="lookup-language-note" part="language-note" role="note">
              {t('lookup.onlyIn', {
                language: new Intl.DisplayNames([language], { type: 'language' }).of(data.language) ?? data.language,
              })}
            </p>
          )}
          {children(data)}
        </>
      );
    }
  }
}
