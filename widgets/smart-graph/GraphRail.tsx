import { useMemo } from 'react';
import { MAX_RAIL_TEXT_LENGTH, type RailSuggestion } from '../../src/contract/smart-graph.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { useValue } from '../../src/react/use-value.ts';
import { addRailNode, createGraphRail, railNodeId } from '../../src/smart-graph/memory-and-rail.ts';
import { AskBox } from './AskBox.tsx';

/**
 * "Turn text into a rail": the terms of a text that the graph has no node for, each with the meaning the rest of the
 * text gives it. When the graph is the one open in the explore graph, each can be placed on it (saved as the learner
 * saves the graph); otherwise the learner is told where to open it.
 */
export function GraphRail({ graphId, canAdd }: { graphId: string; canAdd: boolean }) {
  const t = useT();
  const rail = useMemo(() => createGraphRail(kitApi, graphId), [graphId]);
  const model = useValue(exploreGraph.signals.model);
  const onGraph = (suggestion: RailSuggestion) => model.nodes.has(railNodeId(suggestion));
  return (
    <AskBox
      part="rail"
      asking={rail}
      multiline
      maxLength={MAX_RAIL_TEXT_LENGTH}
      messages={{
        title: 'smart-graph.rail',
        hint: 'smart-graph.railHint',
        label: 'smart-graph.railLabel',
        submit: 'smart-graph.railAsk',
        working: 'smart-graph.railReading',
        failed: 'smart-graph.railFailed',
      }}
    >
      {(suggestions) =>
        suggestions.length === 0 ? (
          <p className="tj-message" role="status">
            {t('smart-graph.railNone')}
          </p>
        ) : (
          <>
            <p className="tj-visually-hidden" role="status">
              {t('smart-graph.railFound', { count: suggestions.length })}
            </p>
            {!canAdd && <p className="hint">{t('smart-graph.railOpenToAdd')}</p>}
            <ul className="rail" part="suggestions" aria-label={t('smart-graph.railSuggested')}>
              {suggestions.map((suggestion) => (
                <li key={suggestion.label}>
                  <strong>{suggestion.label}</strong>
                  <p>{suggestion.description}</p>
                  {canAdd && (
                    // Stays a button once added (saying so), so the focus stays where the learner is.
                    <button
                      type="button"
                      className="lookup-link"
                      aria-disabled={onGraph(suggestion)}
                      aria-label={t(onGraph(suggestion) ? 'smart-graph.railAddedNamed' : 'smart-graph.railAddNamed', {
                        label: suggestion.label,
                      })}
                      onClick={() => addRailNode(exploreGraph, suggestion)}
                    >
                      {t(onGraph(suggestion) ? 'smart-graph.railAdded' : 'smart-graph.railAdd')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )
      }
    </AskBox>
  );
}
