// The Ask widget's computational question (GET /custom/askwolfram → `ans`): one question at a time per widget, a
// newer one cancelling the older, and a WOLFRAM_ALPHA event for each question a signed-in learner asks.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../../src/api/client.ts';
import { kitApi } from '../../src/api/kit-api.ts';
import type { ComputationAnswer } from '../../src/contract/providers.ts';
import { recordEvent } from '../../src/events/record-event.ts';

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

export function createAsk(api: Pick<ApiClient, 'call'> = kitApi): Ask {
  const state = signal<AskState>({ status: 'idle' }, { name: 'ask' });
  let pending: AbortController | undefined;

  return {
    state,
    async ask(text) {
      const question = text.trim();
      if (question === '') return;
      pending?.abort();
      const request = new AbortController();
      pending = request;
      state.value = { status: 'loading', question };
      void recordEvent(api, 'WOLFRAM_ALPHA', question);
      try {
        const answer = await api.call('custom.askWolfram', { query: { question }, signal: request.signal });
        if (pending === request) state.value = { status: 'ready', question, answer };
      } catch (error) {
        if (pending !== request) return;
        state.value = { status: 'error', question, error: error instanceof Error ? error : new Error(String(error)) };
      } finally {
        if (pending === request) pending = undefined;
      }
    },
    cancel() {
      pending?.abort();
      pending = undefined;
    },
  };
}
