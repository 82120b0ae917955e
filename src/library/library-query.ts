// The query over the learner's own library (spec 2 §7.9 POST /query): which of their notes, readable graphs and
// goals hold a text. A blank text asks nothing; a newer text cancels the older. Framework-free; Global Search asks it
// for each search a signed-in learner makes (widgets/global-search/InYourLibrary.tsx).
import type { ApiClient } from '../api/client.ts';
import { createTextAnswer, type LatestAnswer, type LatestAnswerState } from '../api/latest-answer.ts';
import type { QueryResult } from '../contract/endpoints/query.ts';

export type LibraryQueryState = LatestAnswerState<string, QueryResult>;
export type LibraryQuery = LatestAnswer<string, QueryResult>;

export function createLibraryQuery({ api }: { api: Pick<ApiClient, 'call'> }): LibraryQuery {
  return createTextAnswer((query, signal) => api.call('query.run', { body: { query }, signal }), 'libraryQuery');
}
