import { useMemo, type ReactNode } from 'react';
import eddieMessages from 'virtual:tj-messages/eddie';
import type { ChatTurn } from '../chat/chat.ts';
import { registerMessages } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { answerHtml, citationClick } from './answer-html.ts';

void registerMessages(eddieMessages);

/**
 * One question and its answer in Eddie's conversation view (Eddie, Document Chat, Ask Me Question, Smart Graph):
 * sanitised markdown, citations clickable; `children` (what a widget offers to do with the answer) follow it.
 */
export function Turn(props: { turn: ChatTurn; onCitation: (word: string) => void; children?: ReactNode }) {
  const { turn, onCitation, children } = props;
  const t = useT();
  const html = useMemo(() => answerHtml(turn.answer), [turn.answer]);
  const onClick = citationClick(onCitation);
  return (
    <li className="turn" part="turn">
      <p className="question" part="question">
        <span className="who">{t('eddie.you')}</span> {turn.prompt}
      </p>
      <div className="answer-box">
        <span className="who">{t('eddie.eddie')}</span>
        {/* Links are real links, so Enter on one clicks it: the keyboard needs no handler of its own. */}
        <div
          className="answer"
          part="answer"
          aria-busy={turn.status === 'streaming'}
          onClick={onClick}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
      {turn.status === 'streaming' && (
        <p className="turn-status" part="turn-status">
          {t('eddie.answering')}
        </p>
      )}
      {turn.status === 'stopped' && (
        <p className="turn-status" part="turn-status">
          {t('eddie.stopped')}
        </p>
      )}
      {children}
      {turn.status === 'failed' && (
        <p className="tj-message" part="error" role="alert">
          {t('eddie.failed', { message: turn.error?.message ?? '' })}
        </p>
      )}
    </li>
  );
}
