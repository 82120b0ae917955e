// Quests (spec 2 §7.7): saved thought maps, a learner's own.
import type { ApiArea } from '../api.ts';
import { questsStore } from '../stores/quests.ts';
import type { LibraryDeps } from './index.ts';

export function questsArea({ db }: LibraryDeps): ApiArea {
  const quests = questsStore(db);
  return (api) => {
    api.implement('quests.list', async ({ account }) => quests.list(account));

    api.implement('quests.create', async ({ body, account }) => quests.create(account, body));

    api.implement('quests.get', async ({ params, account }) => quests.get(account, params.id));

    api.implement('quests.update', async ({ params, body, account }) => quests.update(account, params.id, body));

    api.implement('quests.delete', async ({ params, account }) => quests.delete(account, params.id));
  };
}
