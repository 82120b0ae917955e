import { useEffect, useMemo, useState } from 'react';
import { createChatHistory } from '../../src/chat/history.ts';
import type { EddieExchange } from '../../src/contract/eddie.ts';
import { answerHtml } from '../../src/elements/answer-html.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { useValue } from '../../src/react/use-value.ts';
import { roomPath } from '../../src/chat/room.ts';

/**
 * Eddie's history (POST /eddie/history): the learner's earlier questions and answers, newest first, read when the
 * panel opens and a page more at a time. Answers are sanitised markdown, as in the conversation. Each one can be
 * continued here (POST /eddie/history/{id}) or opened on its own page, /thread/{roomId}.
 */
export function EddieHistory({ onContinue }: { onContinue: (id: string) => void }) {
  const t = useT();
  const [history] = useState(() => createChatHistory({ api: kitApi }));
  const state = useValue(history.state);
  useEffect(() => void history.open(), [history]);
  const items = state.status === 'idle' ? [] : state.items;
  return (
    <section className="history" part="history" aria-label={t('eddie.history')}>
      {state.status === 'ready' && items.length === 0 && (
        <p className="tj-message" part="history-empty">
          {t('eddie.historyEmpty')}
        </p>
      )}
      {items.length > 0 && (
        <ol className="conversation">
          {items.map((exchange) => (
            <Exchange key={exchange._id} exchange={exchange} onContinue={onContinue} />
          ))}
        </ol>
      )}
      {(state.status === 'loading' || state.status === 'idle') && (
        <p className="turn-status" role="status" part="history-loading">
          {t('eddie.historyLoading')}
        </p>
      )}
      {state.status === 'error' && (
        <div className="tj-message" role="alert" part="history-error">
          <p>{t('eddie.historyFailed', { message: state.error.message })}</p>
          <button type="button" className="secondary" onClick={() => void history.more()}>
            {t('eddie.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && items.length < state.total && (
        <button type="button" className="secondary" part="history-more" onClick={() => void history.more()}>
          {t('eddie.historyMore', { shown: items.length, total: state.total })}
        </button>
      )}
    </section>
  );
}

function Exchange({ exchange, onContinue }: { exchange: EddieExchange; onContinue: (id: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const html = useMemo(() => answerHtml(exchange.answer), [exchange.answer]);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="turn" part="history-item">
      <p className="question">
        <span className="who">{t('eddie.you')}</span> {exchange.prompt}{' '}
        <time className="muted" dateTime={exchange.timestamp}>
          {when.format(new Date(exchange.timestamp))}
        </time>
      </p>
      <div className="answer-box">
        <span className="who">{t('eddie.eddie')}</span>
        <div className="answer" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      <p className="room-actions">
        <button
          type="button"
          className="secondary"
          part="history-continue"
          aria-label={t('eddie.continueNamed', { prompt: exchange.prompt })}
          onClick={() => onContinue(exchange._id)}
        >
          {t('eddie.continue')}
        </button>
        <a
          part="history-room"
          href={roomPath(exchange._id)}
          aria-label={t('eddie.roomPageNamed', { prompt: exchange.prompt })}
        >
          {t('eddie.roomPage')}
        </a>
      </p>
    </li>
  );
}
