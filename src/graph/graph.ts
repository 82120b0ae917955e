// One graph instance (explore, linked, a quest's): createGraph(deps) → { signals, actions, dispose }, the shape of
// the search fan-out. All state lives in the closure, so two instances on one page never interfere.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { GraphLayout } from '../contract/graph.ts';
import type { EventVerb } from '../contract/events.ts';
import { applyCommand } from './apply.ts';
import type { GraphCommand, MutationRecord } from './commands.ts';
import { atLatest, type HistoryEntry } from './history.ts';
import type { LayoutSettings } from './layout.ts';
import type { CommandResult } from './messages.ts';
import { EMPTY_MODEL, isEdgeVisible, type GraphModel } from './model.ts';
import type { GraphMode } from './modes.ts';
import { shortestPath, type ShortestPath } from './shortest-path.ts';
import { comboViews, edgeViews, nodeViews, type ComboView, type EdgeView, type NodeView } from './views.ts';

/** Spec 2 §9.1: the shortest path is evaluated 1 s after selection. */
export const SHORTEST_PATH_DELAY_MS = 1000;

export interface GraphDeps {
  /** Prefix of the signals' names (debugging tools show them): "graph.explore", "graph.linked". */
  readonly name?: string;
  /** Milliseconds, for the records' timeDeltaMillis. */
  readonly now?: () => number;
  /** Runs `run` after `ms`; returns the cancel. Injected so tests step time themselves. */
  readonly schedule?: (ms: number, run: () => void) => () => void;
  /** In [0, 1): combo fills. */
  readonly random?: () => number;
  /** Learner events the graph stands for (ANCHOR_MARK); the page passes its event recorder. */
  readonly recordEvent?: (verb: EventVerb, value: unknown) => void;
}

export interface GraphSignals {
  readonly model: ReadonlySignal<GraphModel>;
  readonly nodes: ReadonlySignal<readonly NodeView[]>;
  readonly edges: ReadonlySignal<readonly EdgeView[]>;
  readonly combos: ReadonlySignal<readonly ComboView[]>;
  readonly mode: ReadonlySignal<GraphMode>;
  readonly layout: ReadonlySignal<GraphLayout>;
  readonly layoutSettings: ReadonlySignal<LayoutSettings>;
  /** Arrow-edge toggle (edge views' paint follows it). */
  readonly arrows: ReadonlySignal<boolean>;
  /** Group mode: when off, the view draws no combos and ignores the nodes' comboId. */
  readonly groups: ReadonlySignal<boolean>;
  readonly selection: ReadonlySignal<readonly string[]>;
  readonly anchor: ReadonlySignal<string | null>;
  readonly pendingEdgeSource: ReadonlySignal<string | null>;
  readonly shortestPath: ReadonlySignal<ShortestPath | null>;
  /** The thought history's current entry (the navbar's thought navigation). */
  readonly thought: ReadonlySignal<HistoryEntry | null>;
  readonly canGoBack: ReadonlySignal<boolean>;
  readonly canGoForward: ReadonlySignal<boolean>;
  /** At the history's last entry: thought-map recording is on only here (spec 1 §4). */
  readonly atLatestThought: ReadonlySignal<boolean>;
}

export interface GraphActions {
  /** The one way to change the graph. Every applied change is handed to the mutation listeners. */
  run(command: GraphCommand): CommandResult;
  /** Listens to mutation records; returns the unsubscribe. */
  onMutation(listener: (record: MutationRecord) => void): () => void;
}

export interface Graph {
  readonly signals: GraphSignals;
  readonly actions: GraphActions;
  dispose(): void;
}

const defaultSchedule = (ms: number, run: () => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export function createGraph(deps: GraphDeps = {}): Graph {
  const { name = 'graph', now = () => Date.now(), schedule = defaultSchedule, random = Math.random } = deps;
  const model = signal<GraphModel>(EMPTY_MODEL, { name: `${name}.model` });
  const listeners = new Set<(record: MutationRecord) => void>();
  let lastRecordAt: number | undefined;
  let cancelPathTimer: (() => void) | undefined;
  let disposed = false;

  const pick = <T>(field: string, read: (current: GraphModel) => T) =>
    computed(() => read(model.value), { name: `${name}.${field}` });

  function emit(mutation: GraphCommand): void {
    const at = now();
    const record = { mutation, timeDeltaMillis: lastRecordAt === undefined ? 0 : at - lastRecordAt };
    lastRecordAt = at;
    for (const listener of [...listeners]) listener(record);
  }

  /** The path is computed once the timer fires, on the graph as it is then: a selection changed meanwhile wins. */
  function evaluatePath(): void {
    cancelPathTimer = undefined;
    const current = model.value;
    const [from, to] = current.selection;
    if (current.mode !== 'shortest_path' || current.selection.length !== 2 || !from || !to) return;
    const visible = [...current.edges.values()].filter((edge) => isEdgeVisible(current, edge));
    model.value = { ...current, shortestPath: shortestPath(visible, from, to) };
  }

  function reschedulePath(before: GraphModel, after: GraphModel): void {
    if (before.selection === after.selection && before.mode === after.mode) return;
    cancelPathTimer?.();
    cancelPathTimer = undefined;
    if (after.mode === 'shortest_path' && after.selection.length === 2) {
      cancelPathTimer = schedule(SHORTEST_PATH_DELAY_MS, evaluatePath);
    }
  }

  function run(command: GraphCommand): CommandResult {
    if (disposed) return { outcome: 'unchanged' };
    const before = model.value;
    const step = applyCommand(before, command, { random });
    if (step.result.outcome !== 'applied') return step.result;
    model.value = step.model;
    reschedulePath(before, step.model);
    if (step.mutation) emit(step.mutation);
    if (step.event) deps.recordEvent?.(step.event.verb, step.event.value);
    return step.result;
  }

  const history = pick('history', (current) => current.history);
  const signals: GraphSignals = {
    model,
    nodes: pick('nodes', nodeViews),
    edges: pick('edges', edgeViews),
    combos: pick('combos', comboViews),
    mode: pick('mode', (current) => current.mode),
    layout: pick('layout', (current) => current.layout),
    layoutSettings: pick('layoutSettings', (current) => current.layoutSettings),
    arrows: pick('arrows', (current) => current.arrows),
    groups: pick('groups', (current) => current.groups),
    selection: pick('selection', (current) => current.selection),
    anchor: pick('anchor', (current) => current.anchor),
    pendingEdgeSource: pick('pendingEdgeSource', (current) => current.pendingEdgeSource),
    shortestPath: pick('shortestPath', (current) => current.shortestPath),
    thought: computed(() => history.value.entries[history.value.index] ?? null, { name: `${name}.thought` }),
    canGoBack: computed(() => history.value.index > 0, { name: `${name}.canGoBack` }),
    canGoForward: computed(() => history.value.index < history.value.entries.length - 1, {
      name: `${name}.canGoForward`,
    }),
    atLatestThought: computed(() => atLatest(history.value), { name: `${name}.atLatestThought` }),
  };

  return {
    signals,
    actions: {
      run,
      onMutation(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    dispose() {
      disposed = true;
      cancelPathTimer?.();
      cancelPathTimer = undefined;
      listeners.clear();
    },
  };
}
