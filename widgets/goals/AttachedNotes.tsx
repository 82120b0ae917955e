import type { Goal } from '../../src/contract/goals.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { goals } from '../../src/kit/goals.ts';
import type { Actions } from '../../src/react/use-action.ts';
import { noteTitle } from './note-title.ts';

/** A goal's notes, each with how many of its tasks are done and a Detach button. */
export function AttachedNotes({ goal, actions }: { goal: Goal; actions: Actions }) {
  const t = useT();
  if (goal.attachments.length === 0) {
    return (
      <p className="muted" part="no-notes">
        {t('goals.noAttachments')}
      </p>
    );
  }
  return (
    <ul className="notes" part="notes" aria-label={t('goals.attachments')}>
      {goal.attachments.map(({ id, note }) => (
        <li key={id} part="note">
          <span className="note-title">{noteTitle(note) || t('goals.untitled')}</span>
          {note.task && note.task.total > 0 && (
            <span className="muted" part="tasks">
              {t('goals.tasks', { completed: note.task.completed, total: note.task.total })}
            </span>
          )}
          <button
            type="button"
            className="lookup-link"
            disabled={actions.state.status === 'running'}
            aria-label={t('goals.detachNamed', { note: noteTitle(note) || t('goals.untitled') })}
            onClick={() => void actions.run('detach', () => goals.actions.detach(goal, note))}
          >
            {t('goals.detach')}
          </button>
        </li>
      ))}
    </ul>
  );
}
