import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { abilities } from '../../src/abilities/abilities.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { GraphNode } from '../../src/contract/graph.ts';
import { clickEffect, type ClickEffect, type ClickTarget } from '../../src/graph/click-effect.ts';
import type { GraphCommand } from '../../src/graph/commands.ts';
import type { Graph } from '../../src/graph/graph.ts';
import { graphKeyAction, hotkeyLabel, removeSelectedCommands } from '../../src/graph/hotkeys.ts';
import { allowedModeHotkeys, allowsGraphAction, allowsMode } from '../../src/graph/mode-actions.ts';
import type { CommandResult } from '../../src/graph/messages.ts';
import { itemStates, type GraphModel } from '../../src/graph/model.ts';
import type { GraphMode } from '../../src/graph/modes.ts';
import { createPropertyGenerator } from '../../src/graph/property-generator.ts';
import { kitApi } from '../../src/kit/api.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT, type Translate } from '../../src/i18n/use-t.ts';
import { exploreActivity, exploreGraph, linkedGraph } from '../../src/kit/graph.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { recordEvent, retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { useValue } from '../../src/react/use-value.ts';
import { applyGraphAnswer, exploreNode } from '../../src/kit/explore.ts';
import { gameConnected } from '../../src/kit/game.ts';
import { toG6Drawing } from '../../src/graph-view/g6-data.ts';
import { g6Layout } from '../../src/graph-view/layouts.ts';
import { nextNodeInDirection, type Direction } from '../../src/graph-view/navigation.ts';
import { PropertyGeneratorDialog } from './PropertyGenerator.tsx';
import { SmartQuery } from './SmartQuery.tsx';
import type { NodeHover } from '../../src/graph-view/g6-view.ts';
import { useG6View } from '../../src/graph-view/use-g6-view.ts';

const graphs = { explore: exploreGraph, linked: linkedGraph } as const;

export const graphExploreAttributes = {
  /** Which of the page's two graphs to draw: the explore graph (follows the search) or the linked thoughts. */
  graph: attribute.oneOf(['explore', 'linked'], 'explore'),
};

type Dialog =
  | { readonly kind: 'confirmClear' }
  | { readonly kind: 'createNode' }
  | { readonly kind: 'pickColor'; readonly nodeId: string; readonly label: string }
  | { readonly kind: 'generateProperties'; readonly nodeId: string; readonly label: string };

const modeKey = (mode: GraphMode) => `graph-explore.mode.${mode}` as MessageKey;
const doesKey = (mode: GraphMode) => `graph-explore.does.${mode}` as MessageKey;

function resultKey(result: CommandResult): MessageKey | null {
  if (result.outcome === 'applied') return result.message ? 'graph-explore.result.itemDeleted' : null;
  if (result.outcome === 'unchanged') return null;
  switch (result.reason) {
    case 'nodeNotFound':
      return 'graph-explore.result.nodeNotFound';
    case 'edgeNotFound':
      return 'graph-explore.result.edgeNotFound';
    case 'selectFailed':
      return 'graph-explore.result.selectFailed';
    case 'noPendingEdge':
      return null;
    default:
      return 'graph-explore.result.refused';
  }
}

const arrows: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** Graph Explore: the force graph of the current thought, drawn with G6; every click is a command of the core. */
export function GraphExplore({ graph: which, emit }: WidgetProps<typeof graphExploreAttributes>) {
  const graph = graphs[which];
  return (
    <section className="graph-explore">
      {which === 'explore' ? <FollowSearch graph={graph} emit={emit} /> : null}
      {which === 'explore' ? <GameStatus /> : null}
      <GraphCanvas graph={graph} />
    </section>
  );
}

/** The explore graph follows the search: each graph answer is drawn into the core (once per answer). */
function FollowSearch({ graph, emit }: { graph: Graph; emit: WidgetProps<typeof graphExploreAttributes>['emit'] }) {
  const result = useLookup('graph');
  const search = useSearchWord(emit);
  const language = useLanguage();
  const nodes = useValue(graph.signals.nodes);
  useEffect(() => {
    if (result.status === 'ready') applyGraphAnswer(graph, result.thought, result.data);
  }, [graph, result]);
  // The canvas keeps the graph while a new one loads; the states show above it, the idle one only on an empty graph,
  // and a found graph only says, when it must, that its words are in English. A saved graph's thought is that graph,
  // drawn as saved: what a lookup of its name answers is not shown over it.
  if (result.thought?.type === 'graph' && nodes.length > 0) return null;
  if (result.status === 'ready' && result.data.found && result.data.language === language) return null;
  if (result.status === 'idle' && nodes.length > 0) return null;
  return (
    <div className="graph-status">
      <LookupView
        result={result}
        idleKey="graph-explore.idle"
        onRetry={() => retryLookup('graph')}
        onSearch={search}
        isEmpty={(data) => !data.found || data.nodes.length === 0}
      >
        {() => null}
      </LookupView>
    </div>
  );
}

/** Whether a game frame drives the explore graph (its game-connected message); said when it changes. */
function GameStatus() {
  const t = useT();
  const connected = useValue(gameConnected);
  return (
    // A live region that is there before a game connects, so the change is announced; not a status role, which the
    // graph's own messages have.
    <p className="graph-game" aria-live="polite">
      {connected ? t('graph-explore.gameConnected') : ''}
    </p>
  );
}

/** What a node is called in full: a note's whole title, whose label the graph cuts (spec 2 §9.1), else its label. */
const fullName = (node: GraphNode) => node.title ?? node.label;

/** The full name of the node of this id in the graph's model; the id when it has none. */
function nameIn(graph: Graph, id: string): string {
  const node = graph.signals.model.value.nodes.get(id);
  return node ? fullName(node) : id;
}

function relationSentences(graph: Graph, t: Translate): Map<string, string[]> {
  const sentences = new Map<string, string[]>();
  for (const view of graph.signals.edges.value) {
    if (view.states.includes(itemStates.hidden)) continue;
    const { source, target, label } = view.data;
    const [from, to] = [nameIn(graph, source), nameIn(graph, target)];
    const sentence = t('graph-explore.relation', { source: from, relation: label || '→', target: to });
    sentences.set(source, [...(sentences.get(source) ?? []), sentence]);
  }
  return sentences;
}

function GraphCanvas({ graph }: { graph: Graph }) {
  const t = useT();
  const nodes = useValue(graph.signals.nodes);
  const edges = useValue(graph.signals.edges);
  const combos = useValue(graph.signals.combos);
  const mode = useValue(graph.signals.mode);
  const layout = useValue(graph.signals.layout);
  const layoutSettings = useValue(graph.signals.layoutSettings);
  const pending = useValue(graph.signals.pendingEdgeSource);
  const selection = useValue(graph.signals.selection);
  // The graph's keys follow the role table (spec 1 §6): a denied one answers that it is not available.
  const ability = useValue(abilities);
  const path = useValue(graph.signals.shortestPath);
  const model = useValue(graph.signals.model);
  // The last action's answer, with the graph it was said about: it holds only while that is the graph shown.
  const [message, setMessage] = useState<{ readonly text: string; readonly about: GraphModel } | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // One generator per graph: its run goes on (and a second is refused) while the dialog is closed and opened again.
  const generator = useMemo(
    () => createPropertyGenerator({ api: kitApi, run: (command) => graph.actions.run(command), recordEvent }),
    [graph],
  );
  const [focusId, setFocusId] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // The node under the pointer, where in the body: its full name shows there when its label is cut.
  const [hover, setHover] = useState<NodeHover | null>(null);
  const onHover = useCallback((at: NodeHover | null) => {
    const box = body.current?.getBoundingClientRect();
    setHover(at && box ? { id: at.id, x: at.x - box.left, y: at.y - box.top } : null);
  }, []);

  const say = useCallback(
    (key: MessageKey | null, vars?: Record<string, string | number>) => {
      if (key) setMessage({ text: t(key, vars), about: graph.signals.model.peek() });
    },
    [graph, t],
  );

  const run = useCallback(
    (command: GraphCommand, via: 'pointer' | 'keyboard') => {
      const result = graph.actions.run(command);
      if (result.outcome === 'applied') {
        void recordEvent('GRAPH_INTERACTION', {
          mode: graph.signals.mode.value,
          action: command.type,
          via,
          ...('id' in command ? { id: command.id } : {}),
          ...('nodeId' in command ? { id: command.nodeId } : {}),
        });
      }
      say(resultKey(result));
      return result;
    },
    [graph, say],
  );

  const perform = useCallback(
    (effect: ClickEffect, via: 'pointer' | 'keyboard') => {
      switch (effect.kind) {
        case 'none':
          return;
        case 'command':
          run(effect.command, via);
          return;
        case 'explore':
          // The search's busy state says the word is being looked up; the status line says nothing that goes stale.
          exploreNode(graph, effect.nodeId, effect.placement);
          return;
        case 'createNode':
          setDialog({ kind: 'createNode' });
          return;
        case 'pickColor': {
          setDialog({ kind: 'pickColor', nodeId: effect.nodeId, label: nameIn(graph, effect.nodeId) });
          return;
        }
        case 'openPropertyGenerator': {
          setDialog({ kind: 'generateProperties', nodeId: effect.nodeId, label: nameIn(graph, effect.nodeId) });
          return;
        }
      }
    },
    [graph, run],
  );

  const onClick = useCallback(
    (target: ClickTarget) => {
      if (target.kind === 'node' && graph === exploreGraph)
        exploreActivity.value = { event: 'node-clicked', id: target.id };
      perform(clickEffect(graph.signals.mode.value, target), 'pointer');
    },
    [graph, perform],
  );
  const comboOf = useCallback((id: string) => graph.signals.model.value.nodes.get(id)?.comboId, [graph]);
  // A graph of thousands of ideas is drawn at once and arranged as the learner looks on: how far, while it runs.
  const [arranging, setArranging] = useState<number | null>(null);
  const view = useG6View(container, {
    layout: g6Layout(layout, layoutSettings),
    onClick,
    onHover,
    comboOf,
    onArranging: setArranging,
  });

  // Group mode off (Graph Controls): the relation groups are not drawn, their nodes stand free.
  const groups = useValue(graph.signals.groups);
  const drawing = useMemo(() => toG6Drawing(nodes, edges, groups ? combos : []), [nodes, edges, combos, groups]);
  useEffect(() => {
    void view?.show(drawing);
  }, [view, drawing]);
  const firstLayout = useRef(true);
  useEffect(() => {
    // The view was made with the layout it has; later changes lay the graph out again.
    if (firstLayout.current) {
      firstLayout.current = false;
      return;
    }
    void view?.setLayout(g6Layout(layout, layoutSettings));
  }, [view, layout, layoutSettings]);
  useEffect(() => {
    void view?.setPendingEdge(pending);
  }, [view, pending]);
  const visible = useMemo(() => nodes.filter((node) => !node.states.includes(itemStates.hidden)), [nodes]);
  // A focused node that went (removed, hidden) leaves no focus.
  const focus = focusId !== null && visible.some((node) => node.data.id === focusId) ? focusId : null;
  useEffect(() => {
    void view?.setFocus(focus);
  }, [view, focus]);
  // A node selected elsewhere (Graph Index, a game frame) is brought into view when it is drawn outside it.
  const lastSelected = selection.at(-1) ?? null;
  useEffect(() => {
    if (lastSelected !== null) void view?.reveal(lastSelected);
  }, [view, lastSelected]);

  // What the status line says: the path or the pending edge while there is one, else how far a large graph is
  // arranged while it is, else the last action's answer while the graph is the one it was about (a graph drawn,
  // emptied or replayed since makes it stale), else what a click does in the mode.
  const labelOf = (id: string) => nameIn(graph, id);
  let status = message?.about === model ? message.text : t(doesKey(mode));
  if (arranging !== null) {
    status = t('graph-explore.arranging', { ideas: nodes.length, percent: Math.round(arranging * 100) });
  }
  if (path) {
    const labels = path.nodeIds.map(labelOf).join(' → ');
    status = t(path.found ? 'graph-explore.shortestPath' : 'graph-explore.noPath', { path: labels });
  } else if (pending !== null) {
    status = t('graph-explore.pendingEdge', { label: labelOf(pending) });
  }

  const onWidgetKeyDown = (event: KeyboardEvent) => {
    if (dialog) return;
    const action = graphKeyAction(event);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'mode') {
      if (!allowsMode(ability, action.mode)) {
        say('graph-explore.modeNotAvailable', { mode: t(modeKey(action.mode)) });
        return;
      }
      run({ type: 'mode', mode: action.mode }, 'keyboard');
      say('graph-explore.modeNow', { mode: t(modeKey(action.mode)) });
    } else if (!allowsGraphAction(ability, action.kind === 'removeSelected' ? 'remove_node' : 'clear_canvas')) {
      say('graph-explore.keyNotAvailable');
    } else if (action.kind === 'removeSelected') {
      const ids = selection.length > 0 ? selection : focus ? [focus] : [];
      for (const command of removeSelectedCommands(ids)) run(command, 'keyboard');
    } else if (nodes.length > 0) {
      setDialog({ kind: 'confirmClear' });
    }
  };

  const onCanvasKeyDown = (event: KeyboardEvent) => {
    const direction = arrows[event.key];
    if (direction && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      const ids = visible.map((node) => node.data.id);
      const positions = new Map(ids.map((id) => [id, view?.clientPositionOf(id) ?? null]));
      const next = nextNodeInDirection(ids, positions, focus, direction);
      if (next !== null) setFocusId(next);
      return;
    }
    if (focus === null) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      // In the function_call mode Enter opens the focused node's property generator, as a click does.
      const node = { kind: 'node', id: focus } as const;
      perform(
        mode === 'function_call' ? clickEffect(mode, node) : { kind: 'explore', nodeId: focus, placement: 'replace' },
        'keyboard',
      );
    } else if (event.key === ' ') {
      event.preventDefault();
      run({ type: 'select', id: focus, multiple: mode === 'shortest_path' }, 'keyboard');
    }
  };

  const focusedNode = visible.find((node) => node.data.id === focus)?.data;
  const hoveredNode = visible.find((node) => node.data.id === hover?.id)?.data;
  const relations = useMemo(() => relationSentences(graph, t), [graph, t, edges, nodes]); // eslint-disable-line react-hooks/exhaustive-deps
  const summary = t('graph-explore.summary', {
    nodes: visible.length,
    edges: edges.filter((edge) => !edge.states.includes(itemStates.hidden)).length,
    mode: t(modeKey(mode)),
  });

  return (
    <div ref={body} className="graph-body" onKeyDown={onWidgetKeyDown}>
      <p className="graph-mode" part="mode">
        {t('graph-explore.modeNow', { mode: t(modeKey(mode)) })}
      </p>
      {/* The function_call mode's smart query: Eddie draws into the explore graph, which quests record. */}
      {graph === exploreGraph && mode === 'function_call' ? <SmartQuery /> : null}
      <div
        ref={container}
        className="graph-canvas"
        part="canvas"
        tabIndex={0}
        role="application"
        aria-roledescription={t('graph-explore.roleDescription')}
        aria-label={t('graph-explore.canvasLabel')}
        aria-describedby="graph-keys-help"
        aria-busy={arranging !== null}
        onKeyDown={onCanvasKeyDown}
        data-focused-node={focus ?? undefined}
      />
      <p className="graph-focused" aria-live="polite" part="focused">
        {focusedNode
          ? t('graph-explore.focused', {
              label: fullName(focusedNode),
              count: (relations.get(focusedNode.id) ?? []).length,
            })
          : ''}
      </p>
      {hover && hoveredNode && fullName(hoveredNode) !== hoveredNode.label && (
        <p className="graph-tooltip" role="tooltip" style={{ left: hover.x, top: hover.y }}>
          {fullName(hoveredNode)}
        </p>
      )}
      <p className="graph-message" role="status" part="message">
        {status}
      </p>
      <p className="tj-visually-hidden" aria-live="polite">
        {summary}
      </p>
      <ul className="tj-visually-hidden graph-node-list" aria-label={t('graph-explore.listLabel')}>
        {visible.map(({ data }) => (
          <NodeItem key={data.id} node={data} relations={relations.get(data.id) ?? []} t={t} />
        ))}
      </ul>
      <details className="graph-keys" part="keys">
        <summary>{t('graph-explore.keysTitle')}</summary>
        <p id="graph-keys-help">{t('graph-explore.keys.canvas')}</p>
        <ul>
          {allowedModeHotkeys(ability).map(({ key, mode: keyMode }) => (
            <li key={key}>
              <kbd>{hotkeyLabel(key)}</kbd> {t(modeKey(keyMode))}
            </li>
          ))}
          {allowsGraphAction(ability, 'remove_node') && (
            <li>
              <kbd>Ctrl+X</kbd> {t('graph-explore.keys.remove')}
            </li>
          )}
          {allowsGraphAction(ability, 'clear_canvas') && (
            <li>
              <kbd>Delete</kbd> {t('graph-explore.keys.clear')}
            </li>
          )}
        </ul>
      </details>
      {dialog?.kind === 'generateProperties' ? (
        <PropertyGeneratorDialog
          generator={generator}
          nodeId={dialog.nodeId}
          label={dialog.label}
          close={() => setDialog(null)}
        />
      ) : dialog ? (
        <GraphDialog dialog={dialog} run={run} close={() => setDialog(null)} t={t} />
      ) : null}
    </div>
  );
}

function NodeItem({ node, relations, t }: { node: GraphNode; relations: readonly string[]; t: Translate }) {
  return (
    <li>
      {fullName(node)}
      {': '}
      {relations.length > 0 ? relations.join('; ') : t('graph-explore.noRelations')}
    </li>
  );
}

function GraphDialog(props: {
  dialog: Dialog;
  run: (command: GraphCommand, via: 'pointer' | 'keyboard') => CommandResult;
  close: () => void;
  t: Translate;
}) {
  const { dialog, run, close, t } = props;
  const [text, setText] = useState('');
  const [color, setColor] = useState('#e53935');
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  if (dialog.kind === 'confirmClear') {
    return (
      <div
        className="graph-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="graph-dialog-title"
        part="dialog"
        onKeyDown={onKeyDown}
      >
        <h3 id="graph-dialog-title">{t('graph-explore.confirmClear.title')}</h3>
        <p>{t('graph-explore.confirmClear.text')}</p>
        <div className="graph-dialog-buttons">
          <button type="button" ref={first} onClick={close}>
            {t('graph-explore.cancel')}
          </button>
          <button
            type="button"
            className="danger"
            onClick={() => {
              const result = run({ type: 'clear' }, 'keyboard');
              if (result.outcome === 'applied') void recordEvent('THOUGHTMAP_CLEAR', { nodes: 0 });
              close();
            }}
          >
            {t('graph-explore.confirmClear.yes')}
          </button>
        </div>
      </div>
    );
  }
  const submit = () => {
    if (dialog.kind === 'createNode') {
      const label = text.trim();
      if (label === '') return;
      const node: GraphNode = {
        id: `node:${Date.now().toString(36)}:${Math.floor(Math.random() * 1e6).toString(36)}`,
        label,
        type: 'circle',
        tjType: 'custom-node',
        description: { content: '' },
        props: {},
      };
      run({ type: 'addNode', node }, 'pointer');
    } else {
      run({ type: 'paint', id: dialog.nodeId, fill: color }, 'pointer');
    }
    close();
  };
  const title =
    dialog.kind === 'createNode'
      ? t('graph-explore.createNode.label')
      : t('graph-explore.pickColor.label', { label: dialog.label });
  return (
    <form
      className="graph-dialog"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      part="dialog"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label>
        {title}
        {dialog.kind === 'createNode' ? (
          <input ref={first} value={text} onChange={(event) => setText(event.target.value)} maxLength={100} />
        ) : (
          <input ref={first} type="color" value={color} onChange={(event) => setColor(event.target.value)} />
        )}
      </label>
      <div className="graph-dialog-buttons">
        <button type="button" onClick={close}>
          {t('graph-explore.cancel')}
        </button>
        <button type="submit">
          {dialog.kind === 'createNode' ? t('graph-explore.createNode.add') : t('graph-explore.pickColor.apply')}
        </button>
      </div>
    </form>
  );
}
