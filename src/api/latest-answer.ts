// One question at a time, answered by one call: its state as a signal (idle, loading, ready or error, each with what
// was asked), a newer question cancelling the older (latest-request.ts). The shape of Ask's computation, Compare's
// comparison, Eddie's whole answers and the library query; each says what it asks and how.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { latestRequest } from './latest-request.ts';

export type LatestAnswerState<Asked, Answer> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly asked: Asked }
  | { readonly status: 'ready'; readonly asked: Asked; readonly answer: Answer }
  | { readonly status: 'error'; readonly asked: Asked; readonly error: Error };

export interface LatestAnswer<Asked, Answer> {
  readonly state: ReadonlySignal<LatestAnswerState<Asked, Answer>>;
  /** Asks; resolves when its answer or failure is shown (or a newer question took its place). */
  ask(asked: Asked): Promise<void>;
  /** Cancels the question on its way (the widget is going away). */
  cancel(): void;
}

export function createLatestAnswer<Asked, Answer>(
  answer: (asked: Asked, signal: AbortSignal) => Promise<Answer>,
  name: string,
): LatestAnswer<Asked, Answer> {
  const state = signal<LatestAnswerState<Asked, Answer>>({ status: 'idle' }, { name });
  const requests = latestRequest();
  return {
    state,
    async ask(asked) {
      const request = requests.start();
      state.value = { status: 'loading', asked };
      try {
        const answered = await answer(asked, request.signal);
        if (request.isLatest()) state.value = { status: 'ready', asked, answer: answered };
      } catch (failure) {
        if (!request.isLatest()) return;
        state.value = {
          status: 'error',
          asked,
          error: failure instanceof Error ? failure : new Error(String(failure)),
        };
      }
    },
    cancel: () => requests.cancel(),
  };
}

/** A question in words: asked trimmed, and a blank one asks nothing. */
export function createTextAnswer<Answer>(
  answer: (text: string, signal: AbortSignal) => Promise<Answer>,
  name: string,
): LatestAnswer<string, Answer> {
  const latest = createLatestAnswer(answer, name);
  return {
    ...latest,
    async ask(text) {
      const trimmed = text.trim();
      if (trimmed !== '') await latest.ask(trimmed);
    },
  };
}
