import { useId, useState } from 'react';
import { MAX_EDDIE_PROMPT_LENGTH } from '../../src/contract/eddie.ts';
import { eddieGraphText, useMayDrawWithEddie } from '../../src/elements/eddie-graph-text.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { eddieGraph } from '../../src/kit/eddie-graph.ts';
import { useValue } from '../../src/react/use-value.ts';

/**
 * The function_call mode's smart query: the learner asks Eddie, and Eddie's answer is drawn into this graph as nodes
 * and edges, built on the selected nodes and the anchor (spec 2 §7.3). It shows only to a learner whose role has it.
 */
export function SmartQuery() {
  const t = useT();
  const allowed = useMayDrawWithEddie();
  const state = useValue(eddieGraph.state);
  const [query, setQuery] = useState('');
  const ids = { input: useId(), hint: useId() };
  if (!allowed) return null;
  const drawing = state.status === 'loading';
  return (
    <form
      className="smart-query"
      part="smart-query"
      onSubmit={(event) => {
        event.preventDefault();
        if (!drawing && query.trim() !== '') void eddieGraph.ask(query);
      }}
    >
      <label htmlFor={ids.input}>{t('eddie-graph.queryLabel')}</label>
      <div className="smart-query-row">
        <input
          id={ids.input}
          value={query}
          maxLength={MAX_EDDIE_PROMPT_LENGTH}
          aria-describedby={ids.hint}
          onChange={(event) => setQuery(event.target.value)}
          // The graph's own keys (alt+shift+digit, delete, ctrl+x) are not the text box's.
          onKeyDown={(event) => event.stopPropagation()}
        />
        <button type="submit" aria-disabled={drawing}>
          {drawing && <span className="lookup-spinner" aria-hidden="true" />}
          {t('eddie-graph.submit')}
        </button>
      </div>
      <p id={ids.hint} className="smart-query-hint">
        {t('eddie-graph.queryHint')}
      </p>
      <p className="smart-query-status" role="status">
        {eddieGraphText(state, t)}
      </p>
    </form>
  );
}
