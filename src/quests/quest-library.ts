// The quest library (spec 1 §1, §3 "Quest", spec 2 §7.6): the learner's quests, each a saved thought map with its
// recorded steps. Opening one puts its map in place of the thought map; following it also replays its steps on the
// explore graph, one per second; a second after either, the quest's first thought is selected on the graph when it is
// drawn there (spec 2 §9.1 "quest first-node selection after 1 s"). A quest that cannot be opened (no thoughts, an edge to an unknown thought) or is
// gone says so and changes nothing. Framework-free; the page's one instance is src/kit/quest-library.ts.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { EventVerb } from '../contract/events.ts';
import type { StoredGraph } from '../contract/graph.ts';
import type { Quest } from '../contract/quests.ts';
import type { User } from '../contract/user.ts';
import type { Graph } from '../graph/graph.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';
import { openQuest, questGraph, questOfGraph, questTitle, type QuestBody, type QuestProblem } from './quest-data.ts';
import type { Replay } from './replay.ts';
import type { ThoughtMap } from './thought-map.ts';

export interface QuestLibraryDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
  readonly thoughtMap: ThoughtMap;
  readonly replay: Replay;
  readonly recordEvent: (verb: EventVerb, value: unknown) => void;
  /** The graph the quest is followed on, where its first thought is selected. */
  readonly graph: Pick<Graph, 'signals' | 'actions'>;
  /** Runs `run` after `ms`; returns the cancel. Injected so tests step time themselves. */
  readonly schedule?: (ms: number, run: () => void) => () => void;
}

/** Spec 2 §9.1: the quest's first node is selected 1 s after the quest is opened. */
export const FIRST_NODE_SELECTION_MS = 1000;

const defaultSchedule = (ms: number, run: () => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** What opening did: the map is in place (and `replaying` when its steps play), or why it could not be opened. */
export type OpenOutcome =
  { readonly ok: true; readonly replaying: boolean } | { readonly ok: false; readonly problem: QuestProblem };

export interface QuestLibrary {
  readonly list: LearnerData<readonly Quest[]>;
  readonly actions: {
    /** Puts the quest's map in place of the thought map; with `follow`, replays its steps too. */
    open(quest: Quest, options?: { readonly follow?: boolean }): OpenOutcome;
    /** Reads a quest by its id (a shared link) and opens it; rejects with the server's reason when it is gone. */
    openById(id: string, options?: { readonly follow?: boolean }): Promise<OpenOutcome>;
    /**
     * The saved graph of the quest library the quest is shared through (made on first share, private until the
     * learners are chosen in the graph library's sharing).
     */
    share(quest: Quest): Promise<StoredGraph>;
    /**
     * Opens the quest a shared quest graph holds as the thought map, to follow checkpoint by checkpoint; it belongs
     * to no quest of this learner's, so saving it makes a quest of their own.
     */
    openShared(saved: StoredGraph): OpenOutcome;
    remove(quest: Quest): Promise<void>;
    /**
     * Saves a quest (POST /quests, or PUT /quests/{id} to override the one given): it becomes the thought map's
     * quest, the library reads its list again, and CREATED_ON_GOING_QUEST is recorded.
     */
    save(body: QuestBody, override: string | null): Promise<Quest>;
  };
  dispose(): void;
}

export function createQuestLibrary(deps: QuestLibraryDeps): QuestLibrary {
  const { api, user, thoughtMap, replay, recordEvent, graph, schedule = defaultSchedule } = deps;
  let cancelSelection: (() => void) | undefined;
  const list = createLearnerData<readonly Quest[]>({
    name: 'quests.list',
    user,
    read: (_learner, signal) => api.call('quests.list', { signal }),
  });

  function open(quest: Quest, { follow = false, own = true } = {}): OpenOutcome {
    const opened = openQuest(quest);
    if (!opened.ok) return opened;
    replay.actions.stop();
    thoughtMap.actions.restore(opened.map, opened.records, { questId: own ? quest.id : null });
    const replaying = follow && replay.actions.start(opened.records);
    selectFirstNodeSoon(opened.map.nodes[0]?.id);
    return { ok: true, replaying };
  }

  function selectFirstNodeSoon(id: string | undefined): void {
    cancelSelection?.();
    cancelSelection = schedule(FIRST_NODE_SELECTION_MS, () => {
      cancelSelection = undefined;
      if (graph.signals.nodes.value.some((node) => node.data.id === id)) graph.actions.run({ type: 'select', id });
    });
  }

  return {
    list,
    actions: {
      open,
      async openById(id, options) {
        return open(await api.call('quests.get', { params: { id } }), options);
      },
      async share(quest) {
        const { username } = user.peek();
        const title = questTitle(quest);
        const mine = await api.call('graphs.list', {
          query: { pageNo: 0, graph_dimension: 'quest_library', username, ...(title ? { searchWord: title } : {}) },
        });
        const shared = mine.items.find((item) => item.metadata['questId'] === quest.id);
        if (shared) return shared;
        const created = await api.call('graphs.create', {
          body: {
            actor: username,
            graph_dimension: 'quest_library',
            access: 'private',
            tags: [],
            ...questGraph(quest),
          },
        });
        recordEvent('SET_SAVED_GRAPH', { id: created.id, graph_name: created.g6_data.graph_name, questId: quest.id });
        return created;
      },
      openShared: (saved) => open(questOfGraph(saved), { own: false }),
      async save(body, override) {
        const quest = override
          ? await api.call('quests.update', { params: { id: override }, body })
          : await api.call('quests.create', { body });
        thoughtMap.actions.setQuest(quest.id);
        list.reload();
        recordEvent('CREATED_ON_GOING_QUEST', { id: quest.id, title: body.general_information.title });
        return quest;
      },
      async remove(quest) {
        await api.call('quests.delete', { params: { id: quest.id } });
        recordEvent('DELETED_QUEST', { id: quest.id });
        list.update((quests) => quests.filter((each) => each.id !== quest.id));
        if (thoughtMap.signals.questId.value === quest.id) thoughtMap.actions.setQuest(null);
      },
    },
    dispose() {
      cancelSelection?.();
      list.dispose();
    },
  };
}
