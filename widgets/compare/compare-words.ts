// The Compare widget's comparison (GET /custom/compare): one at a time per widget, a newer one cancelling the older,
// and a COMPARE event for each comparison a signed-in learner makes.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../../src/api/client.ts';
import { latestRequest } from '../../src/api/latest-request.ts';
import type { Comparison } from '../../src/contract/compare.ts';
import type { RecordEvent } from '../../src/events/record-event.ts';

export interface ComparedPair {
  readonly first: string;
  readonly second: string;
}

export type CompareState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly pair: ComparedPair }
  | { readonly status: 'ready'; readonly pair: ComparedPair; readonly comparison: Comparison }
  | { readonly status: 'error'; readonly pair: ComparedPair; readonly error: Error };

export interface CompareWords {
  readonly state: ReadonlySignal<CompareState>;
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
  const state = signal<CompareState>({ status: 'idle' }, { name: 'compare' });
  const requests = latestRequest();

  return {
    state,
    async compare(firstText, secondText) {
      const pair = { first: firstText.trim(), second: secondText.trim() };
      if (pair.first === '' || pair.second === '') return;
      const request = requests.start();
      state.value = { status: 'loading', pair };
      void recordEvent('COMPARE', pair);
      try {
        const comparison = await api.call('custom.compare', { query: pair, signal: request.signal });
        if (request.isLatest()) state.value = { status: 'ready', pair, comparison };
      } catch (error) {
        if (!request.isLatest()) return;
        state.value = { status: 'error', pair, error: error instanceof Error ? error : new Error(String(error)) };
      }
    },
    cancel: () => requests.cancel(),
  };
}
