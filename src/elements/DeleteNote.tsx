import { useEffect, useRef, useState } from 'react';
import type { Note } from '../contract/notes.ts';
import { useT } from '../i18n/use-t.ts';
import { notes } from '../kit/notes.ts';
import { useAction } from '../react/use-action.ts';

/**
 * "Delete" for one note, shared by the Notes Library and the Editor: it asks first (the choice keeps the focus), shows
 * progress while the server deletes, and says what failed. `onDeleted` hears of a deletion (DELETE_NOTE recorded).
 * The widget showing it registers the `notes` messages.
 */
export function DeleteNote({ note, title, onDeleted }: { note: Note; title: string; onDeleted: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const actions = useAction();
  const { state } = actions;
  const remove = async () => {
    if (await actions.run('delete', () => notes.actions.remove(note))) onDeleted();
  };
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (wasAsking.current) ask.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (state.status === 'running') {
    return (
      <p className="delete-note" part="deleting" role="status" aria-busy="true">
        <span className="lookup-spinner" aria-hidden="true" /> {t('notes.deleting', { title })}
      </p>
    );
  }
  if (!asking) {
    return (
      <span className="delete-note">
        <button
          ref={ask}
          type="button"
          className="secondary"
          part="delete"
          aria-label={t('notes.deleteNamed', { title })}
          onClick={() => setAsking(true)}
        >
          {t('notes.delete')}
        </button>
        {state.status === 'failed' && (
          <span className="action-error" part="action-error" role="alert">
            {t('notes.deleteFailed', { title, message: state.message })}
          </span>
        )}
      </span>
    );
  }
  return (
    <span className="delete-note" part="confirm" role="group" aria-label={t('notes.confirmDelete', { title })}>
      <span>{t('notes.confirmDelete', { title })}</span>{' '}
      <button
        type="button"
        className="danger"
        part="confirm-yes"
        onClick={() => {
          setAsking(false);
          void remove();
        }}
      >
        {t('notes.confirmYes')}
      </button>{' '}
      <button ref={keep} type="button" className="secondary" part="confirm-no" onClick={() => setAsking(false)}>
        {t('notes.confirmNo')}
      </button>
    </span>
  );
}
