// The Compare widget's comparison (GET /custom/compare): one at a time per widget, a newer one cancelling the older,
// and a COMPARE event for each comparison a signed-in learner makes.
import type { ApiClient } from '../../src/api/client.ts';
import { createLatestAnswer, type LatestAnswer, type LatestAnswerState } from '../../src/api/latest-answer.ts';
import type { Comparison } from '../../src/contract/compare.ts';
import type { RecordEvent } from '../../src/events/record-event.ts';

export interface ComparedPair {
  readonly first: string;
  readonly second: string;
}

/** The pair compared (trimmed) and their comparison. */
export type CompareState = LatestAnswerState<ComparedPair, Comparison>;

export interface CompareWords {
  readonly state: LatestAnswer<ComparedPair, Comparison>['state'];
  /** Compares two words; with either blank, nothing happens. */
  compare(first: string, second: string): Promise<void>;
  /** Cancels the comparison on its way (the widget is going away). */
  cancel(): void;
}

export function createCompareWords({
  api,
  recordEvent,
}: {
  readonly api: Pick<ApiClient, 'call'>;
  readonly recordEvent: RecordEvent;
}): CompareWords {
  const latest = createLatestAnswer(
    (pair: ComparedPair, signal) => api.call('custom.compare', { query: { ...pair }, signal }),
    'compare',
  );
  return {
    state: latest.state,
    async compare(firstText, secondText) {
      const pair = { first: firstText.trim(), second: secondText.trim() };
      if (pair.first === '' || pair.second === '') return;
      void recordEvent('COMPARE', pair);
      await latest.ask(pair);
    },
    cancel: latest.cancel,
  };
}
