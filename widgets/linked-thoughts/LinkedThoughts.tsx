import { useEffect, useRef } from 'react';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { linkedGraph } from '../../src/kit/graph.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { useValue } from '../../src/react/use-value.ts';
import { widgetByName } from '../registry.ts';
import { loadLinkedThoughts, relationGroups } from './linked.ts';

export const linkedThoughtsAttributes = {};

/**
 * Linked Thoughts: the thoughts one relation away from the current one, in the page's second graph (linkedGraph),
 * listed by relation; choosing one searches it. When Graph Explore is built, the same graph is drawn above the list.
 */
export function LinkedThoughts({ emit }: WidgetProps<typeof linkedThoughtsAttributes>) {
  const result = useLookup('graph');
  const search = useSearchWord(emit, 'entity');

  useEffect(() => {
    if (result.status === 'ready' && result.data.found) loadLinkedThoughts(linkedGraph, result.data);
  }, [result]);

  return (
    <section className="linked-thoughts">
      <LookupView
        result={result}
        idleKey="linked-thoughts.idle"
        onRetry={() => retryLookup('graph')}
        onSearch={search}
        isEmpty={(data) => !data.found || data.nodes.length === 0}
      >
        {(data) => <Linked word={data.query} onSearch={search} />}
      </LookupView>
    </section>
  );
}

function Linked({ word, onSearch }: { word: string; onSearch: (word: string) => void }) {
  const t = useT();
  const nodes = useValue(linkedGraph.signals.nodes);
  const edges = useValue(linkedGraph.signals.edges);
  const thought = useValue(linkedGraph.signals.thought);
  const centerId = thought?.id ?? null;
  const center = nodes.find((node) => node.data.id === centerId);
  const groups = relationGroups(centerId, nodes, edges);
  const name = center?.data.label || word;

  if (groups.length === 0) {
    return (
      <p className="tj-message" part="empty">
        {t('linked-thoughts.none', { word: name })}
      </p>
    );
  }
  return (
    <>
      <h2 part="heading">{t('linked-thoughts.heading', { word: name })}</h2>
      <LinkedDrawing />
      {groups.map((group) => {
        const headingId = `relation-${group.direction}-${group.relation}`.replace(/\s+/g, '-');
        return (
          <section key={headingId} className="relation" part="relation">
            <h3 id={headingId} part="relation-heading">
              {t(group.direction === 'out' ? 'linked-thoughts.from' : 'linked-thoughts.to', {
                word: name,
                relation: group.relation,
              })}
            </h3>
            <ul aria-labelledby={headingId} part="list">
              {group.nodes.map((node) => {
                const label = node.data.label || node.data.id;
                const description = node.data.description.content;
                return (
                  <li key={node.data.id} part="item">
                    <button
                      type="button"
                      className="lookup-link"
                      part="thought"
                      lang="en"
                      aria-description={description || undefined}
                      onClick={() => onSearch(label)}
                    >
                      {label}
                    </button>
                    {description && (
                      <span className="description" part="description" lang="en" aria-hidden="true">
                        {description}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/**
 * Graph Explore drawing the linked graph. The element is made here rather than by React: its `graph` attribute must
 * be there before it connects (React would set a defined element's property instead, which the widget does not
 * read), and it is removed in an effect, not mid-render.
 */
function LinkedDrawing() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const explore = widgetByName('graph-explore');
    const container = box.current;
    if (!container) return undefined;
    let live = true;
    let drawing: HTMLElement | undefined;
    void explore.load().then(() => {
      if (!live) return;
      drawing = document.createElement(explore.tag);
      drawing.setAttribute('graph', 'linked');
      drawing.setAttribute('part', 'drawing');
      drawing.className = 'drawing';
      container.append(drawing);
    });
    return () => {
      live = false;
      // After this commit: removing it now would unmount its React root while this one is still unmounting.
      const done = drawing;
      queueMicrotask(() => done?.remove());
    };
  }, []);
  return <div ref={box} className="drawing-box" />;
}
