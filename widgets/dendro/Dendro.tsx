import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ClusterNode } from '../../src/contract/knowledge.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { ClickTarget } from '../../src/graph/click-effect.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { recordEvent, retryLookup, searchWord } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { clusterToG6Drawing } from '../../src/graph-view/g6-data.ts';
import { DENDROGRAM_FIT_ZOOM, DENDROGRAM_LAYOUT } from '../../src/graph-view/layouts.ts';
import { useG6View } from '../../src/graph-view/use-g6-view.ts';

export const dendroAttributes = {};

/** Explores a kind from the tree: it becomes the page's thought, as a node of the force graph does. */
function explore(name: string, synsetId: string): void {
  void recordEvent('SEARCHED_NODE', { id: synsetId, label: name, from: 'dendro' });
  searchWord(name, { type: 'entity' });
}

/** Dendro: the word's place in the tree of kinds (GET /custom/entity-cluster), drawn as a G6 dendrogram. */
export function Dendro({ emit }: WidgetProps<typeof dendroAttributes>) {
  const result = useLookup('dendrogram');
  const search = useSearchWord(emit);
  return (
    <section className="dendro">
      <LookupView
        result={result}
        idleKey="dendro.idle"
        onRetry={() => retryLookup('dendrogram')}
        onSearch={search}
        isEmpty={(data) => !data.found || data.tree === null}
      >
        {(data) => <DendroTree tree={data.tree} path={data.path} />}
      </LookupView>
    </section>
  );
}

function flatten(tree: ClusterNode | null, depth = 0): { node: ClusterNode; depth: number }[] {
  if (!tree) return [];
  return [{ node: tree, depth }, ...(tree.children ?? []).flatMap((child) => flatten(child, depth + 1))];
}

function DendroTree({ tree, path }: { tree: ClusterNode | null; path: readonly string[] }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const drawing = useMemo(() => clusterToG6Drawing(tree), [tree]);
  const onClick = useCallback(
    (target: ClickTarget) => {
      if (target.kind !== 'node') return;
      const node = drawing.nodes.find((candidate) => candidate.id === target.id);
      const label = node?.data?.['label'];
      const synsetId = node?.data?.['synsetId'];
      if (typeof label === 'string' && typeof synsetId === 'string') explore(label, synsetId);
    },
    [drawing],
  );
  const view = useG6View(container, {
    layout: DENDROGRAM_LAYOUT,
    onClick,
    tree: true,
    fitZoom: DENDROGRAM_FIT_ZOOM,
  });
  useEffect(() => {
    void view?.show(drawing);
  }, [view, drawing]);

  const rows = useMemo(() => flatten(tree), [tree]);
  return (
    <div className="graph-body">
      <div
        ref={container}
        className="graph-canvas"
        part="canvas"
        role="img"
        aria-label={t('dendro.canvasLabel', { root: path[0] ?? '', word: path.at(-1) ?? '' })}
      />
      <p className="graph-message" part="help">
        {t('dendro.help')}
      </p>
      {/* The tree as a list: the screen-reader and keyboard way through it (Tab to a kind, Enter explores it). */}
      <ul className="tj-visually-hidden dendro-list" aria-label={t('dendro.listLabel')}>
        {rows.map(({ node, depth }, index) => (
          <li key={`${node.synsetId}:${index}`} aria-level={depth + 1}>
            <button type="button" onClick={() => explore(node.name, node.synsetId)}>
              {t('dendro.explore', { name: node.name, level: depth + 1 })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
