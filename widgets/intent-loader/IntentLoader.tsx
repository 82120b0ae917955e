import { useEffect, useState } from 'react';
import type { Prompt } from '../../src/contract/prompts.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { PlaygroundAnswer } from '../../src/elements/PlaygroundAnswer.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { prompts } from '../../src/kit/prompts.ts';
import { searchWord } from '../../src/kit/search.ts';
import { playgroundChat } from '../../src/prompts/playground.ts';
import { useValue } from '../../src/react/use-value.ts';

export const intentLoaderAttributes = {
  /** The intent to load: an id from the prompt list ('main' is the default entry). */
  intentId: attribute.text(),
  /** The word or phrase to search and to ask about with the intent. */
  searchTerm: attribute.text(),
};

/**
 * Intent Loader (spec 1 §2 route /game/intent/{intentId}/{searchTerm}): a game or a teacher's link opens Thoughtkit with
 * an intent and a word. The intent becomes the learner's active one (CHANGED_INTENT), the word is searched (so the
 * graph and the thought's widgets show it), and Eddie answers about the word with the intent, streamed in. An intent
 * the learner may not use (someone else's private one, or one deleted) is said to be unavailable.
 */
export function IntentLoader({ intentId, searchTerm }: WidgetProps<typeof intentLoaderAttributes>) {
  const state = useValue(prompts.intents.state);
  useEffect(() => prompts.intents.need(), []);
  return (
    <section className="learner-data intent-loader">
      <LearnerDataView
        state={state}
        messages={{ signIn: 'intent-loader.signIn', loading: 'intent-loader.loading', failed: 'intent-loader.failed' }}
        onRetry={() => prompts.intents.reload()}
      >
        {(list) => <Loaded list={list} intentId={intentId} searchTerm={searchTerm.trim()} />}
      </LearnerDataView>
    </section>
  );
}

function Loaded({ list, intentId, searchTerm }: { list: readonly Prompt[]; intentId: string; searchTerm: string }) {
  const t = useT();
  const intent = list.find((listed) => listed.id === intentId);
  if (intentId === '' || searchTerm === '') {
    return (
      <p className="tj-message" part="incomplete" role="note">
        {t('intent-loader.incomplete')}
      </p>
    );
  }
  if (!intent) {
    return (
      <p className="tj-message" part="unavailable" role="alert">
        {t('intent-loader.unavailable', { intentId })}
      </p>
    );
  }
  return <Answer key={`${intent.id} ${searchTerm}`} intent={intent} searchTerm={searchTerm} />;
}

/** Mounted once per intent and word (its key): loads them once, even when the list is read again. */
function Answer({ intent: listed, searchTerm }: { intent: Prompt; searchTerm: string }) {
  const t = useT();
  const [intent] = useState(listed);
  const [chat] = useState(() => playgroundChat(kitApi, intent.id));
  const turn = useValue(chat.turns).at(-1);
  const streaming = useValue(chat.streaming);
  useEffect(() => {
    prompts.actions.choose(intent);
    searchWord(searchTerm);
    void chat.ask(searchTerm);
    return () => chat.stop();
  }, [chat, intent, searchTerm]);
  const label = intent.id === 'main' ? t('prompts.defaultLabel') : intent.label;
  return (
    <>
      <h3 className="intent-loader-heading" part="heading">
        {t('intent-loader.heading', { term: searchTerm, label })}
      </h3>
      {intent.description !== undefined && intent.description !== '' && (
        <p className="muted" part="description">
          {intent.description}
        </p>
      )}
      <PlaygroundAnswer turn={turn} />
      <div className="row">
        {streaming ? (
          <button type="button" className="lookup-button" onClick={() => chat.stop()}>
            {t('intent-loader.stop')}
          </button>
        ) : (
          <button type="button" onClick={() => void chat.ask(searchTerm)}>
            {t('intent-loader.again')}
          </button>
        )}
      </div>
    </>
  );
}
