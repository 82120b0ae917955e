import { useId, useState } from 'react';
import type { Goal } from '../../src/contract/goals.ts';
import { ConfirmAction } from '../../src/elements/ConfirmAction.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { goals } from '../../src/kit/goals.ts';
import type { Actions } from '../../src/react/use-action.ts';
import { AttachedNotes } from './AttachedNotes.tsx';
import { NotePicker } from './NotePicker.tsx';

/** One goal: its text and state, close or reopen, discard (after a confirmation), and its notes. */
export function GoalItem({ goal, actions }: { goal: Goal; actions: Actions }) {
  const t = useT();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [picking, setPicking] = useState(false);
  const [editNote, setEditNote] = useState(false);
  const busy = actions.state.status === 'running';

  return (
    <li className="card goal" part="goal" aria-labelledby={headingId} data-closed={goal.status}>
      <div className="goal-head">
        <span className="card-title goal-text" part="goal-text" id={headingId}>
          {goal.goal}
        </span>
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
        <button type="button" aria-expanded={editNote} onClick={() => setEditNote(!editNote)}>
          {t('goals.edit')}
        </button>
        <button type="button" aria-expanded={picking} onClick={() => setPicking(!picking)}>
          {t('goals.attach')}
        </button>
        <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
          {t('goals.discard')}
        </button>
      </div>
      {editNote && (
        <p className="tj-message" part="unavailable" role="note">
          {t('goals.editUnavailable')}
        </p>
      )}
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
