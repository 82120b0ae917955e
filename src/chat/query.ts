// "Ask Eddie" once (spec 2 §7.3 POST /eddie/query → chatResponse): one question answered whole, outside the
// conversation; a newer question cancels the older. Framework-free; the Ask widget offers it beside its calculator.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { latestRequest } from '../api/latest-request.ts';

export type EddieQueryState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly prompt: string }
  | { readonly status: 'ready'; readonly prompt: string; readonly answer: string }
  | { readonly status: 'error'; readonly prompt: string; readonly error: Error };

export interface EddieQuery {
  readonly state: ReadonlySignal<EddieQueryState>;
  /** Asks a question (a blank one asks nothing); resolves when its answer or failure is shown. */
  ask(prompt: string): Promise<void>;
  /** Cancels the question on its way. */
  cancel(): void;
}

export function createEddieQuery({ api }: { api: Pick<ApiClient, 'call'> }): EddieQuery {
  const state = signal<EddieQueryState>({ status: 'idle' }, { name: 'chat.query' });
  const requests = latestRequest();
  return {
    state,
    async ask(text) {
      const prompt = text.trim();
      if (prompt === '') return;
      const request = requests.start();
      state.value = { status: 'loading', prompt };
      try {
        const { chatResponse } = await api.call('eddie.query', { body: { prompt }, signal: request.signal });
        if (request.isLatest()) state.value = { status: 'ready', prompt, answer: chatResponse };
      } catch (failure) {
        if (!request.isLatest()) return;
        state.value = {
          status: 'error',
          prompt,
          error: failure instanceof Error ? failure : new Error(String(failure)),
        };
      }
    },
    cancel: () => requests.cancel(),
  };
}
