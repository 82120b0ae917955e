// Replay of recorded mutation records through the graph core, one step per second (spec 2 §9.1: "quest replay 1 s
// per step"), so every graph widget shows the exploration as it happened. The graph is emptied first; the first
// step comes at once, the next a second later, and so on. A replay can be stopped; a new one stops the old. Each
// thought a step reaches is handed on, so the page's thought (navbar, Detail) is the one the graph shows.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { MutationRecord } from '../graph/commands.ts';
import type { Graph } from '../graph/graph.ts';
import type { HistoryEntry } from '../graph/history.ts';

export const REPLAY_STEP_MS = 1000;

export interface ReplayProgress {
  /** Steps applied so far. */
  readonly done: number;
  readonly total: number;
}

export interface ReplayDeps {
  readonly graph: Graph;
  /** Runs `run` after `ms`; returns the cancel. Injected so tests step time themselves. */
  readonly schedule?: (ms: number, run: () => void) => () => void;
  /** A step moved the graph to another thought: the page makes it its thought, without drawing it again. */
  readonly onThought?: (thought: HistoryEntry) => void;
}

export interface Replay {
  readonly signals: {
    /** Null when no replay runs. */
    readonly progress: ReadonlySignal<ReplayProgress | null>;
    readonly replaying: ReadonlySignal<boolean>;
    /** The step (from 1) a replay stopped at because its record could not be applied (a damaged saved quest). */
    readonly failedStep: ReadonlySignal<number | null>;
  };
  readonly actions: {
    /** Starts replaying; false (and nothing changes) when there is nothing to replay. */
    start(records: readonly MutationRecord[]): boolean;
    stop(): void;
  };
  dispose(): void;
}

const defaultSchedule = (ms: number, run: () => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export function createReplay(deps: ReplayDeps): Replay {
  const { graph, schedule = defaultSchedule, onThought } = deps;
  const progress = signal<ReplayProgress | null>(null, { name: 'replay.progress' });
  const failedStep = signal<number | null>(null, { name: 'replay.failedStep' });
  let cancel: (() => void) | undefined;

  function stop(): void {
    cancel?.();
    cancel = undefined;
    progress.value = null;
  }

  function next(records: readonly MutationRecord[], index: number): void {
    const record = records[index];
    if (!record) {
      stop();
      return;
    }
    const before = graph.signals.thought.peek();
    try {
      graph.actions.run(record.mutation);
    } catch {
      // The core is pure: a record it cannot apply (saved by hand, or damaged) leaves the graph as it was.
      stop();
      failedStep.value = index + 1;
      return;
    }
    progress.value = { done: index + 1, total: records.length };
    const reached = graph.signals.thought.peek();
    if (reached && reached !== before) onThought?.(reached);
    cancel = schedule(REPLAY_STEP_MS, () => next(records, index + 1));
  }

  return {
    signals: {
      progress,
      replaying: computed(() => progress.value !== null, { name: 'replay.replaying' }),
      failedStep,
    },
    actions: {
      start(records) {
        if (records.length === 0) return false;
        stop();
        failedStep.value = null;
        progress.value = { done: 0, total: records.length };
        graph.actions.run({ type: 'clear' });
        next(records, 0);
        return true;
      },
      stop,
    },
    dispose: stop,
  };
}
