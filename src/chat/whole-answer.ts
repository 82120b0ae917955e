// Eddie's whole answers (spec 2 §7.3): one question answered at once, outside the conversation, by one of three
// calls — "Ask Eddie" (POST /eddie/query → chatResponse, Ask), a prompt tried as written (POST /eddie/prompt, the prompt
// forms of Kaaro and Kaaro Alpha) and a term explained (POST /eddie/prompt/info, a thought's Information). A newer
// question cancels the older. Framework-free; src/elements/WholeAnswer.tsx shows its state.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { latestRequest } from '../api/latest-request.ts';

export type WholeAnswerState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly prompt: string }
  | { readonly status: 'ready'; readonly prompt: string; readonly answer: string }
  | { readonly status: 'error'; readonly prompt: string; readonly error: Error };

export interface WholeAnswer {
  readonly state: ReadonlySignal<WholeAnswerState>;
  /** Asks a question (a blank one asks nothing); resolves when its answer or failure is shown. */
  ask(prompt: string): Promise<void>;
  /** Cancels the question on its way. */
  cancel(): void;
}

type Api = Pick<ApiClient, 'call'>;
type Answerer = (prompt: string, signal: AbortSignal) => Promise<string>;

function createWholeAnswer(answer: Answerer, name: string): WholeAnswer {
  const state = signal<WholeAnswerState>({ status: 'idle' }, { name });
  const requests = latestRequest();
  return {
    state,
    async ask(text) {
      const prompt = text.trim();
      if (prompt === '') return;
      const request = requests.start();
      state.value = { status: 'loading', prompt };
      try {
        const answered = await answer(prompt, request.signal);
        if (request.isLatest()) state.value = { status: 'ready', prompt, answer: answered };
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

/** "Ask Eddie" once: POST /eddie/query, its chatResponse. */
export function createEddieQuery({ api }: { api: Api }): WholeAnswer {
  return createWholeAnswer(
    async (prompt, signal) => (await api.call('eddie.query', { body: { prompt }, signal })).chatResponse,
    'chat.query',
  );
}

/** A prompt tried as it is written, before it is saved: POST /eddie/prompt. */
export function createPromptTrial({ api }: { api: Api }): WholeAnswer {
  return createWholeAnswer(
    async (prompt, signal) => (await api.call('eddie.prompt', { body: { prompt }, signal })).answer,
    'chat.promptTrial',
  );
}

/** A term explained: POST /eddie/prompt/info with the term. */
export function createTermExplanation({ api }: { api: Api }): WholeAnswer {
  return createWholeAnswer(
    async (prompt, signal) => (await api.call('eddie.promptInfo', { body: { prompt }, signal })).answer,
    'chat.termExplanation',
  );
}
