import { useEffect, useState } from 'react';
import type { Goal } from '../../src/contract/goals.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { goals } from '../../src/kit/goals.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { noteTitle } from './note-title.ts';

/** One goal by its id, to read; a goal that cannot be read is the spec's placeholder, "goal Does not exists". */
export function OneGoal({ id }: { id: string }) {
  const t = useT();
  const username = useValue(session.signals.user).username;
  // The goal as read, and for whom: one read for another id or learner shows as loading.
  const [read, setRead] = useState<{ key: string; goal: Goal; missing: boolean } | null>(null);
  const key = `${username}\u0000${id}`;

  useEffect(() => {
    if (username === '') return undefined;
    const controller = new AbortController();
    goals.actions.readOne(id, controller.signal).then(
      (answer) => setRead({ key: `${username}\u0000${id}`, ...answer }),
      () => undefined,
    );
    return () => controller.abort();
  }, [id, username]);

  if (username === '') {
    return (
      <p className="tj-message" part="sign-in" role="note">
        {t('goals.signIn')}
      </p>
    );
  }
  if (read?.key !== key) {
    return (
      <div className="lookup-loading" part="loading" aria-busy="true">
        <span className="lookup-spinner" aria-hidden="true" />
        <p role="status">{t('goals.loadingOne')}</p>
      </div>
    );
  }
  const { goal, missing } = read;
  return (
    <section className="learner-data" part="goal" data-missing={missing}>
      {/* The spec's own placeholder text when the goal cannot be read (spec 2 §8), in the learner's language. */}
      <p className="card-title goal-text" part="goal-text">
        {missing ? t('goals.missing') : goal.goal}
      </p>
      <p className="muted" part="goal-status">
        {t(goal.status ? 'goals.closed' : 'goals.open')}
      </p>
      {goal.attachments.length > 0 && (
        <ul className="notes" part="notes" aria-label={t('goals.attachments')}>
          {goal.attachments.map(({ id: attachmentId, note }) => (
            <li key={attachmentId} part="note">
              {noteTitle(note) || t('goals.untitled')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
