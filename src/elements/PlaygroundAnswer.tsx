import { useMemo } from 'react';
import promptsMessages from 'virtual:tj-messages/prompts';
import type { ChatTurn } from '../chat/chat.ts';
import { registerMessages } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { answerHtml } from './answer-html.ts';

void registerMessages(promptsMessages);

/**
 * The prompt playground's answer to the last question (Kaaro Alpha's Try, the Intent Loader): sanitised markdown growing
 * as it streams, then what became of it. Screen readers hear that it is answering and when it has ended, not each piece.
 */
export function PlaygroundAnswer({ turn }: { turn: ChatTurn | undefined }) {
  const t = useT();
  const html = useMemo(() => answerHtml(turn?.answer ?? ''), [turn?.answer]);
  return (
    <>
      {turn && turn.answer !== '' && (
        <div
          className="playground-answer"
          part="answer"
          aria-busy={turn.status === 'streaming'}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      <p role="status" className={turn?.status === 'failed' ? 'tj-message' : 'muted'} part="answer-status">
        {turn?.status === 'streaming' && t('prompts.answering')}
        {turn?.status === 'done' && t('prompts.answered')}
        {turn?.status === 'stopped' && t('prompts.stopped')}
        {turn?.status === 'failed' && t('prompts.answerFailed', { message: turn.error?.message ?? '' })}
      </p>
    </>
  );
}
