import { useId, useState } from 'react';
import type { Kaaro } from '../../src/contract/prompts.ts';
import { ConfirmAction } from '../../src/elements/ConfirmAction.tsx';
import { fieldsOf, PromptForm } from '../../src/elements/PromptForm.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { prompts } from '../../src/kit/prompts.ts';
import type { Actions } from '../../src/react/use-action.ts';
import { TryKaaro } from './TryKaaro.tsx';

export interface KaaroRowProps {
  readonly kaaro: Kaaro;
  /** How many rows the sheet has: the last row number a row can move to. */
  readonly rows: number;
  readonly actions: Actions;
}

/** One row of the sheet: its number and fields; edit (with its row number), move up or down, try, delete. */
export function KaaroRow({ kaaro, rows, actions }: KaaroRowProps) {
  const t = useT();
  const rowId = useId();
  const [editing, setEditing] = useState(false);
  const [trying, setTrying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rowNumber, setRowNumber] = useState(kaaro.rowIndex + 1);
  const busy = actions.state.status === 'running';
  const number = kaaro.rowIndex + 1;
  const move = (to: number) => void actions.run('move', () => prompts.actions.editKaaro(kaaro, fieldsOf(kaaro), to));
  const named = { row: number, label: kaaro.label };

  return (
    <li className="card kaaro-row" part="row" aria-label={t('kaaro-alpha.rowName', named)}>
      <div className="row">
        <span className="kaaro-number" aria-hidden="true">
          {number}
        </span>
        <span className="card-title">{kaaro.label}</span>
        <span className="muted">
          {[t(`prompts.visibility.${kaaro.visibility === 'public' ? 'public' : 'private'}`), kaaro.type, kaaro.subtype]
            .filter((part) => part !== undefined && part !== '')
            .join(' · ')}
        </span>
      </div>
      <p className="kaaro-prompt">{kaaro.prompt}</p>
      {kaaro.description !== undefined && kaaro.description !== '' && <p className="muted">{kaaro.description}</p>}
      <div className="row" part="row-actions">
        <button
          type="button"
          disabled={busy}
          aria-label={t('kaaro-alpha.editRow', named)}
          onClick={() => setEditing(true)}
        >
          {t('kaaro-alpha.edit')}
        </button>
        <button
          type="button"
          disabled={busy || kaaro.rowIndex === 0}
          aria-label={t('kaaro-alpha.upRow', named)}
          onClick={() => move(kaaro.rowIndex - 1)}
        >
          {t('kaaro-alpha.up')}
        </button>
        <button
          type="button"
          disabled={busy || kaaro.rowIndex === rows - 1}
          aria-label={t('kaaro-alpha.downRow', named)}
          onClick={() => move(kaaro.rowIndex + 1)}
        >
          {t('kaaro-alpha.down')}
        </button>
        <button
          type="button"
          aria-expanded={trying}
          aria-label={t('kaaro-alpha.tryRow', named)}
          onClick={() => setTrying(!trying)}
        >
          {t('kaaro-alpha.try')}
        </button>
        <button
          type="button"
          disabled={busy}
          aria-label={t('kaaro-alpha.deleteRow', named)}
          onClick={() => setConfirming(true)}
        >
          {t('kaaro-alpha.delete')}
        </button>
      </div>
      {editing && (
        <PromptForm
          initial={fieldsOf(kaaro)}
          submit={t('kaaro-alpha.save')}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSubmit={async (fields) => {
            const saved = await actions.run('edit', () => prompts.actions.editKaaro(kaaro, fields, rowNumber - 1));
            if (saved) setEditing(false);
            return saved;
          }}
        >
          <label htmlFor={rowId}>{t('kaaro-alpha.rowNumber', { rows })}</label>
          <input
            id={rowId}
            type="number"
            min={1}
            max={rows}
            value={rowNumber}
            onChange={(event) => setRowNumber(Math.min(rows, Math.max(1, Number(event.target.value) || 1)))}
          />
        </PromptForm>
      )}
      {trying && <TryKaaro kaaro={kaaro} />}
      {confirming && (
        <ConfirmAction
          question={t('kaaro-alpha.confirmDelete', named)}
          action={t('kaaro-alpha.delete')}
          cancel={t('prompts.cancel')}
          busy={busy}
          onConfirm={() =>
            void actions.run('delete', () => prompts.actions.removeKaaros(kaaro.rowIndex, kaaro.rowIndex + 1))
          }
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
