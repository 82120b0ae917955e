import { useEffect, useId, useState } from 'react';
import type { Goal } from '../../src/contract/goals.ts';
import type { Note } from '../../src/contract/notes.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { goals } from '../../src/kit/goals.ts';
import type { Actions } from '../../src/react/use-action.ts';
import { noteTitle } from './note-title.ts';

/** The navbar's suggestion debounce (spec 2 §9.1), for the same kind of typing. */
const SEARCH_DEBOUNCE_MS = 200;

type Found =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly notes: readonly Note[] };

/** Finds one of the learner's notes by its text and attaches it to the goal. */
export function NotePicker({ goal, actions, onDone }: { goal: Goal; actions: Actions; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [word, setWord] = useState('');
  // What the search found, and for which word: an answer for an older word shows as loading.
  const [found, setFound] = useState<{ word: string; found: Found } | null>(null);
  const attached = new Set(goal.attachments.map((attachment) => attachment.note._id));

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      goals.actions.findNotes(word, controller.signal).then(
        (notes) => setFound({ word, found: { status: 'ready', notes } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setFound({
            word,
            found: { status: 'error', message: error instanceof Error ? error.message : String(error) },
          });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [word]);

  const shown: Found = found?.word === word ? found.found : { status: 'loading' };
  return (
    <div className="panel" part="note-picker" role="group" aria-label={t('goals.attach')}>
      <label htmlFor={id}>{t('goals.notesSearch')}</label>
      <input id={id} type="search" value={word} onChange={(event) => setWord(event.target.value)} />
      {shown.status === 'loading' && (
        <p role="status" aria-busy="true">
          {t('goals.notesLoading')}
        </p>
      )}
      {shown.status === 'error' && (
        <p className="tj-message" role="alert">
          {t('goals.notesFailed', { message: shown.message })}
        </p>
      )}
      {shown.status === 'ready' && shown.notes.length === 0 && <p role="status">{t('goals.notesEmpty')}</p>}
      {shown.status === 'ready' && shown.notes.length > 0 && (
        <ul className="notes" part="found-notes">
          {shown.notes.map((note) => (
            <li key={note._id}>
              <span className="note-title">{noteTitle(note) || t('goals.untitled')}</span>
              <button
                type="button"
                className="lookup-link"
                disabled={attached.has(note._id) || actions.state.status === 'running'}
                aria-label={t('goals.attachNamed', { note: noteTitle(note) || t('goals.untitled') })}
                onClick={() =>
                  void actions.run('attach', () => goals.actions.attach(goal, note)).then((done) => done && onDone())
                }
              >
                {t(attached.has(note._id) ? 'goals.attached' : 'goals.attachThis')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
