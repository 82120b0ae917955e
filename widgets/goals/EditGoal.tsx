import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_GOAL_LENGTH, type Goal } from '../../src/contract/goals.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { goals } from '../../src/kit/goals.ts';
import type { Actions } from '../../src/react/use-action.ts';

/** The action name of saving this goal's text: the goal shows busy while it runs. */
export const editActionOf = (goal: Goal) => `edit ${goal.id}`;

/**
 * A goal's text as a field: Enter or Save changes it (EDITED_GOAL), Escape or Cancel leaves it as it was. A refused
 * save keeps the field and what was typed in it; the widget's failure says why, in the learner's language.
 */
export function EditGoal({ goal, actions, onDone }: { goal: Goal; actions: Actions; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(goal.goal);
  const saving = actions.state.status === 'running' && actions.state.name === editActionOf(goal);
  const busy = actions.state.status === 'running';

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || text.trim() === '') return;
    // Nothing changed: nothing to send, nothing to record.
    if (text.trim() === goal.goal) {
      onDone();
      return;
    }
    if (await actions.run(editActionOf(goal), () => goals.actions.edit(goal, text))) onDone();
    else input.current?.focus();
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || saving) return;
    // The widget's own Escape only: a dialog or panel around it must not close too.
    event.preventDefault();
    event.stopPropagation();
    onDone();
  };

  return (
    <form className="row edit-goal" part="edit-goal" onSubmit={(event) => void save(event)} onKeyDown={cancelOnEscape}>
      <label htmlFor={id}>{t('goals.editLabel')}</label>
      <input
        id={id}
        ref={input}
        value={text}
        maxLength={MAX_GOAL_LENGTH}
        readOnly={saving}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="lookup-button" disabled={busy || text.trim() === ''}>
        {t('goals.save')}
      </button>
      <button type="button" disabled={saving} onClick={onDone}>
        {t('goals.cancel')}
      </button>
    </form>
  );
}
