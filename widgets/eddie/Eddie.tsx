import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { createChat, type ChatTurn } from '../../src/chat/chat.ts';
import { MAX_EDDIE_PROMPT_LENGTH } from '../../src/contract/eddie.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useT, type Translate } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { searchWord } from '../../src/kit/search.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { answerHtml, searchedWord } from '../../src/elements/answer-html.ts';
import { EddieHistory } from './EddieHistory.tsx';

export const eddieAttributes = {};

function announcementOf(turn: ChatTurn, t: Translate): string {
  switch (turn.status) {
    case 'streaming':
      return t('eddie.answering');
    case 'done':
      return t('eddie.answered', { answer: plainText(answerHtml(turn.answer)) });
    case 'stopped':
      return t('eddie.stopped');
    case 'failed':
      return t('eddie.failed', { message: turn.error?.message ?? '' });
  }
}

const plainText = (html: string) => (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();

/**
 * Eddie: ask the AI assistant and watch the answer stream in (spec 2 §7.3). Answers are sanitised markdown and cite
 * their sources: a note opens its page, a dictionary word searches it here. Stop cuts an answer short (the server
 * stops the model too); Clear context makes the next question start afresh. Screen readers hear each answer once it
 * is complete, not word by word. A guest is asked to sign in.
 */
export function Eddie({ emit }: WidgetProps<typeof eddieAttributes>) {
  const t = useT();
  const signedIn = useValue(session.signals.isLoggedIn);
  const [chat] = useState(() => createChat({ api: kitApi }));
  const turns = useValue(chat.turns);
  const streaming = useValue(chat.streaming);
  const error = useValue(chat.error);
  const [text, setText] = useState('');
  const [cleared, setCleared] = useState(false);
  const [showingHistory, setShowingHistory] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => () => chat.stop(), [chat]);

  // What screen readers hear: a live region that followed every piece would read the answer in fragments, so it
  // says that Eddie is answering, then the whole answer once it has ended.
  const last = turns.at(-1);
  const announcement = last ? announcementOf(last, t) : cleared ? t('eddie.cleared') : '';

  if (!signedIn) {
    return (
      <p className="tj-message" part="sign-in">
        {t('eddie.signIn')}
      </p>
    );
  }

  const send = () => {
    if (text.trim() === '') return;
    setCleared(false);
    void chat.ask(text);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape' && streaming) {
      event.preventDefault();
      chat.stop();
    }
  };
  const clear = async () => {
    await chat.clear();
    setCleared(chat.error.value === null);
    input.current?.focus();
  };
  const onCitation = (word: string) => {
    if (searchWord(word)) emit('tj-search', { word });
  };

  return (
    <section className="eddie">
      {turns.length === 0 ? (
        <p className="tj-message" part="empty">
          {t('eddie.empty')}
        </p>
      ) : (
        <ol className="conversation" part="conversation" aria-label={t('eddie.conversation')}>
          {turns.map((turn) => (
            <Turn key={turn.id} turn={turn} onCitation={onCitation} />
          ))}
        </ol>
      )}
      {error && turns.at(-1)?.status !== 'failed' && (
        <p className="tj-message" part="error" role="alert">
          {t('eddie.clearFailed', { message: error.message })}
        </p>
      )}
      <form part="form" onSubmit={onSubmit}>
        <label htmlFor={inputId} part="label">
          {t('eddie.label')}
        </label>
        <textarea
          id={inputId}
          ref={input}
          part="input"
          rows={2}
          value={text}
          maxLength={MAX_EDDIE_PROMPT_LENGTH}
          placeholder={t('eddie.placeholder')}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={hintId} className="hint" part="hint">
          {t('eddie.hint')}
        </p>
        <div className="actions">
          {streaming ? (
            <button type="button" className="lookup-button" part="stop" onClick={() => chat.stop()}>
              {t('eddie.stop')}
            </button>
          ) : (
            <button type="submit" className="lookup-button" part="submit">
              {t('eddie.ask')}
            </button>
          )}
          <button type="button" className="secondary" part="clear" onClick={() => void clear()}>
            {t('eddie.clear')}
          </button>
          <button
            type="button"
            className="secondary"
            part="history-toggle"
            aria-expanded={showingHistory}
            onClick={() => setShowingHistory((shown) => !shown)}
          >
            {t('eddie.historyToggle')}
          </button>
        </div>
      </form>
      {showingHistory && <EddieHistory />}
      <p className="tj-visually-hidden" part="status" role="status">
        {announcement}
      </p>
    </section>
  );
}

/** One question and its answer (sanitised markdown, citations clickable); Document Chat shows its turns with it too. */
export function Turn({ turn, onCitation }: { turn: ChatTurn; onCitation: (word: string) => void }) {
  const t = useT();
  const html = useMemo(() => answerHtml(turn.answer), [turn.answer]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const word = searchedWord(link?.getAttribute('href') ?? null);
    if (word === null) return;
    event.preventDefault();
    onCitation(word);
  };
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
      {turn.status === 'failed' && (
        <p className="tj-message" part="error" role="alert">
          {t('eddie.failed', { message: turn.error?.message ?? '' })}
        </p>
      )}
    </li>
  );
}
