import type { EddieQueryState } from '../../src/chat/query.ts';
import { Turn } from '../../src/elements/Turn.tsx';
import { useT } from '../../src/i18n/use-t.ts';

/**
 * Eddie's whole answer to the question asked in Ask (POST /eddie/query), shown as Eddie's conversation shows a turn:
 * sanitised markdown whose dictionary citations search the word.
 */
export function EddieAnswer({
  state,
  retry,
  search,
}: {
  state: Exclude<EddieQueryState, { status: 'idle' }>;
  retry: () => void;
  search: (word: string) => void;
}) {
  const t = useT();
  switch (state.status) {
    case 'loading':
      return (
        <div className="lookup-loading" part="eddie-loading" aria-busy="true">
          <span className="lookup-spinner" aria-hidden="true" />
          <p role="status">{t('ask.eddieLoading', { question: state.prompt })}</p>
        </div>
      );
    case 'error':
      return (
        <div className="tj-message" part="eddie-error" role="alert">
          <p className="lookup-error-what">{t('ask.eddieError', { question: state.prompt })}</p>
          <p>{state.error.message}</p>
          <button type="button" className="lookup-button" onClick={retry}>
            {t('ask.retry')}
          </button>
        </div>
      );
    case 'ready':
      return (
        <ol className="conversation" part="eddie-answer" aria-label={t('ask.eddieAnswer')}>
          <Turn turn={{ id: 0, prompt: state.prompt, answer: state.answer, status: 'done' }} onCitation={search} />
        </ol>
      );
  }
}
