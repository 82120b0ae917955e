// The treasure marker (spec 1 §2 Treasure Marker): a thought the learner (or the quest's author) marks as the one to
// reach. Reaching it (it becomes the current thought) records HIT_VICTORY_MARKER once, which the server's points
// ledger rewards. The target is the quest's last checkpoint unless another is marked; the learner's own map, whose
// last thought is wherever they are, has none until one is marked. A replay reaching it is not the learner reaching
// it: thoughts a replay visits find nothing.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { EventVerb } from '../contract/events.ts';
import type { Graph } from '../graph/graph.ts';
import type { ThoughtMap, ThoughtMapNode } from './thought-map.ts';

export interface TreasureDeps {
  readonly graph: Graph;
  readonly thoughtMap: ThoughtMap;
  /** A replay runs: the thoughts it visits are the recording's, not the learner's. */
  readonly replaying: ReadonlySignal<boolean>;
  readonly recordEvent: (verb: EventVerb, value: unknown) => void;
}

export interface Treasure {
  readonly signals: {
    /** The thought to reach: the one marked, else the last checkpoint of a map put in place (a quest). */
    readonly target: ReadonlySignal<ThoughtMapNode | null>;
    /** The target has been reached since it was set. */
    readonly found: ReadonlySignal<boolean>;
  };
  readonly actions: {
    /** Marks a thought of the map as the treasure (null: back to the map's last thought). */
    mark(id: string | null): void;
  };
  dispose(): void;
}

export function createTreasure({ graph, thoughtMap, replaying, recordEvent }: TreasureDeps): Treasure {
  const marked = signal<string | null>(null, { name: 'treasure.marked' });
  const reached = signal<string | null>(null, { name: 'treasure.reached' });
  const target = computed(
    () => {
      const nodes = thoughtMap.signals.map.value.nodes;
      const wanted = marked.value ?? thoughtMap.signals.goal.value;
      return nodes.find((node) => node.id === wanted) ?? null;
    },
    { name: 'treasure.target' },
  );
  const found = computed(() => target.value !== null && reached.value === target.value.id, {
    name: 'treasure.found',
  });

  const stop = effect(() => {
    const thought = graph.signals.thought.value;
    const goal = target.peek();
    if (replaying.peek() || !thought || !goal || thought.id !== goal.id || reached.peek() === goal.id) return;
    reached.value = goal.id;
    recordEvent('HIT_VICTORY_MARKER', { id: goal.id, label: goal.label });
  });

  return {
    signals: { target, found },
    actions: {
      mark(id) {
        marked.value = id;
        reached.value = null;
      },
    },
    dispose: stop,
  };
}
