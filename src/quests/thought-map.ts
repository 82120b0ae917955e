// The thought map (spec 1 §4): the thoughts a learner visited, in order, as a map of their own, and every change of
// the explore graph meanwhile as the graph core's mutation records, so the exploration replays as a lesson and a
// teacher can save it as a quest. createThoughtMap(deps) → { signals, actions, dispose }; no React, no G6.
//
// Recording is automatic (on) or manual. It is off while the learner goes back or forward through thoughts and on
// again at the last one (the graph core's atLatestThought), and off while a replay runs (replay.ts), so a replay
// never records itself. In manual mode only "save the current thought" (alt+t) adds to the map.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { EventVerb } from '../contract/events.ts';
import type { MutationRecord } from '../graph/commands.ts';
import type { Graph } from '../graph/graph.ts';
import type { HistoryEntry } from '../graph/history.ts';

/** Spec 1 §4: each visited thought is a 150 × 50 node of the map. */
export const THOUGHT_MAP_NODE_SIZE = { width: 150, height: 50 } as const;

export type RecordingMode = 'auto' | 'manual';

export interface ThoughtMapNode {
  readonly id: string;
  readonly label: string;
  /** The relation group it was reached through (HistoryEntry.group): a quest's graph groups its thoughts by it. */
  readonly group?: string;
}

export interface ThoughtMapEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
}

export interface ThoughtMapData {
  readonly nodes: readonly ThoughtMapNode[];
  readonly edges: readonly ThoughtMapEdge[];
}

export const EMPTY_THOUGHT_MAP: ThoughtMapData = { nodes: [], edges: [] };

export interface ThoughtMapDeps {
  /** The explore graph: its current thought and its mutation records. */
  readonly graph: Graph;
  /** A replay runs (recording pauses meanwhile). */
  readonly replaying: ReadonlySignal<boolean>;
  readonly recordEvent?: (verb: EventVerb, value: unknown) => void;
}

export interface ThoughtMap {
  readonly signals: {
    readonly mode: ReadonlySignal<RecordingMode>;
    /** Recording now: automatic, at the last thought, and no replay running. */
    readonly recording: ReadonlySignal<boolean>;
    readonly map: ReadonlySignal<ThoughtMapData>;
    /** The explore graph's changes recorded so far, in order (what a replay applies). */
    readonly records: ReadonlySignal<readonly MutationRecord[]>;
    /** The quest this map was opened from or saved as: saving again asks whether to override it. */
    readonly questId: ReadonlySignal<string | null>;
    /**
     * The last thought of a map put in place (a quest opened or followed, a saved state): the checkpoint to reach.
     * None for the learner's own map, whose last thought is wherever they are.
     */
    readonly goal: ReadonlySignal<string | null>;
  };
  readonly actions: {
    setMode(mode: RecordingMode): void;
    /** Adds the current thought to the map, in either mode (alt+t). False when there is no thought. */
    saveCurrentThought(): boolean;
    /** Empties the map and its records (THOUGHTMAP_CLEAR). */
    clear(): void;
    /**
     * Puts a saved map and its records in place of this one (a quest, with its id, or a saved state opened); its goal
     * is its last thought unless said (a kept own map has none).
     */
    restore(
      map: ThoughtMapData,
      records: readonly MutationRecord[],
      options?: { readonly questId?: string | null; readonly goal?: string | null },
    ): void;
    /** The map now belongs to this quest (saved as it), or to none (saved as a new one next time). */
    setQuest(questId: string | null): void;
  };
  dispose(): void;
}

/** The map with the thought added after `after` (the thought visited before it), unless it is on the map already. */
export function addThought(map: ThoughtMapData, thought: HistoryEntry, after: string | null): ThoughtMapData {
  const known = map.nodes.some((node) => node.id === thought.id);
  const nodes = known ? map.nodes : [...map.nodes, { ...thought }];
  if (after === null || after === thought.id) return { ...map, nodes };
  const id = `${after}->${thought.id}`;
  if (map.edges.some((edge) => edge.id === id)) return { ...map, nodes };
  return { nodes, edges: [...map.edges, { id, source: after, target: thought.id }] };
}

export function createThoughtMap(deps: ThoughtMapDeps): ThoughtMap {
  const { graph, replaying } = deps;
  const mode = signal<RecordingMode>('auto', { name: 'thoughtMap.mode' });
  const map = signal<ThoughtMapData>(EMPTY_THOUGHT_MAP, { name: 'thoughtMap.map' });
  const records = signal<readonly MutationRecord[]>([], { name: 'thoughtMap.records' });
  const questId = signal<string | null>(null, { name: 'thoughtMap.questId' });
  const goal = signal<string | null>(null, { name: 'thoughtMap.goal' });
  const recording = computed(() => mode.value === 'auto' && graph.signals.atLatestThought.value && !replaying.value, {
    name: 'thoughtMap.recording',
  });
  /** The thought last added: the next one joins the map after it. */
  let last: string | null = null;

  function add(thought: HistoryEntry): void {
    map.value = addThought(map.peek(), thought, last);
    last = thought.id;
  }

  const stopVisits = effect(() => {
    const thought = graph.signals.thought.value;
    if (thought && recording.peek()) add(thought);
  });
  const stopRecords = graph.actions.onMutation((record) => {
    if (recording.peek()) records.value = [...records.peek(), record];
  });

  return {
    signals: { mode, recording, map, records, questId, goal },
    actions: {
      setMode(next) {
        mode.value = next;
      },
      saveCurrentThought() {
        const thought = graph.signals.thought.peek();
        if (!thought) return false;
        add(thought);
        return true;
      },
      clear() {
        const cleared = map.value.nodes.length;
        map.value = EMPTY_THOUGHT_MAP;
        records.value = [];
        questId.value = null;
        goal.value = null;
        last = null;
        deps.recordEvent?.('THOUGHTMAP_CLEAR', { nodes: cleared });
      },
      restore(saved, savedRecords, options = {}) {
        map.value = saved;
        records.value = savedRecords;
        questId.value = options.questId ?? null;
        last = saved.nodes.at(-1)?.id ?? null;
        goal.value = options.goal === undefined ? last : options.goal;
      },
      setQuest(next) {
        questId.value = next;
      },
    },
    dispose() {
      stopVisits();
      stopRecords();
    },
  };
}
