import vrMessages from 'virtual:tj-messages/vr';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { abilities } from '../../src/abilities/abilities.ts';
import { LookupFailed, LookupIdle, LookupLoading } from '../../src/elements/LookupView.tsx';
import '../../src/elements/lookup-view.css';
import { registerMessages } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { applyGraphAnswer } from '../../src/kit/explore.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { useValue } from '../../src/react/use-value.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { layout3d } from './vr/layout.ts';
import type { VrScene } from './vr/scene.ts';
import './vr/vr.css';

void registerMessages(vrMessages);

/** One key press turns the view by this much (radians) or zooms by this factor. */
const TURN_STEP = Math.PI / 12;
const ZOOM_STEP = 1.25;
const SCENE_BACKGROUND = '#0f172a';

type SceneState =
  { status: 'none' } | { status: 'starting' } | { status: 'ready'; scene: VrScene } | { status: 'failed' };

/**
 * Spec 1 §2 /VR, the virtual reality dashboard: the current explore graph in 3D. Turned and zoomed with a mouse, a
 * finger or the keys (arrows, + and -, 0 for the whole graph), its nodes also listed as buttons beside it, and
 * entered with a headset where the device has one (WebXR). Needs the "load vr" right (spec 1 §6: User and above).
 */
export function VrPage() {
  const t = useT();
  const ability = useValue(abilities);
  useDocumentTitle(t('vr.title'));
  return (
    <div className="tj-page tj-vr">
      <h1>{t('vr.title')}</h1>
      {ability.can('load', 'vr') ? <VrDashboard /> : <p className="tj-message">{t('vr.notForRole')}</p>}
    </div>
  );
}

function VrDashboard() {
  const t = useT();
  const result = useLookup('graph');
  const nodes = useValue(exploreGraph.signals.nodes);
  const edges = useValue(exploreGraph.signals.edges);
  const thought = useValue(exploreGraph.signals.thought);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<SceneState>({ status: 'none' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [vr, setVr] = useState<'checking' | 'supported' | 'unsupported' | 'failed'>('checking');

  useEffect(() => {
    if (result.status === 'ready') applyGraphAnswer(exploreGraph, result.thought, result.data);
  }, [result]);

  const shown = useMemo(() => nodes.filter((node) => !node.states.includes('hidden')), [nodes]);
  const positions = useMemo(
    () =>
      layout3d(
        shown.map((node) => node.data.id),
        edges.filter((edge) => !edge.states.includes('hidden')).map((edge) => edge.data),
        thought?.id,
      ),
    [shown, edges, thought],
  );
  const hasGraph = shown.length > 0;

  // three.js loads with the first graph, not with the page.
  useEffect(() => {
    if (!hasGraph || state.status !== 'none' || !canvas.current) return;
    const element = canvas.current;
    setState({ status: 'starting' });
    import('./vr/scene.ts')
      .then(({ createVrScene }) => {
        const scene = createVrScene(element, { background: SCENE_BACKGROUND, onChoose: setChosen });
        setState({ status: 'ready', scene });
        return scene.vrSupported().then((supported) => setVr(supported ? 'supported' : 'unsupported'));
      })
      .catch((error: unknown) => {
        // No WebGL (a blocked or missing graphics driver), or the chunk could not be fetched.
        console.warn('[tj vr] the 3D view could not start', error);
        setState({ status: 'failed' });
      });
  }, [hasGraph, state.status]);

  useEffect(() => (state.status === 'ready' ? () => state.scene.dispose() : undefined), [state]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    state.scene.show(
      shown.map((node) => ({
        id: node.data.id,
        label: node.data.label || node.data.id,
        fill: node.paint.fill,
        at: positions.get(node.data.id) ?? { x: 0, y: 0, z: 0 },
      })),
      edges.flatMap((edge) => {
        const from = positions.get(edge.data.source);
        const to = positions.get(edge.data.target);
        return from && to && !edge.states.includes('hidden') ? [{ id: edge.data.id, from, to }] : [];
      }),
    );
  }, [state, shown, edges, positions]);

  useEffect(() => {
    if (state.status === 'ready') state.scene.focus(chosen);
  }, [state, chosen]);

  function onKeyDown(event: KeyboardEvent) {
    if (state.status !== 'ready') return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => state.scene.turn(-TURN_STEP, 0),
      ArrowRight: () => state.scene.turn(TURN_STEP, 0),
      ArrowUp: () => state.scene.turn(0, -TURN_STEP),
      ArrowDown: () => state.scene.turn(0, TURN_STEP),
      '+': () => state.scene.zoom(ZOOM_STEP),
      '=': () => state.scene.zoom(ZOOM_STEP),
      '-': () => state.scene.zoom(1 / ZOOM_STEP),
      '0': () => setChosen(null),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  async function enterVr() {
    if (state.status !== 'ready') return;
    try {
      await state.scene.enterVr();
    } catch (error) {
      console.warn('[tj vr] the headset session could not start', error);
      setVr('failed');
    }
  }

  const chosenNode = shown.find((node) => node.data.id === chosen);
  return (
    <>
      <p className="tj-vr-lead">{t('vr.lead')}</p>
      {!hasGraph && result.status === 'loading' && <LookupLoading word={result.thought.word} />}
      {!hasGraph && result.status === 'error' && (
        <LookupFailed word={result.thought.word} error={result.error} onRetry={() => retryLookup('graph')} />
      )}
      {!hasGraph && (result.status === 'idle' || result.status === 'ready') && <LookupIdle idleKey="vr.empty" />}
      {state.status === 'failed' && (
        <p className="tj-message lookup-error" role="alert">
          {t('vr.noWebgl')}
        </p>
      )}
      <div className="tj-vr-layout" hidden={!hasGraph}>
        <div className="tj-vr-stage" hidden={state.status === 'failed'}>
          <canvas
            ref={canvas}
            className="tj-vr-canvas"
            tabIndex={0}
            role="img"
            aria-label={t('vr.sceneLabel', { count: shown.length, thought: thought?.label ?? '' })}
            aria-describedby="tj-vr-keys"
            onKeyDown={onKeyDown}
          />
          {state.status === 'starting' && (
            <p className="tj-vr-starting" role="status">
              {t('vr.starting')}
            </p>
          )}
          <p id="tj-vr-keys" className="tj-vr-keys">
            {t('vr.keys')}
          </p>
          <div className="tj-vr-headset">
            <button
              type="button"
              className="tj-button"
              disabled={vr !== 'supported' || state.status !== 'ready'}
              onClick={() => void enterVr()}
            >
              {t('vr.enter')}
            </button>
            {vr === 'unsupported' && <p className="tj-vr-note">{t('vr.noHeadset')}</p>}
            {vr === 'failed' && (
              <p className="tj-vr-note" role="alert">
                {t('vr.headsetFailed')}
              </p>
            )}
          </div>
        </div>
        <nav className="tj-vr-nodes" aria-label={t('vr.nodes')}>
          <h2>{t('vr.nodes')}</h2>
          {chosenNode && (
            <p className="tj-vr-chosen" role="status">
              {t('vr.chosen', { label: chosenNode.data.label || chosenNode.data.id })}
            </p>
          )}
          <ul>
            {shown.map((node) => (
              <li key={node.data.id}>
                <button
                  type="button"
                  aria-pressed={node.data.id === chosen}
                  onClick={() => setChosen(node.data.id === chosen ? null : node.data.id)}
                >
                  {node.data.label || node.data.id}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
