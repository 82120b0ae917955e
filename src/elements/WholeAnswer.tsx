import eddieMessages from 'virtual:tj-messages/eddie';
import type { WholeAnswerState } from '../chat/whole-answer.ts';
import { registerMessages } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { Turn } from './Turn.tsx';

void registerMessages(eddieMessages);

/**
 * One of Eddie's whole answers (src/chat/whole-answer.ts: Ask's "Ask Eddie", a prompt tried as written, a term
 * explained), shown as Eddie's conversation shows a turn: sanitised markdown whose dictionary citations search the
 * word. While it comes, a busy note; a failure says what failed, with a retry.
 */
export function WholeAnswer({
  state,
  retry,
  search,
}: {
  state: WholeAnswerState;
  retry: () => void;
  search: (word: string) => void;
}) {
  const t = useT();
  switch (state.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <div className="lookup-loading" part="eddie-loading" aria-busy="true">
          <span className="lookup-spinner" aria-hidden="true" />
          <p role="status">{t('eddie.wholeLoading', { question: state.asked })}</p>
        </div>
      );
    case 'error':
      return (
        <div className="tj-message" part="eddie-error" role="alert">
          <p className="lookup-error-what">{t('eddie.wholeError', { question: state.asked })}</p>
          <p>{state.error.message}</p>
          <button type="button" className="lookup-button" onClick={retry}>
            {t('eddie.retry')}
          </button>
        </div>
      );
    case 'ready':
      return (
        <ol className="conversation" part="eddie-answer" aria-label={t('eddie.wholeAnswer')}>
          <Turn turn={{ id: 0, prompt: state.asked, answer: state.answer, status: 'done' }} onCitation={search} />
        </ol>
      );
  }
}
