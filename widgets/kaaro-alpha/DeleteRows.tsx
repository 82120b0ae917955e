import { useId, useState, type FormEvent } from 'react';
import { ConfirmAction } from '../../src/elements/ConfirmAction.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { prompts } from '../../src/kit/prompts.ts';
import type { Actions } from '../../src/react/use-action.ts';

/**
 * Deletes the rows "from" to "to" (row numbers as shown, both included) after a confirmation: one delete-kaaro call
 * for the range, whose startIndex is the first row's index and endIndex the index after the last.
 */
export function DeleteRows({ rows, actions }: { rows: number; actions: Actions }) {
  const t = useT();
  const id = useId();
  const [from, setFrom] = useState(1);
  // Until the learner sets it, "to" follows the last row as rows come and go.
  const [to, setTo] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const last = Math.min(to ?? rows, rows);
  const range = { from, to: last, count: last - from + 1 };
  const valid = from >= 1 && from <= last;
  const busy = actions.state.status === 'running';
  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (valid) setConfirming(true);
  };
  const remove = async () => {
    if (await actions.run('delete rows', () => prompts.actions.removeKaaros(from - 1, last))) setConfirming(false);
  };
  const number = (set: (value: number) => void) => (event: { target: { value: string } }) => {
    setConfirming(false);
    set(Number(event.target.value) || 1);
  };
  return (
    <form className="row" part="delete-rows" onSubmit={ask}>
      <label htmlFor={`${id}-from`}>{t('kaaro-alpha.deleteFrom')}</label>
      <input id={`${id}-from`} type="number" min={1} max={rows} value={from} onChange={number(setFrom)} />
      <label htmlFor={`${id}-to`}>{t('kaaro-alpha.deleteTo')}</label>
      <input id={`${id}-to`} type="number" min={1} max={rows} value={last} onChange={number(setTo)} />
      <button type="submit" disabled={!valid || busy}>
        {t('kaaro-alpha.deleteRange', range)}
      </button>
      {confirming && (
        <ConfirmAction
          question={t('kaaro-alpha.confirmDeleteRange', range)}
          action={t('kaaro-alpha.delete')}
          cancel={t('prompts.cancel')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
