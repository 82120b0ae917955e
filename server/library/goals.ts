// Goals and the notes attached to them (spec 2 §7.6). A learner's own, never anyone else's.
import type { ApiArea } from '../api.ts';
import { goalsStore } from '../stores/goals.ts';
import type { LibraryDeps } from './index.ts';

export function goalsArea({ db }: LibraryDeps): ApiArea {
  const goals = goalsStore(db);
  return (api) => {
    api.implement('goals.create', async ({ body, account }) => goals.create(account, body.goal));

    api.implement('goals.list', async ({ account }) => goals.list(account));

    api.implement('goals.many', async ({ body, account }) => goals.many(account, body.goal_ids));

    api.implement('goals.get', async ({ params, account }) => goals.get(account, params.id));

    api.implement('goals.update', async ({ params, body, account }) => goals.update(account, params.id, body));

    api.implement('goals.delete', async ({ params, account }) => goals.delete(account, params.id));

    api.implement('attachments.delete', async ({ params, account }) => goals.deleteAttachment(account, params.id));
  };
}
