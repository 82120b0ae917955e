// One question at a time, answered whole: what the smart graph asks beside its thread (its memory's passages, the
// graph rail). A newer question cancels the older; a blank one asks nothing. Framework-free.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { latestRequest } from '../api/latest-request.ts';
import { asError } from '../session/learner-data.ts';

export type AskedState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly asked: string }
  | { readonly status: 'ready'; readonly asked: string; readonly answer: T }
  | { readonly status: 'error'; readonly asked: string; readonly error: Error };

export interface Asked<T> {
  readonly state: ReadonlySignal<AskedState<T>>;
  /** Asks (trimmed); resolves once its answer or failure is shown. */
  ask(text: string): Promise<void>;
  /** Cancels what is on its way and shows nothing. */
  clear(): void;
}

export function createAsked<T>(name: string, read: (asked: string, signal: AbortSignal) => Promise<T>): Asked<T> {
  const state = signal<AskedState<T>>({ status: 'idle' }, { name });
  const requests = latestRequest();
  return {
    state,
    async ask(text) {
      const asked = text.trim();
      if (asked === '') return;
      const request = requests.start();
      state.value = { status: 'loading', asked };
      try {
        const answer = await read(asked, request.signal);
        if (request.isLatest()) state.value = { status: 'ready', asked, answer };
      } catch (error) {
        if (request.isLatest()) state.value = { status: 'error', asked, error: asError(error) };
      }
    },
    clear() {
      requests.cancel();
      state.value = { status: 'idle' };
    },
  };
}
