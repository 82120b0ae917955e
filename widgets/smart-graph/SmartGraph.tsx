import { useEffect, useId, useMemo, useState } from 'react';
import type { StoredGraph } from '../../src/contract/graph.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { shownSavedGraph } from '../../src/kit/brains.ts';
import { searchWord } from '../../src/kit/search.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { createOwnGraphs } from '../../src/smart-graph/smart-graph.ts';
import { Thread } from './Thread.tsx';

export const smartGraphAttributes = {
  /** A graph's conversation by its thread id (the graph's memory_id); empty: the saved graph open on the page. */
  threadId: attribute.text(),
};

/**
 * Smart Graph: a conversation with one saved graph, in its own thread (its memory_id, spec 1 §3). The thread is the
 * one its thread-id names, else the saved graph's shown in the explore graph; with none shown, the learner picks one
 * of their saved graphs.
 */
export function SmartGraph({ threadId, emit }: WidgetProps<typeof smartGraphAttributes>) {
  const t = useT();
  const opened = useValue(shownSavedGraph);
  const own = useMemo(() => createOwnGraphs(kitApi, session.signals.user), []);
  const state = useValue(own.state);
  useEffect(() => {
    const release = own.need();
    return () => {
      release();
      own.dispose();
    };
  }, [own]);
  const onSearch = (word: string) => {
    if (searchWord(word)) emit('tj-search', { word });
  };
  return (
    <section className="eddie smart-graph">
      <LearnerDataView
        state={state}
        messages={{ signIn: 'smart-graph.signIn', loading: 'smart-graph.loading', failed: 'smart-graph.failed' }}
        onRetry={() => own.reload()}
      >
        {(page) =>
          threadId.trim() !== '' ? (
            <>
              <p className="graph-name" part="graph">
                {t('smart-graph.byThread')}
              </p>
              <Thread key={threadId} source={{ threadId: threadId.trim() }} onSearch={onSearch} />
            </>
          ) : opened ? (
            <>
              <p className="graph-name" part="graph">
                {t('smart-graph.openGraph', { name: opened.g6_data.graph_name })}
              </p>
              <Thread
                key={opened.id}
                source={{ graphId: opened.id, name: opened.g6_data.graph_name, shown: true }}
                onSearch={onSearch}
              />
            </>
          ) : page.items.length === 0 ? (
            <p className="tj-message" part="empty" role="status">
              {t('smart-graph.noGraphs')}
            </p>
          ) : (
            <Picked graphs={page.items} onSearch={onSearch} />
          )
        }
      </LearnerDataView>
    </section>
  );
}

/** No graph is open: the learner picks one of theirs. */
function Picked({ graphs, onSearch }: { graphs: readonly StoredGraph[]; onSearch: (word: string) => void }) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState(graphs[0]?.id ?? '');
  const graph = graphs.find((candidate) => candidate.id === chosen) ?? graphs[0];
  return (
    <>
      <p className="tj-message">{t('smart-graph.noneOpen')}</p>
      <label htmlFor={id}>{t('smart-graph.graph')}</label>
      <select id={id} part="graph" value={graph?.id ?? ''} onChange={(event) => setChosen(event.target.value)}>
        {graphs.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.g6_data.graph_name}
          </option>
        ))}
      </select>
      {graph && (
        <Thread
          key={graph.id}
          source={{ graphId: graph.id, name: graph.g6_data.graph_name, shown: false }}
          onSearch={onSearch}
        />
      )}
    </>
  );
}
