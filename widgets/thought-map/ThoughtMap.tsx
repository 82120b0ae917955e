import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { ClickTarget } from '../../src/graph/click-effect.ts';
import { useT, type Translate } from '../../src/i18n/use-t.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { questGrouping, replay, thoughtMap } from '../../src/kit/thought-map.ts';
import { QuestSteps } from '../../src/elements/QuestSteps.tsx';
import { stepOf } from '../../src/quests/quest-grouping.ts';
import { withStepGroups } from '../../src/graph-view/step-groups.ts';
import type { RecordingMode, ThoughtMapData } from '../../src/quests/thought-map.ts';
import { useValue } from '../../src/react/use-value.ts';
import { useG6View } from '../../src/graph-view/use-g6-view.ts';
import { thoughtMapDrawing, THOUGHT_MAP_LAYOUT } from './map-drawing.ts';
import { SaveQuest } from './SaveQuest.tsx';
import { ShareMoment } from './ShareMoment.tsx';

export const thoughtMapAttributes = {};

const modes: readonly RecordingMode[] = ['auto', 'manual'];

/**
 * Thought Map: the thoughts the learner visited, in order, as a map of boxes (spec 1 §4), with its recording
 * (automatic or manual), "save this thought" (alt + T anywhere), replay of the recorded steps one per second,
 * clearing, and saving the map as a quest. Choosing a thought on the map explores it again. Eddie can group the
 * thoughts into steps, drawn as groups on the map.
 */
export function ThoughtMap({ emit }: WidgetProps<typeof thoughtMapAttributes>) {
  const t = useT();
  const map = useValue(thoughtMap.signals.map);
  const records = useValue(thoughtMap.signals.records);
  const thought = useValue(exploreGraph.signals.thought);
  const explore = useSearchWord(emit, 'entity');
  const [notice, setNotice] = useState('');
  const listLabel = useId();

  return (
    <section className="quest-panel">
      <Controls t={t} hasSteps={records.length > 0} hasMap={map.nodes.length > 0} onNotice={setNotice} />
      <Status t={t} notice={notice} />
      {map.nodes.length === 0 ? (
        <p className="tj-message" part="empty">
          {t('thought-map.empty')}
        </p>
      ) : (
        <>
          <MapCanvas t={t} map={map} current={thought?.id ?? null} onExplore={explore} />
          <h3 className="visited-title" id={listLabel}>
            {t('thought-map.listLabel')}
          </h3>
          <ol className="visited" part="list" aria-labelledby={listLabel}>
            {map.nodes.map((node) => (
              <li key={node.id} part="item">
                <button
                  type="button"
                  aria-current={node.id === thought?.id ? 'true' : undefined}
                  onClick={() => explore(node.label)}
                >
                  {node.label}
                </button>
              </li>
            ))}
          </ol>
          <QuestSteps map={map} />
        </>
      )}
      <SaveQuest t={t} map={map} records={records} />
      <ShareMoment t={t} records={records} />
    </section>
  );
}

function Controls(props: { t: Translate; hasSteps: boolean; hasMap: boolean; onNotice: (text: string) => void }) {
  const { t, hasSteps, hasMap, onNotice } = props;
  const mode = useValue(thoughtMap.signals.mode);
  const progress = useValue(replay.signals.progress);
  const [confirming, setConfirming] = useState(false);
  const name = useId();

  const saveThought = () =>
    onNotice(thoughtMap.actions.saveCurrentThought() ? t('thought-map.thoughtSaved') : t('thought-map.noThought'));

  return (
    <div className="controls" part="controls">
      <fieldset className="recording" part="recording">
        <legend>{t('thought-map.recordingLabel')}</legend>
        {modes.map((each) => (
          <label key={each}>
            <input type="radio" name={name} checked={mode === each} onChange={() => thoughtMap.actions.setMode(each)} />
            {t(each === 'auto' ? 'thought-map.recording.auto' : 'thought-map.recording.manual')}
          </label>
        ))}
      </fieldset>
      <div className="buttons">
        <button type="button" onClick={saveThought} aria-keyshortcuts="Alt+T">
          {t('thought-map.saveThought')}
        </button>
        {/* Spec 1 §4: the replay button appears only when recorded steps exist. */}
        {progress ? (
          <button type="button" className="replaying" part="stop" onClick={() => replay.actions.stop()}>
            <span className="lookup-spinner" aria-hidden="true" />
            {t('thought-map.stop')}
          </button>
        ) : hasSteps ? (
          <button type="button" part="replay" onClick={() => replay.actions.start(thoughtMap.signals.records.value)}>
            {t('thought-map.replay')}
          </button>
        ) : null}
        {hasMap || hasSteps ? (
          <button type="button" className="danger" onClick={() => setConfirming(true)} disabled={progress !== null}>
            {t('thought-map.clear')}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className="confirm" role="alertdialog" aria-labelledby={`${name}-confirm`} part="confirm">
          <p id={`${name}-confirm`}>{t('thought-map.confirmClear')}</p>
          <button
            type="button"
            className="danger"
            onClick={() => {
              thoughtMap.actions.clear();
              setConfirming(false);
              onNotice(t('thought-map.cleared'));
            }}
          >
            {t('thought-map.clearYes')}
          </button>
          <button type="button" autoFocus onClick={() => setConfirming(false)}>
            {t('thought-map.cancel')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** What recording does now, the replay's progress, or the last action's answer. */
function Status({ t, notice }: { t: Translate; notice: string }) {
  const mode = useValue(thoughtMap.signals.mode);
  const recording = useValue(thoughtMap.signals.recording);
  const steps = useValue(thoughtMap.signals.records).length;
  const progress = useValue(replay.signals.progress);
  const failedStep = useValue(replay.signals.failedStep);
  let state: string;
  if (progress) state = t('thought-map.status.replaying', { done: progress.done, total: progress.total });
  else if (failedStep !== null) state = t('thought-map.status.replayFailed', { step: failedStep });
  else if (mode === 'manual') state = t('thought-map.status.manual');
  else if (recording) state = t('thought-map.status.recording', { steps });
  else state = t('thought-map.status.paused');
  return (
    <p className="status" role="status" part="status">
      {notice ? `${notice} ` : ''}
      {state}
    </p>
  );
}

function MapCanvas(props: {
  t: Translate;
  map: ThoughtMapData;
  current: string | null;
  onExplore: (word: string) => void;
}) {
  const { t, map, current, onExplore } = props;
  const container = useRef<HTMLDivElement>(null);
  const grouping = useValue(questGrouping.state);
  // Eddie's steps, when the learner had the thoughts grouped: each a group round its boxes.
  const drawing = useMemo(
    () => withStepGroups(thoughtMapDrawing(map, current), stepOf(grouping), (step) => t('quest-groups.step', { step })),
    [map, current, grouping, t],
  );
  // The view reads its options afresh on every click (use-g6-view.ts): this one sees the map drawn now.
  const view = useG6View(container, {
    layout: THOUGHT_MAP_LAYOUT,
    onClick: (target: ClickTarget) => {
      const label = target.kind === 'node' ? map.nodes.find((node) => node.id === target.id)?.label : undefined;
      if (label) onExplore(label);
    },
  });
  useEffect(() => {
    void view?.show(drawing);
  }, [view, drawing]);
  return (
    <div
      ref={container}
      className="graph-canvas"
      part="canvas"
      role="img"
      aria-label={t('thought-map.canvasLabel', { count: map.nodes.length })}
    />
  );
}
