import { useEffect, useState } from 'react';
import type { Kaaro } from '../../src/contract/prompts.ts';
import { ActionStatus } from '../../src/elements/ActionStatus.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { fieldsOf, PromptForm } from '../../src/elements/PromptForm.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { prompts } from '../../src/kit/prompts.ts';
import { useAction, type Actions } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';
import { DeleteRows } from './DeleteRows.tsx';
import { KaaroRow } from './KaaroRow.tsx';

export const kaaroAlphaAttributes = {};

/**
 * Kaaro Alpha: the learner's prompt experiment sheet (spec 2 §7.8). Rows are prompts kept in order; a row is added at
 * the end, edited and moved to another row number, moved up or down, tried against Eddie, and rows are deleted one at
 * a time or as a range. The /experiment page shows it wide.
 */
export function KaaroAlpha() {
  const state = useValue(prompts.kaaros.state);
  const actions = useAction();
  useEffect(() => prompts.kaaros.need(), []);
  return (
    <section className="learner-data kaaro-alpha">
      <LearnerDataView
        state={state}
        messages={{ signIn: 'kaaro-alpha.signIn', loading: 'kaaro-alpha.loading', failed: 'kaaro-alpha.failed' }}
        onRetry={() => prompts.kaaros.reload()}
      >
        {(sheet) => <Sheet sheet={sheet} actions={actions} />}
      </LearnerDataView>
    </section>
  );
}

function Sheet({ sheet, actions }: { sheet: readonly Kaaro[]; actions: Actions }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const busy = actions.state.status === 'running';
  return (
    <>
      <ActionStatus
        actions={actions}
        messages={{
          running: 'kaaro-alpha.working',
          failed: 'kaaro-alpha.actionFailed',
          dismiss: 'kaaro-alpha.dismiss',
        }}
      />
      {sheet.length === 0 ? (
        <p className="tj-message" part="empty" role="status">
          {t('kaaro-alpha.empty')}
        </p>
      ) : (
        <>
          <p className="muted" part="count">
            {t('kaaro-alpha.count', { count: sheet.length })}
          </p>
          <ol className="cards kaaro-rows" part="rows">
            {sheet.map((kaaro) => (
              <KaaroRow key={kaaro.id} kaaro={kaaro} rows={sheet.length} actions={actions} />
            ))}
          </ol>
          <DeleteRows rows={sheet.length} actions={actions} />
        </>
      )}
      <button type="button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
        {t('kaaro-alpha.new')}
      </button>
      {adding && (
        <PromptForm
          initial={fieldsOf(undefined)}
          submit={t('kaaro-alpha.add')}
          busy={busy}
          onSubmit={(fields) => actions.run('add', () => prompts.actions.addKaaro(fields))}
        />
      )}
    </>
  );
}
