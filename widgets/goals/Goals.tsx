import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_GOAL_LENGTH, type Goal } from '../../src/contract/goals.ts';
import { ActionStatus } from '../../src/elements/ActionStatus.tsx';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { goals } from '../../src/kit/goals.ts';
import { useAction, type Actions } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';
import { GoalItem } from './GoalItem.tsx';
import { OneGoal } from './OneGoal.tsx';

export const goalsAttributes = {
  /** Shows only this goal (GET /goals/{id}); empty: all of the learner's goals. */
  goalId: attribute.text(),
};

/**
 * Goals: the signed-in learner's goals, fetched 3 s after the widget starts (spec 2 §9.1). Write a goal, change its
 * text, close and reopen it, discard it, attach notes to it and detach them. With `goal-id`, that one goal; one that
 * cannot be read shows the spec's "goal Does not exists".
 */
export function Goals({ goalId }: WidgetProps<typeof goalsAttributes>) {
  return goalId === '' ? <AllGoals /> : <OneGoal id={goalId} />;
}

function AllGoals() {
  const state = useValue(goals.list.state);
  const actions = useAction();
  useEffect(() => goals.list.need(), []);
  return (
    <section className="learner-data">
      <LearnerDataView
        state={state}
        messages={{ signIn: 'goals.signIn', loading: 'goals.loading', failed: 'goals.failed' }}
        onRetry={() => goals.list.reload()}
      >
        {(list) => <GoalList list={list} actions={actions} />}
      </LearnerDataView>
    </section>
  );
}

function GoalList({ list, actions }: { list: readonly Goal[]; actions: Actions }) {
  const t = useT();
  const closed = list.filter((goal) => goal.status).length;
  return (
    <>
      <NewGoal actions={actions} />
      <ActionStatus
        actions={actions}
        messages={{ running: 'goals.working', failed: 'goals.actionFailed', dismiss: 'goals.dismiss' }}
      />
      {list.length === 0 ? (
        <p className="tj-message" part="empty" role="status">
          {t('goals.empty')}
        </p>
      ) : (
        <>
          <p className="muted" part="count">
            {t('goals.count', { open: list.length - closed, closed })}
          </p>
          <ul className="cards" part="list">
            {list.map((goal) => (
              <GoalItem key={goal.id} goal={goal} actions={actions} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function NewGoal({ actions }: { actions: Actions }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    if (await actions.run('create', () => goals.actions.create(text))) setText('');
  };
  return (
    <form className="row" part="new-goal" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{t('goals.newLabel')}</label>
      <input
        id={id}
        value={text}
        maxLength={MAX_GOAL_LENGTH}
        placeholder={t('goals.newPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="submit"
        className="lookup-button"
        disabled={text.trim() === '' || actions.state.status === 'running'}
      >
        {t('goals.add')}
      </button>
    </form>
  );
}
