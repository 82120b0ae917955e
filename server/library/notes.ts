// Notes (spec 2 §7.5): a learner's own notes, never anyone else's.
import type { ApiArea } from '../api.ts';
import { page } from '../http/pages.ts';
import { notesStore } from '../stores/notes.ts';
import type { LibraryDeps } from './index.ts';

export function notesArea({ db }: LibraryDeps): ApiArea {
  const notes = notesStore(db);
  return (api) => {
    api.implement('notes.list', async ({ query, account }) => {
      // Notes are private: asking for another learner's notes finds none.
      if (query.username && query.username.toLowerCase() !== account.username.toLowerCase()) {
        return page([], query.pageNo, 0);
      }
      return notes.list(account, query);
    });

    api.implement('notes.get', async ({ params, account }) => notes.get(account, params.id));

    // The body is shaped like an event (verb, actor, dataSource); the owner is whoever the token names.
    // The learner's other open pages add the new note (THOUGHT_ADDED, sent by the store with the note).
    api.implement('notes.create', ({ body, account }) => notes.create(account, body.value));

    api.implement('notes.update', async ({ params, body, account }) => notes.update(account, params.id, body));

    api.implement('notes.delete', async ({ params, account }) => notes.delete(account, params.id));
  };
}
