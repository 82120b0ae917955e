// The Ask widget's computational question (GET /custom/askwolfram → `ans`): one question at a time per widget, a
// newer one cancelling the older, and a WOLFRAM_ALPHA event for each question a signed-in learner asks.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../../src/api/client.ts';
import { latestRequest } from '../../src/api/latest-request.ts';
import type { ComputationAnswer } from '../../src/contract/providers.ts';
import type { RecordEvent } from '../../src/events/record-event.ts';

export type AskState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly question: string }
  | { readonly status: 'ready'; readonly question: string; readonly answer: ComputationAnswer }
  | { readonly status: 'error'; readonly question: string; readonly error: Error };

export interface Ask {
  readonly state: ReadonlySignal<AskState>;
  /** Asks a question; a blank one asks nothing. Resolves when its answer (or failure) is shown. */
  ask(question: string): Promise<void>;
  /** Cancels the question on its way (the widget is going away). */
  cancel(): void;
}

export interface AskDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly recordEvent: RecordEvent;
}

export function createAsk({ api, recordEvent }: AskDeps): Ask {
  const state = signal<AskState>({ status: 'idle' }, { name: 'ask' });
  const requests = latestRequest();

  return {
    state,
    async ask(text) {
      const question = text.trim();
      if (question === '') return;
      const request = requests.start();
      state.value = { status: 'loading', question };
      void recordEvent('WOLFRAM_ALPHA', question);
      try {
        const answer = await api.call('custom.askWolfram', { query: { question }, signal: request.signal });
        if (request.isLatest()) state.value = { status: 'ready', question, answer };
      } catch (error) {
        if (!request.isLatest()) return;
        state.value = { status: 'error', question, error: error instanceof Error ? error : new Error(String(error)) };
      }
    },
    cancel: () => requests.cancel(),
  };
}
