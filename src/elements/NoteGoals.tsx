import { useEffect, useRef, useState } from 'react';
import { abilities, allows, gates } from '../abilities/abilities.ts';
import type { Goal } from '../contract/goals.ts';
import type { Note } from '../contract/notes.ts';
import { useT } from '../i18n/use-t.ts';
import { noteGoals } from '../kit/note-goals.ts';
import { useAction } from '../react/use-action.ts';
import { useValue } from '../react/use-value.ts';
import { ConfirmAction } from './ConfirmAction.tsx';

/**
 * The goals a note is attached to, shown with it in the Notes Library and the Editor (POST /goals/many), each with a
 * Detach that asks first (DELETE /attachments/{id}). Shown to roles that may read goals; Detach to those that may
 * edit them. Nothing shows for a note in no goal. `onDetached` hears what to say. The widget registers `notes`.
 */
export function NoteGoals({
  note,
  title,
  onDetached,
}: {
  note: Note;
  title: string;
  onDetached: (text: string) => void;
}) {
  const t = useT();
  const ability = useValue(abilities);
  const mayRead = allows(ability, gates.readGoal);
  const state = useValue(noteGoals.signals.byNote).get(note._id);
  useEffect(() => {
    if (mayRead) void noteGoals.actions.read(note);
    // The note's goal is what is read; a new copy of the same note asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mayRead, note._id, note.goal]);

  if (!mayRead || state === undefined || (state.status === 'ready' && state.goals.length === 0)) return null;
  if (state.status === 'loading') {
    return (
      <p className="note-goals muted" part="goals-loading" role="status" aria-busy="true">
        {t('notes.goals.loading', { title })}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="note-goals tj-message" part="goals-failure" role="alert">
        {t('notes.goals.failed', { title, message: state.error.message })}{' '}
        <button type="button" className="lookup-link" onClick={() => void noteGoals.actions.read(note)}>
          {t('notes.goals.retry')}
        </button>
      </p>
    );
  }
  const label = t('notes.goals.attached', { count: state.goals.length });
  return (
    <div className="note-goals" part="goals">
      <span className="muted">{label}:</span>
      <ul aria-label={label}>
        {state.goals.map((goal) => (
          <li key={goal.id} part="goal">
            <span className="goal-text">{goal.goal}</span>
            {allows(ability, gates.editGoal) && (
              <DetachGoal goal={goal} note={note} title={title} onDetached={onDetached} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface DetachGoalProps {
  readonly goal: Goal;
  readonly note: Note;
  readonly title: string;
  readonly onDetached: (text: string) => void;
}

/** Detach, the question before it (the choice takes the focus, and gives it back when kept), and what failed. */
function DetachGoal({ goal, note, title, onDetached }: DetachGoalProps) {
  const t = useT();
  const actions = useAction();
  const [asking, setAsking] = useState(false);
  const place = useRef<HTMLSpanElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    // Asking, "Keep it" takes the focus (as DeleteNote does); kept, Detach takes it back.
    if (asking || wasAsking.current) [...(place.current?.querySelectorAll('button') ?? [])].at(-1)?.focus();
    wasAsking.current = asking;
  }, [asking]);
  const names = { title, goal: goal.goal };
  const detach = async () => {
    setAsking(false);
    if (await actions.run('detach', () => noteGoals.actions.detach(goal, note)))
      onDetached(t('notes.goals.detached', names));
  };

  return (
    <span ref={place} className="detach-goal">
      {actions.state.status === 'running' ? (
        <span className="muted" role="status" aria-busy="true">
          {t('notes.goals.detaching', { title })}
        </span>
      ) : asking ? (
        <ConfirmAction
          question={t('notes.goals.confirmDetach', names)}
          action={t('notes.goals.confirmYes')}
          cancel={t('notes.confirmNo')}
          busy={false}
          onConfirm={() => void detach()}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <button
          type="button"
          className="lookup-link"
          part="detach-goal"
          aria-label={t('notes.goals.detachNamed', names)}
          onClick={() => setAsking(true)}
        >
          {t('notes.goals.detach')}
        </button>
      )}
      {actions.state.status === 'failed' && (
        <span className="action-error" part="action-error" role="alert">
          {t('notes.goals.detachFailed', { title, message: actions.state.message })}
        </span>
      )}
    </span>
  );
}
