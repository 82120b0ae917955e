import { useId, useState } from 'react';
import type { Prompt } from '../../src/contract/prompts.ts';
import { ConfirmAction } from '../../src/elements/ConfirmAction.tsx';
import { fieldsOf, PromptForm } from '../../src/elements/PromptForm.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { prompts } from '../../src/kit/prompts.ts';
import type { Actions } from '../../src/react/use-action.ts';

export interface IntentItemProps {
  readonly intent: Prompt;
  readonly active: boolean;
  /** The learner wrote it: they may edit and delete it. */
  readonly mine: boolean;
  readonly actions: Actions;
}

/** One intent: a radio that makes it the active one, what it asks of Eddie, and for the learner's own, edit and delete. */
export function IntentItem({ intent, active, mine, actions }: IntentItemProps) {
  const t = useT();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const busy = actions.state.status === 'running';
  const label = intent.id === 'main' ? t('prompts.defaultLabel') : intent.label;
  return (
    <li className="card intent" part="intent" data-active={active}>
      <div className="row">
        <input
          type="radio"
          id={id}
          name="active-intent"
          checked={active}
          onChange={() => prompts.actions.choose(intent)}
        />
        <label htmlFor={id} className="card-title">
          {label}
        </label>
        <span className="muted">
          {intent.id === 'main'
            ? t('kaaro.defaultNote')
            : t(`prompts.visibility.${intent.visibility === 'public' ? 'public' : 'private'}`)}
          {intent.actor !== undefined && !mine && ` · ${t('kaaro.by', { username: intent.actor })}`}
        </span>
      </div>
      {intent.description !== undefined && intent.description !== '' && <p>{intent.description}</p>}
      {intent.prompt !== '' && <p className="muted intent-prompt">{intent.prompt}</p>}
      {mine && !editing && (
        <div className="row" part="intent-actions">
          <button
            type="button"
            disabled={busy}
            aria-label={t('kaaro.editOne', { label })}
            onClick={() => setEditing(true)}
          >
            {t('kaaro.edit')}
          </button>
          <button
            type="button"
            disabled={busy}
            aria-label={t('kaaro.deleteOne', { label })}
            onClick={() => setConfirming(true)}
          >
            {t('kaaro.delete')}
          </button>
        </div>
      )}
      {editing && (
        <PromptForm
          initial={fieldsOf(intent)}
          submit={t('kaaro.save')}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSubmit={async (fields) => {
            const saved = await actions.run('edit', () => prompts.actions.edit(intent, fields));
            if (saved) setEditing(false);
            return saved;
          }}
        />
      )}
      {confirming && (
        <ConfirmAction
          question={t('kaaro.confirmDelete', { label })}
          action={t('kaaro.delete')}
          cancel={t('prompts.cancel')}
          busy={busy}
          onConfirm={() => void actions.run('delete', () => prompts.actions.remove(intent))}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
