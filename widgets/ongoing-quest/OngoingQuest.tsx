import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { ClickTarget } from '../../src/graph/click-effect.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { questGrouping, thoughtMap } from '../../src/kit/thought-map.ts';
import { QuestSteps } from '../../src/elements/QuestSteps.tsx';
import { stepOf } from '../../src/quests/quest-grouping.ts';
import { withStepGroups } from '../../src/graph-view/step-groups.ts';
import { questTree } from '../../src/quests/quest-tree.ts';
import { useValue } from '../../src/react/use-value.ts';
import { clusterToG6Drawing } from '../../src/graph-view/g6-data.ts';
import { DENDROGRAM_FIT_ZOOM, DENDROGRAM_LAYOUT, GROUPED_DENDROGRAM_LAYOUT } from '../../src/graph-view/layouts.ts';
import { useG6View } from '../../src/graph-view/use-g6-view.ts';

export const ongoingQuestAttributes = {};

/**
 * Ongoing Quest: the quest being followed (the thought map) as a dendrogram, from its first thought, the current
 * one in focus; choosing a thought explores it. Eddie can group the thoughts into steps, drawn as groups on the tree.
 */
export function OngoingQuest({ emit }: WidgetProps<typeof ongoingQuestAttributes>) {
  const t = useT();
  const map = useValue(thoughtMap.signals.map);
  const thought = useValue(exploreGraph.signals.thought);
  const explore = useSearchWord(emit, 'entity');
  const tree = useMemo(() => questTree(map, thought?.id ?? null), [map, thought]);
  if (!tree) {
    return (
      <section className="quest-panel">
        <p className="tj-message" part="empty">
          {t('ongoing-quest.empty')}
        </p>
      </section>
    );
  }
  return (
    <section className="quest-panel graph-body">
      <QuestDendrogram
        tree={tree}
        label={t('ongoing-quest.canvasLabel', { count: map.nodes.length })}
        onExplore={explore}
      />
      <ol className="quest-steps" part="list" aria-label={t('ongoing-quest.listLabel')}>
        {map.nodes.map((node) => (
          <li key={node.id} part="item">
            <button
              type="button"
              aria-current={node.id === thought?.id ? 'step' : undefined}
              onClick={() => explore(node.label)}
            >
              {node.label}
            </button>
          </li>
        ))}
      </ol>
      <QuestSteps map={map} />
    </section>
  );
}

function QuestDendrogram(props: {
  tree: NonNullable<ReturnType<typeof questTree>>;
  label: string;
  onExplore: (word: string) => void;
}) {
  const { tree, label, onExplore } = props;
  const container = useRef<HTMLDivElement>(null);
  const t = useT();
  const grouping = useValue(questGrouping.state);
  // Eddie's steps, when the learner had the thoughts grouped: each a group round its thoughts on the tree (a thought
  // drawn twice, under a second id, is in its step both times).
  const drawing = useMemo(
    () =>
      withStepGroups(
        clusterToG6Drawing(tree),
        stepOf(grouping),
        (step) => t('quest-groups.step', { step }),
        (node) => String(node.data?.['synsetId'] ?? node.id),
      ),
    [tree, grouping, t],
  );
  const onClick = useCallback(
    (target: ClickTarget) => {
      if (target.kind !== 'node') return;
      const name = drawing.nodes.find((node) => node.id === target.id)?.data?.['label'];
      if (typeof name === 'string') onExplore(name);
    },
    [drawing, onExplore],
  );
  const view = useG6View(container, {
    layout: DENDROGRAM_LAYOUT,
    onClick,
    tree: true,
    fitZoom: DENDROGRAM_FIT_ZOOM,
  });
  const grouped = drawing.combos.length > 0;
  useEffect(() => {
    void view?.setLayout(grouped ? GROUPED_DENDROGRAM_LAYOUT : DENDROGRAM_LAYOUT);
  }, [view, grouped]);
  useEffect(() => {
    void view?.show(drawing);
  }, [view, drawing]);
  return <div ref={container} className="graph-canvas" part="canvas" role="img" aria-label={label} />;
}
