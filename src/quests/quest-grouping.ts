// "Group by Eddie" (spec 2 §7.3 POST /eddie/quests-group): Eddie puts a quest's thoughts into steps, from its anchor
// outward, and the Thought Map and the quest graph draw each step as a group (a combo). One grouping for the page, so
// both show the same steps; a newer request cancels the older. Framework-free.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { latestRequest } from '../api/latest-request.ts';
import { MAX_QUEST_NODES, type QuestGroup } from '../contract/endpoints/eddie.ts';
import type { ThoughtMapData, ThoughtMapNode } from './thought-map.ts';

export type QuestGroupingState =
  | { readonly status: 'idle' }
  | { readonly status: 'grouping' }
  /** The steps, each with the thoughts of the map grouped in it (ids Eddie named that the map lacks are left out). */
  | { readonly status: 'grouped'; readonly groups: readonly QuestGroup[] }
  | { readonly status: 'failed'; readonly error: Error };

export interface QuestGrouping {
  readonly state: ReadonlySignal<QuestGroupingState>;
  /**
   * Asks Eddie to group the map's thoughts (at most MAX_QUEST_NODES), from the anchor when it is on the map, else from
   * the map's first thought. Resolves with the state it ends in.
   */
  group(map: ThoughtMapData, anchor: string | null): Promise<QuestGroupingState['status']>;
  /** Back to the thoughts ungrouped. */
  ungroup(): void;
}

const nodeRef = (node: ThoughtMapNode) => ({ id: node.id, label: node.label });

export function createQuestGrouping({ api }: { api: Pick<ApiClient, 'call'> }): QuestGrouping {
  const state = signal<QuestGroupingState>({ status: 'idle' }, { name: 'quests.grouping' });
  const requests = latestRequest();

  async function group(map: ThoughtMapData, anchorId: string | null): Promise<QuestGroupingState['status']> {
    const nodes = map.nodes.slice(0, MAX_QUEST_NODES);
    const start = nodes.find((node) => node.id === anchorId) ?? nodes[0];
    if (start === undefined) return state.peek().status;
    const request = requests.start();
    state.value = { status: 'grouping' };
    try {
      const answer = await api.call('eddie.questsGroup', {
        body: { nodeIds: nodes.map((node) => node.id), anchor: nodeRef(start) },
        signal: request.signal,
      });
      if (!request.isLatest()) return state.peek().status;
      const known = new Set(nodes.map((node) => node.id));
      const groups = answer.groups
        .map((each) => ({ ...each, nodeIds: each.nodeIds.filter((id) => known.has(id)) }))
        .filter((each) => each.nodeIds.length > 0);
      state.value = { status: 'grouped', groups };
      return 'grouped';
    } catch (failure) {
      if (!request.isLatest()) return state.peek().status;
      state.value = { status: 'failed', error: failure instanceof Error ? failure : new Error(String(failure)) };
      return 'failed';
    }
  }

  return {
    state,
    group,
    ungroup() {
      requests.cancel();
      state.value = { status: 'idle' };
    },
  };
}

/** The step each grouped thought is in, for the map as it is now (a thought added since is in none). */
export function stepOf(state: QuestGroupingState): ReadonlyMap<string, number> {
  if (state.status !== 'grouped') return new Map();
  return new Map(state.groups.flatMap((each) => each.nodeIds.map((id) => [id, each.step] as const)));
}
