import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t.ts';
import { eddieGraph } from '../kit/eddie-graph.ts';
import { useValue } from '../react/use-value.ts';
import { eddieGraphText, useMayDrawWithEddie } from './eddie-graph-text.ts';

/**
 * "Show as graph" under one of Eddie's answers: Eddie draws the question as nodes and edges, added to the explore
 * graph (Graph Explore shows them), with the graph's selected nodes and anchor. The line beside it says how the
 * drawing goes, for this question only; a learner whose role lacks the smart query does not see it.
 */
export function ShowAsGraph({ query }: { query: string }) {
  const t = useT();
  const state = useValue(eddieGraph.state);
  const allowed = useMayDrawWithEddie();
  const line = useRef<HTMLParagraphElement>(null);
  const mine = state.status !== 'idle' && state.asked === query.trim();
  const said = mine ? eddieGraphText(state, t) : '';
  // The line comes in under the last answer, where the conversation may have scrolled it out of sight.
  useEffect(() => {
    if (said !== '') line.current?.scrollIntoView({ block: 'nearest' });
  }, [said]);
  if (!allowed) return null;
  const drawing = mine && state.status === 'loading';
  return (
    <div className="show-as-graph">
      <button
        type="button"
        className="secondary"
        part="show-graph"
        aria-label={t('eddie-graph.showLabel', { query })}
        aria-disabled={drawing}
        onClick={() => {
          if (!drawing) void eddieGraph.ask(query);
        }}
      >
        {drawing && <span className="lookup-spinner" aria-hidden="true" />}
        {t('eddie-graph.show')}
      </button>
      <p ref={line} className="show-as-graph-status" part="graph-status" role="status">
        {said}
      </p>
    </div>
  );
}
