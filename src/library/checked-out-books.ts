// The learner's books (GET /book): those they checked out in the book widgets, newest first, each once. Nothing for a
// guest. Framework-free; the page's one instance is src/kit/checked-out-books.ts.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { CheckedOutBook } from '../contract/endpoints/book.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';

export interface CheckedOutBooksDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
}

export function createCheckedOutBooks({ api, user }: CheckedOutBooksDeps): LearnerData<readonly CheckedOutBook[]> {
  return createLearnerData({
    name: 'checkedOutBooks',
    user,
    read: async (_learner, signal) => (await api.call('book.list', { signal })).books,
  });
}
