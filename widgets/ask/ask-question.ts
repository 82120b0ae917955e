// The Ask widget's computational question (GET /custom/askwolfram → `ans`): one question at a time per widget, a
// newer one cancelling the older, and a WOLFRAM_ALPHA event for each question a signed-in learner asks.
import type { ApiClient } from '../../src/api/client.ts';
import { createTextAnswer, type LatestAnswer, type LatestAnswerState } from '../../src/api/latest-answer.ts';
import type { ComputationAnswer } from '../../src/contract/providers.ts';
import type { RecordEvent } from '../../src/events/record-event.ts';

/** The question asked (trimmed) and its answer. */
export type AskState = LatestAnswerState<string, ComputationAnswer>;
/** `ask` asks a question; a blank one asks nothing. */
export type Ask = LatestAnswer<string, ComputationAnswer>;

export interface AskDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly recordEvent: RecordEvent;
}

export function createAsk({ api, recordEvent }: AskDeps): Ask {
  return createTextAnswer((question, signal) => {
    void recordEvent('WOLFRAM_ALPHA', question);
    return api.call('custom.askWolfram', { query: { question }, signal });
  }, 'ask');
}
