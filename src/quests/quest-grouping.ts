// "Group by Eddie" (spec 2 §7.3 POST /eddie/quests-group): Eddie puts a quest's thoughts into steps, from its anchor
// outward, and the Thought Map and the quest graph draw each step as a group (a combo). One grouping for the page, so
// both show the same steps; a newer request cancels the older (the latest-answer core). Framework-free.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { createLatestAnswer, type LatestAnswerState } from '../api/latest-answer.ts';
import { MAX_QUEST_NODES, type QuestGroup } from '../contract/endpoints/eddie.ts';
import type { ThoughtMapData } from './thought-map.ts';

/** The thoughts sent, and the one the steps start from. */
export interface QuestGroupRequest {
  readonly nodeIds: readonly string[];
  readonly anchor: { readonly id: string; readonly label: string };
}

/** Ready: the steps, each with the thoughts of the map in it (ids Eddie named that the map lacks are left out). */
export type QuestGroupingState = LatestAnswerState<QuestGroupRequest, readonly QuestGroup[]>;

export interface QuestGrouping {
  readonly state: ReadonlySignal<QuestGroupingState>;
  /**
   * Asks Eddie to group the map's thoughts (at most MAX_QUEST_NODES), from the anchor when it is on the map, else from
   * the map's first thought. An empty map asks nothing.
   */
  group(map: ThoughtMapData, anchor: string | null): Promise<void>;
  /** Back to the thoughts ungrouped. */
  ungroup(): void;
}

export function createQuestGrouping({ api }: { api: Pick<ApiClient, 'call'> }): QuestGrouping {
  const latest = createLatestAnswer<QuestGroupRequest, readonly QuestGroup[]>(async (asked, signal) => {
    const { groups } = await api.call('eddie.questsGroup', {
      body: { nodeIds: [...asked.nodeIds], anchor: asked.anchor },
      signal,
    });
    const known = new Set(asked.nodeIds);
    return groups
      .map((each) => ({ ...each, nodeIds: each.nodeIds.filter((id) => known.has(id)) }))
      .filter((each) => each.nodeIds.length > 0);
  }, 'quests.grouping');
  const ungrouped = signal(false, { name: 'quests.grouping.ungrouped' });
  const idle: QuestGroupingState = { status: 'idle' };
  return {
    state: computed(() => (ungrouped.value ? idle : latest.state.value)),
    async group(map, anchorId) {
      const nodes = map.nodes.slice(0, MAX_QUEST_NODES);
      const start = nodes.find((node) => node.id === anchorId) ?? nodes[0];
      if (start === undefined) return;
      ungrouped.value = false;
      await latest.ask({ nodeIds: nodes.map((node) => node.id), anchor: { id: start.id, label: start.label } });
    },
    ungroup() {
      latest.cancel();
      ungrouped.value = true;
    },
  };
}

/** The step each grouped thought is in, for the map as it is now (a thought added since is in none). */
export function stepOf(state: QuestGroupingState): ReadonlyMap<string, number> {
  if (state.status !== 'ready') return new Map();
  return new Map(state.answer.flatMap((each) => each.nodeIds.map((id) => [id, each.step] as const)));
}
