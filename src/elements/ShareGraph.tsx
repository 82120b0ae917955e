import { useEffect, useId, useState, type FormEvent } from 'react';
import { USER_SEARCH_MIN_LENGTH } from '../contract/endpoints/user-profiles.ts';
import type { StoredGraph } from '../contract/graph.ts';
import { useT } from '../i18n/use-t.ts';
import { graphLibrary } from '../kit/graph-library.ts';
import type { Actions } from '../react/use-action.ts';

/** The navbar's suggestion debounce (spec 2 §9.1), for the same kind of typing. */
const SEARCH_DEBOUNCE_MS = 200;

type Found =
  | { readonly text: string; readonly status: 'error'; readonly message: string }
  | {
      readonly text: string;
      readonly status: 'ready';
      readonly learners: readonly { username: string; firstName: string }[];
    };

/**
 * Who may read a saved graph: only its owner (private), or the learners chosen here (custom access, spec 1 §6),
 * found by the start of their username.
 */
export function ShareGraph({ saved, actions, onDone }: { saved: StoredGraph; actions: Actions; onDone: () => void }) {
  const t = useT();
  const searchId = useId();
  const [chosen, setChosen] = useState<readonly string[]>(saved.access === 'custom' ? saved.sharedAccess : []);
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const wanted = text.trim();

  useEffect(() => {
    if (wanted.length < USER_SEARCH_MIN_LENGTH) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      graphLibrary.actions.findLearners(wanted, controller.signal).then(
        (learners) => setFound({ text: wanted, status: 'ready', learners }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setFound({ text: wanted, status: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await actions.run('share', () => graphLibrary.actions.share(saved, chosen))) onDone();
  };
  const shown = wanted.length >= USER_SEARCH_MIN_LENGTH && found?.text === wanted ? found : null;

  return (
    <form className="panel" part="share-form" onSubmit={(event) => void submit(event)}>
      <p className="muted" part="share-state">
        {chosen.length === 0 ? t('graph-library.sharePrivate') : t('graph-library.shareCustom')}
      </p>
      {chosen.length > 0 && (
        <ul className="chosen" part="chosen" aria-label={t('graph-library.chosen')}>
          {chosen.map((username) => (
            <li key={username}>
              {username}{' '}
              <button
                type="button"
                className="lookup-link"
                aria-label={t('graph-library.unshareNamed', { username })}
                onClick={() => setChosen(chosen.filter((kept) => kept !== username))}
              >
                {t('graph-library.unshare')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={searchId}>{t('graph-library.findLearner')}</label>
      <input
        id={searchId}
        type="search"
        value={text}
        autoComplete="off"
        placeholder={t('graph-library.findLearnerHint', { min: USER_SEARCH_MIN_LENGTH })}
        onChange={(event) => setText(event.target.value)}
      />
      {wanted.length >= USER_SEARCH_MIN_LENGTH && !shown && (
        <p role="status" aria-busy="true">
          {t('graph-library.findingLearners')}
        </p>
      )}
      {shown?.status === 'error' && (
        <p className="tj-message" role="alert">
          {t('graph-library.learnersFailed', { message: shown.message })}
        </p>
      )}
      {shown?.status === 'ready' &&
        (shown.learners.length === 0 ? (
          <p role="status">{t('graph-library.noLearner', { text: wanted })}</p>
        ) : (
          <ul className="learners" part="learners">
            {shown.learners.map(({ username, firstName }) => (
              <li key={username}>
                <span>
                  {username} {firstName && <span className="muted">({firstName})</span>}
                </span>
                <button
                  type="button"
                  className="lookup-link"
                  disabled={chosen.includes(username)}
                  aria-label={t('graph-library.shareWithNamed', { username })}
                  onClick={() => setChosen([...chosen, username])}
                >
                  {t('graph-library.shareWith')}
                </button>
              </li>
            ))}
          </ul>
        ))}
      <button type="submit" className="lookup-button" disabled={actions.state.status === 'running'}>
        {t('graph-library.saveSharing')}
      </button>
    </form>
  );
}
