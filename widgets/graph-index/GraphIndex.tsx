import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { TjType } from '../../src/contract/graph.ts';
import { itemStates } from '../../src/graph/model.ts';
import type { NodeView } from '../../src/graph/views.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { folded } from '../../src/i18n/folded.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { useValue } from '../../src/react/use-value.ts';
// Graph Explore's one "draw the search's graph answer into a graph, once": Graph Index follows the search the same
// way (the default workspace shows it without Graph Explore), and an answer both show is applied only once.
import { applyGraphAnswer } from '../../src/kit/explore.ts';

export const graphIndexAttributes = {};

const typeKey = (type: TjType) => `graph-index.type.${type}` as MessageKey;

function matches(node: NodeView, filter: string): boolean {
  const wanted = folded(filter.trim());
  return wanted === '' || folded(node.data.label || node.data.id).includes(wanted);
}

/**
 * Graph Index: the explore graph's nodes as a list to filter and choose from. Choosing a node selects it in the graph
 * core (a `select` command), and Graph Explore brings it into view.
 */
export function GraphIndex({ emit }: WidgetProps<typeof graphIndexAttributes>) {
  const result = useLookup('graph');
  const search = useSearchWord(emit);
  const nodes = useValue(exploreGraph.signals.nodes);

  useEffect(() => {
    if (result.status === 'ready') applyGraphAnswer(exploreGraph, result.thought, result.data);
  }, [result]);

  // A graph already drawn stays listed while the next one loads or fails (Graph Explore keeps it too).
  if (nodes.length > 0) return <NodeList nodes={nodes} busy={result.status === 'loading'} />;
  return (
    <section className="graph-index">
      <LookupView
        result={result}
        idleKey="graph-index.idle"
        onRetry={() => retryLookup('graph')}
        onSearch={search}
        isEmpty={(data) => !data.found || data.nodes.length === 0}
      >
        {() => <EmptyGraph />}
      </LookupView>
    </section>
  );
}

function EmptyGraph() {
  const t = useT();
  return (
    <p className="tj-message" part="empty">
      {t('graph-index.empty')}
    </p>
  );
}

function NodeList({ nodes, busy }: { nodes: readonly NodeView[]; busy: boolean }) {
  const t = useT();
  const idPrefix = useId();
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const [refused, setRefused] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = useMemo(() => nodes.filter((node) => matches(node, filter)), [nodes, filter]);
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${idPrefix}-node-${index}`;

  useEffect(() => {
    listRef.current?.querySelector(`[id="${optionId(activeIndex)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  });

  function choose(index: number): void {
    const node = shown[index];
    if (!node) return;
    setActive(index);
    const answer = exploreGraph.actions.run({ type: 'select', id: node.data.id });
    setRefused(answer.outcome === 'refused' ? node.data.label || node.data.id : null);
  }

  function onListKey(event: KeyboardEvent<HTMLUListElement>): void {
    const last = shown.length - 1;
    const moves: Readonly<Record<string, number>> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(activeIndex);
    }
  }

  function onFilterKey(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'ArrowDown' || shown.length === 0) return;
    event.preventDefault();
    setActive(0);
    listRef.current?.focus();
  }

  return (
    <section className="graph-index" aria-busy={busy}>
      <label className="filter-label" htmlFor={`${idPrefix}-filter`}>
        {t('graph-index.filterLabel')}
      </label>
      <input
        id={`${idPrefix}-filter`}
        className="filter"
        part="filter"
        type="search"
        autoComplete="off"
        value={filter}
        placeholder={t('graph-index.filterPlaceholder')}
        onChange={(event) => {
          setFilter(event.target.value);
          setActive(0);
        }}
        onKeyDown={onFilterKey}
      />
      <p className="count" part="count" role="status">
        {filter.trim() === ''
          ? t('graph-index.count', { count: nodes.length })
          : t('graph-index.countFiltered', { shown: shown.length, total: nodes.length })}
      </p>
      {refused && (
        <p className="tj-message" role="alert" part="refusal">
          {t('graph-index.refused', { label: refused })}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="tj-message" part="no-match">
          {t('graph-index.noMatch', { filter: filter.trim() })}
        </p>
      ) : (
        <ul
          ref={listRef}
          className="nodes"
          part="list"
          role="listbox"
          tabIndex={0}
          aria-label={t('graph-index.listLabel')}
          aria-activedescendant={optionId(activeIndex)}
          onKeyDown={onListKey}
        >
          {shown.map((node, index) => {
            const selected = node.states.includes(itemStates.selected);
            const hidden = node.states.includes(itemStates.hidden);
            const locked = node.states.includes(itemStates.locked);
            return (
              <li
                key={node.data.id}
                id={optionId(index)}
                className={index === activeIndex ? 'node active' : 'node'}
                part="item"
                role="option"
                aria-selected={selected}
                onClick={() => choose(index)}
              >
                <span className="label" part="label" lang={node.data.tjType === 'wikiLinks' ? 'en' : undefined}>
                  {node.data.label || node.data.id}
                </span>
                <span className="type" part="type">
                  {t(typeKey(node.data.tjType))}
                  {hidden && `, ${t('graph-index.hidden')}`}
                  {locked && `, ${t('graph-index.locked')}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
