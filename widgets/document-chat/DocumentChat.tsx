import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createChat } from '../../src/chat/chat.ts';
import type { Brain } from '../../src/contract/brains.ts';
import { MAX_EDDIE_PROMPT_LENGTH } from '../../src/contract/eddie.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { brains } from '../../src/kit/brains.ts';
import { searchWord } from '../../src/kit/search.ts';
import { useValue } from '../../src/react/use-value.ts';
import { Turn } from '../eddie/Eddie.tsx';

export const documentChatAttributes = {
  /** The namespace of the connected brain asked first; empty: the first connected brain. */
  namespace: attribute.text(),
};

/**
 * Document Chat: ask one of your connected brains about its documents (POST /eddie/vector/ask). The answer, read as
 * text (spec 2 §7.3), shows as sanitised markdown citing the document and passage it quotes, in Eddie's conversation
 * view.
 */
export function DocumentChat({ namespace, emit }: WidgetProps<typeof documentChatAttributes>) {
  const state = useValue(brains.list.state);
  useEffect(() => brains.list.need(), []);
  return (
    <section className="eddie">
      <LearnerDataView
        state={state}
        messages={{ signIn: 'document-chat.signIn', loading: 'document-chat.loading', failed: 'document-chat.failed' }}
        onRetry={() => brains.list.reload()}
      >
        {(list) => (
          <Conversation
            connected={list.filter((brain) => brain.connected)}
            preferred={namespace}
            onSearch={(word) => {
              if (searchWord(word)) emit('tj-search', { word });
            }}
          />
        )}
      </LearnerDataView>
    </section>
  );
}

interface ConversationProps {
  connected: readonly Brain[];
  preferred: string;
  onSearch: (word: string) => void;
}

function Conversation({ connected, preferred, onSearch }: ConversationProps) {
  const t = useT();
  const [chosen, setChosen] = useState(preferred);
  const namespace = connected.some((brain) => brain.namespace === chosen) ? chosen : (connected[0]?.namespace ?? '');
  // A conversation per brain: choosing another brain starts a new one (and stops an answer still streaming).
  const chat = useMemo(
    () => createChat({ api: kitApi, send: (prompt, abort) => brains.actions.ask(prompt, namespace, abort) }),
    [namespace],
  );
  const turns = useValue(chat.turns);
  const streaming = useValue(chat.streaming);
  const [text, setText] = useState('');
  const ids = { brain: useId(), input: useId(), hint: useId() };
  useEffect(() => () => chat.stop(), [chat]);

  if (connected.length === 0) {
    return (
      <p className="tj-message" part="empty" role="status">
        {t('document-chat.noBrains')}
      </p>
    );
  }
  const send = () => {
    if (text.trim() === '') return;
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
  const last = turns.at(-1);
  return (
    <>
      {turns.length === 0 ? (
        <p className="tj-message" part="start">
          {t('document-chat.start', { namespace })}
        </p>
      ) : (
        <ol className="conversation" part="conversation" aria-label={t('document-chat.conversation')}>
          {turns.map((turn) => (
            <Turn key={turn.id} turn={turn} onCitation={onSearch} />
          ))}
        </ol>
      )}
      <form part="form" onSubmit={onSubmit}>
        <label htmlFor={ids.brain}>{t('document-chat.brain')}</label>
        <select id={ids.brain} part="brain" value={namespace} onChange={(event) => setChosen(event.target.value)}>
          {connected.map((brain) => (
            <option key={brain.vectorStoreId} value={brain.namespace}>
              {brain.namespace}
            </option>
          ))}
        </select>
        <label htmlFor={ids.input}>{t('document-chat.label')}</label>
        <textarea
          id={ids.input}
          part="input"
          rows={2}
          value={text}
          maxLength={MAX_EDDIE_PROMPT_LENGTH}
          aria-describedby={ids.hint}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={ids.hint} className="hint" part="hint">
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
        </div>
      </form>
      <p className="tj-visually-hidden" part="status" role="status">
        {last?.status === 'streaming'
          ? t('eddie.answering')
          : last?.status === 'done'
            ? t('document-chat.answered')
            : ''}
      </p>
    </>
  );
}
