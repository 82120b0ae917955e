import { useEffect, useId, useRef, useState } from 'react';
import type { Goal } from '../../src/contract/goals.ts';
import { ConfirmAction } from '../../src/elements/ConfirmAction.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { goals } from '../../src/kit/goals.ts';
import type { Actions } from '../../src/react/use-action.ts';
import { AttachedNotes } from './AttachedNotes.tsx';
import { EditGoal, editActionOf } from './EditGoal.tsx';
import { NotePicker } from './NotePicker.tsx';

/**
 * One goal: its text (which Edit turns into a field) and state, close or reopen, discard (after a confirmation), and
 * its notes.
 */
export function GoalItem({ goal, actions }: { goal: Goal; actions: Actions }) {
  const t = useT();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Set when the field closes by Save, Cancel or Escape, so the keyboard goes back to where it came from.
  const refocusEdit = useRef(false);
  const busy = actions.state.status === 'running';
  const saving = busy && actions.state.name === editActionOf(goal);

  useEffect(() => {
    if (editing || !refocusEdit.current) return;
    refocusEdit.current = false;
    editButton.current?.focus();
  }, [editing]);
  const stopEditing = () => {
    refocusEdit.current = true;
    setEditing(false);
  };

  return (
    <li
      className="card goal"
      part="goal"
      // While the text is a field, the goal is named by its text as saved.
      {...(editing ? { 'aria-label': goal.goal } : { 'aria-labelledby': headingId })}
      aria-busy={saving}
      data-closed={goal.status}
    >
      <div className="goal-head">
        {editing ? (
          <EditGoal goal={goal} actions={actions} onDone={stopEditing} />
        ) : (
          <span className="card-title goal-text" part="goal-text" id={headingId}>
            {goal.goal}
          </span>
        )}
        <span className="muted" part="goal-status">
          {t(goal.status ? 'goals.closed' : 'goals.open')}
        </span>
      </div>
      <div className="row" part="goal-actions">
        <button
          type="button"
          disabled={busy}
          onClick={() => void actions.run('status', () => goals.actions.setClosed(goal, !goal.status))}
        >
          {t(goal.status ? 'goals.reopen' : 'goals.close')}
        </button>
        <button
          type="button"
          ref={editButton}
          aria-expanded={editing}
          disabled={saving}
          onClick={() => (editing ? stopEditing() : setEditing(true))}
        >
          {t('goals.edit')}
        </button>
        <button type="button" aria-expanded={picking} onClick={() => setPicking(!picking)}>
          {t('goals.attach')}
        </button>
        <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
          {t('goals.discard')}
        </button>
      </div>
      {confirming && (
        <ConfirmAction
          question={t('goals.confirmDiscard', { goal: goal.goal })}
          action={t('goals.discard')}
          cancel={t('goals.cancel')}
          busy={busy}
          onConfirm={() => void actions.run('discard', () => goals.actions.discard(goal))}
          onCancel={() => setConfirming(false)}
        />
      )}
      <AttachedNotes goal={goal} actions={actions} />
      {picking && <NotePicker goal={goal} actions={actions} onDone={() => setPicking(false)} />}
    </li>
  );
}
