import { useId, useState, type FormEvent } from 'react';
import { abilities, allows, gates } from '../../src/abilities/abilities.ts';
import type { MutationRecord } from '../../src/graph/commands.ts';
import type { Translate } from '../../src/i18n/use-t.ts';
import { questLibrary } from '../../src/kit/quest-library.ts';
import { session } from '../../src/kit/session.ts';
import { thoughtMap } from '../../src/kit/thought-map.ts';
import { questBody } from '../../src/quests/quest-data.ts';
import type { ThoughtMapData } from '../../src/quests/thought-map.ts';
import { useValue } from '../../src/react/use-value.ts';

type Saving =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  /** The map was opened from or saved as a quest: override it, or save a new one? (spec 1 §4) */
  | { readonly kind: 'asking' }
  | { readonly kind: 'done'; readonly text: string }
  | { readonly kind: 'failed'; readonly text: string };

/**
 * Saves the thought map, with its recorded steps, as a quest of the learner's quest library. Not shown to a role
 * that may not save quests (spec 1 §6: save Quest).
 */
export function SaveQuest(props: { t: Translate; map: ThoughtMapData; records: readonly MutationRecord[] }) {
  const { t, map, records } = props;
  const signedIn = useValue(session.signals.isLoggedIn);
  const maySave = allows(useValue(abilities), gates.saveQuest);
  const [title, setTitle] = useState('');
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const id = useId();

  if (!maySave) return null;
  if (!signedIn) {
    return (
      <p className="tj-message" part="sign-in">
        {t('thought-map.signInToSave')}
      </p>
    );
  }

  async function save(override: string | null): Promise<void> {
    setSaving({ kind: 'saving' });
    const body = questBody(title, map, records);
    try {
      await questLibrary.actions.save(body, override);
      setSaving({ kind: 'done', text: t('thought-map.questSaved', { title: body.general_information.title }) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setSaving({ kind: 'failed', text: t('thought-map.questFailed', { reason }) });
    }
  }

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (map.nodes.length === 0) setSaving({ kind: 'failed', text: t('thought-map.emptyMap') });
    else if (title.trim() === '') setSaving({ kind: 'failed', text: t('thought-map.titleRequired') });
    else if (thoughtMap.signals.questId.value !== null) setSaving({ kind: 'asking' });
    else void save(null);
  }

  return (
    <form className="save-quest" part="save-quest" onSubmit={onSubmit} aria-busy={saving.kind === 'saving'}>
      <label htmlFor={`${id}-title`}>{t('thought-map.questTitle')}</label>
      <input
        id={`${id}-title`}
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        aria-describedby={`${id}-result`}
      />
      <button type="submit" disabled={saving.kind === 'saving' || saving.kind === 'asking'}>
        {saving.kind === 'saving' ? <span className="lookup-spinner" aria-hidden="true" /> : null}
        {t('thought-map.saveQuest')}
      </button>
      {saving.kind === 'asking' ? (
        <div className="confirm" role="alertdialog" aria-labelledby={`${id}-override`} part="override">
          <h4 id={`${id}-override`}>{t('thought-map.override.title')}</h4>
          <p>{t('thought-map.override.text')}</p>
          <button type="button" autoFocus onClick={() => void save(thoughtMap.signals.questId.value)}>
            {t('thought-map.override.yes')}
          </button>
          <button
            type="button"
            onClick={() => {
              thoughtMap.actions.setQuest(null);
              void save(null);
            }}
          >
            {t('thought-map.override.no')}
          </button>
        </div>
      ) : null}
      {saving.kind === 'failed' ? (
        <p id={`${id}-result`} className="tj-message" role="alert" part="failure">
          {saving.text}
        </p>
      ) : (
        <p id={`${id}-result`} className="result" role="status">
          {saving.kind === 'done' ? saving.text : ''}
        </p>
      )}
    </form>
  );
}
