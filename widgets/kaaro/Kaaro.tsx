import { useEffect, useId, useState } from 'react';
import type { Prompt } from '../../src/contract/prompts.ts';
import { ActionStatus } from '../../src/elements/ActionStatus.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { fieldsOf, PromptForm } from '../../src/elements/PromptForm.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { prompts } from '../../src/kit/prompts.ts';
import { session } from '../../src/kit/session.ts';
import { useAction, type Actions } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';
import { IntentItem } from './IntentItem.tsx';

export const kaaroAttributes = {};

/**
 * Kaaro (spec 1 §2: create, show, edit, delete intents): the intents a learner may pick, the default entry first, the
 * active one chosen by a radio (CHANGED_INTENT); their own they may edit and delete, and they write new ones.
 */
export function Kaaro() {
  const state = useValue(prompts.intents.state);
  const actions = useAction();
  useEffect(() => prompts.intents.need(), []);
  return (
    <section className="learner-data kaaro">
      <LearnerDataView
        state={state}
        messages={{ signIn: 'kaaro.signIn', loading: 'kaaro.loading', failed: 'kaaro.failed' }}
        onRetry={() => prompts.intents.reload()}
      >
        {(list) => <Intents list={list} actions={actions} />}
      </LearnerDataView>
    </section>
  );
}

function Intents({ list, actions }: { list: readonly Prompt[]; actions: Actions }) {
  const t = useT();
  const legendId = useId();
  const activeId = useValue(prompts.activeId);
  const username = useValue(session.signals.user).username;
  const [writing, setWriting] = useState(false);
  const busy = actions.state.status === 'running';
  return (
    <>
      <ActionStatus
        actions={actions}
        messages={{ running: 'kaaro.working', failed: 'kaaro.actionFailed', dismiss: 'kaaro.dismiss' }}
      />
      <p className="muted" part="active" role="status">
        {t('kaaro.active', { label: list.find((intent) => intent.id === activeId)?.label ?? list[0]?.label ?? '' })}
      </p>
      <div role="radiogroup" aria-labelledby={legendId} part="list">
        <h3 id={legendId} className="kaaro-heading">
          {t('kaaro.choose')}
        </h3>
        <ul className="cards">
          {list.map((intent) => (
            <IntentItem
              key={intent.id}
              intent={intent}
              active={intent.id === activeId || (intent.id === 'main' && !list.some((i) => i.id === activeId))}
              mine={intent.actor === username}
              actions={actions}
            />
          ))}
        </ul>
      </div>
      {!list.some((intent) => intent.actor === username) && (
        <p className="tj-message" part="empty">
          {t('kaaro.empty')}
        </p>
      )}
      <button type="button" aria-expanded={writing} onClick={() => setWriting(!writing)}>
        {t('kaaro.new')}
      </button>
      {writing && (
        <PromptForm
          initial={fieldsOf(undefined)}
          submit={t('kaaro.add')}
          busy={busy}
          onSubmit={(fields) => actions.run('create', () => prompts.actions.create(fields))}
        />
      )}
    </>
  );
}
