import type { ReactNode } from 'react';
import lookupMessages from 'virtual:tj-messages/lookup';
import { registerMessages, type MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import type { LearnerDataState } from '../session/learner-data.ts';

// The retry button says what every widget's retry says ("Try again").
void registerMessages(lookupMessages);

export interface LearnerDataViewProps<T> {
  readonly state: LearnerDataState<T>;
  /** The widget's own words: asking a guest to sign in, what is being read, and that reading it failed. */
  readonly messages: { readonly signIn: MessageKey; readonly loading: MessageKey; readonly failed: MessageKey };
  readonly onRetry: () => void;
  readonly children: (data: T) => ReactNode;
}

/**
 * The states every widget of the learner's own data has, alike in all of them: a guest is asked to sign in (and
 * nothing is asked of the server), an accessible busy state, what failed with the server's reason and a retry, and
 * the data itself, which the widget draws.
 */
export function LearnerDataView<T>({ state, messages, onRetry, children }: LearnerDataViewProps<T>) {
  const t = useT();
  switch (state.status) {
    case 'guest':
      return (
        <p className="tj-message" part="sign-in" role="note">
          {t(messages.signIn)}
        </p>
      );
    case 'loading':
      return (
        <div className="lookup-loading" part="loading" aria-busy="true">
          <span className="lookup-spinner" aria-hidden="true" />
          <p role="status">{t(messages.loading)}</p>
        </div>
      );
    case 'error':
      return (
        <div className="tj-message" part="error" role="alert">
          <p className="lookup-error-what">{t(messages.failed)}</p>
          <p>{state.error.message}</p>
          <button type="button" className="lookup-button" part="retry" onClick={onRetry}>
            {t('lookup.retry')}
          </button>
        </div>
      );
    case 'ready':
      return <>{children(state.data)}</>;
  }
}
