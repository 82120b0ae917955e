import type { ReactNode } from 'react';
import providerMessages from 'virtual:tj-messages/provider';
import { registerMessages, type MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import type { LookupResult } from '../search/fan-out.ts';
import { safeUrl } from './knowledge-text.ts';
import { LookupFailed, LookupIdle, LookupLoading } from './LookupView.tsx';

// Every widget over a live provider shows these (not connected, did not answer, nothing found).
void registerMessages(providerMessages);

/** What every provider answer is (src/contract/providers.ts): not connected, unavailable this time, or found. */
export type ProviderAnswer =
  | { readonly configured: false; readonly message: string }
  | { readonly configured: true; readonly available: false; readonly message: string }
  | { readonly configured: true; readonly available: true };

/** The answer with what the provider found. */
export type Found<A extends ProviderAnswer> = Extract<A, { available: true }>;

export interface ProviderViewProps<A extends ProviderAnswer> {
  readonly result: LookupResult<A>;
  /** Shown before the first search: what this widget will show. */
  readonly idleKey: MessageKey;
  readonly onRetry: () => void;
  readonly isEmpty: (found: Found<A>) => boolean;
  readonly children: (found: Found<A>) => ReactNode;
}

/**
 * The states of every widget over a live provider, alike in all of them: idle, loading and failed (as the knowledge
 * widgets show them), "not connected on this server" (the server has no settings for the service: nothing to
 * retry), "did not answer this time" (with a retry), nothing found, and what was found, which the widget draws.
 */
export function ProviderView<A extends ProviderAnswer>(props: ProviderViewProps<A>) {
  const { result, idleKey, onRetry, isEmpty, children } = props;
  const t = useT();
  switch (result.status) {
    case 'idle':
      return <LookupIdle idleKey={idleKey} />;
    case 'loading':
      return <LookupLoading word={result.thought.word} />;
    case 'error':
      return <LookupFailed word={result.thought.word} error={result.error} onRetry={onRetry} />;
  }
  const word = result.thought.word;
  const answer: A = result.data;
  if (!answer.configured) {
    return (
      <div className="tj-message provider-not-connected" part="not-connected" role="status">
        <p className="lookup-error-what">{answer.message}</p>
        <p>{t('provider.notConnectedHelp')}</p>
      </div>
    );
  }
  if (!answer.available) {
    return (
      <div className="tj-message lookup-error" part="error" role="alert">
        <p className="lookup-error-what">{answer.message}</p>
        <button type="button" className="lookup-button" part="retry" onClick={onRetry}>
          {t('lookup.retry')}
        </button>
      </div>
    );
  }
  const found = answer as Found<A>;
  if (isEmpty(found)) {
    return (
      <div className="tj-message lookup-empty" part="empty" role="status">
        <p>{t('lookup.nothingFound', { word })}</p>
        <p>{t('lookup.tryAnother')}</p>
      </div>
    );
  }
  return <>{children(found)}</>;
}

/** One result as the list shows it: a title that links to it, a picture, details and actions. */
export interface ResultEntry {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly image?: string | undefined;
  /** The language of the result's own words (its title and text), when the answer says. */
  readonly lang?: string | undefined;
  /** The result's own words under its title (a post, a job's description). */
  readonly text?: string | undefined;
  readonly details?: ReactNode;
  readonly actions?: ReactNode;
}

/**
 * The list of results every provider widget shows: each one a card whose title opens the result in a new tab (only
 * http(s) addresses are linked), with its picture, its details and its actions.
 */
export function ResultList({ label, entries }: { readonly label: string; readonly entries: readonly ResultEntry[] }) {
  return (
    <ul className="provider-results" part="results" aria-label={label}>
      {entries.map((entry) => {
        const href = safeUrl(entry.url);
        const image = safeUrl(entry.image);
        return (
          <li key={entry.id} className="provider-result" part="result">
            {image && <img className="provider-thumbnail" part="thumbnail" src={image} alt="" loading="lazy" />}
            <div className="provider-result-body">
              <h3 className="provider-result-title" lang={entry.lang}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" part="result-link">
                    {entry.title}
                  </a>
                ) : (
                  entry.title
                )}
              </h3>
              {entry.details}
              {entry.text && (
                <p className="provider-text" part="result-text" lang={entry.lang}>
                  {entry.text}
                </p>
              )}
              {entry.actions && <div className="provider-result-actions">{entry.actions}</div>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
