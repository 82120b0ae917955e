import { useEffect, useId, useMemo, useState } from 'react';
import { createChat } from '../../src/chat/chat.ts';
import type { Brain } from '../../src/contract/brains.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { QuestionForm } from '../../src/elements/QuestionForm.tsx';
import { Turn } from '../../src/elements/Turn.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { brains } from '../../src/kit/brains.ts';
import { searchWord } from '../../src/kit/search.ts';
import { useValue } from '../../src/react/use-value.ts';

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
  const brainId = useId();
  useEffect(() => () => chat.stop(), [chat]);

  if (connected.length === 0) {
    return (
      <p className="tj-message" part="empty" role="status">
        {t('document-chat.noBrains')}
      </p>
    );
  }
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
      <QuestionForm
        chat={chat}
        label="document-chat.label"
        before={
          <>
            <label htmlFor={brainId}>{t('document-chat.brain')}</label>
            <select id={brainId} part="brain" value={namespace} onChange={(event) => setChosen(event.target.value)}>
              {connected.map((brain) => (
                <option key={brain.vectorStoreId} value={brain.namespace}>
                  {brain.namespace}
                </option>
              ))}
            </select>
          </>
        }
      />
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
