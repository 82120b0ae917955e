// The quest library (spec 1 §1, §3 "Quest", spec 2 §7.6): the learner's quests, each a saved thought map with its
// recorded steps. Opening one puts its map in place of the thought map; following it also replays its steps on the
// explore graph, one per second. A quest that cannot be opened (no thoughts, an edge to an unknown thought) or is
// gone says so and changes nothing. Framework-free; the page's one instance is src/kit/quest-library.ts.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { EventVerb } from '../contract/events.ts';
import type { Quest } from '../contract/quests.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';
import { openQuest, type QuestProblem } from './quest-data.ts';
import type { Replay } from './replay.ts';
import type { ThoughtMap } from './thought-map.ts';

export interface QuestLibraryDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
  readonly thoughtMap: ThoughtMap;
  readonly replay: Replay;
  readonly recordEvent: (verb: EventVerb, value: unknown) => void;
}

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
    remove(quest: Quest): Promise<void>;
  };
  dispose(): void;
}

export function createQuestLibrary(deps: QuestLibraryDeps): QuestLibrary {
  const { api, user, thoughtMap, replay, recordEvent } = deps;
  const list = createLearnerData<readonly Quest[]>({
    name: 'quests.list',
    user,
    read: (_learner, signal) => api.call('quests.list', { signal }),
  });

  function open(quest: Quest, { follow = false } = {}): OpenOutcome {
    const opened = openQuest(quest);
    if (!opened.ok) return opened;
    replay.actions.stop();
    thoughtMap.actions.restore(opened.map, opened.records, quest.id);
    return { ok: true, replaying: follow && replay.actions.start(opened.records) };
  }

  return {
    list,
    actions: {
      open,
      async openById(id, options) {
        return open(await api.call('quests.get', { params: { id } }), options);
      },
      async remove(quest) {
        await api.call('quests.delete', { params: { id: quest.id } });
        recordEvent('DELETED_QUEST', { id: quest.id });
        list.update((quests) => quests.filter((each) => each.id !== quest.id));
        if (thoughtMap.signals.questId.value === quest.id) thoughtMap.actions.setQuest(null);
      },
    },
    dispose: () => list.dispose(),
  };
}
