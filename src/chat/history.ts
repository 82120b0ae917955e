// Eddie's history (spec 2 §7.3 POST /eddie/history): the learner's earlier questions and answers, newest first, read a
// page at a time when asked for and appended as more pages are read. Framework-free; the Eddie widget shows it.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { EddieExchange } from '../contract/eddie.ts';

export type ChatHistoryState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly items: readonly EddieExchange[] }
  | { readonly status: 'error'; readonly items: readonly EddieExchange[]; readonly error: Error }
  | { readonly status: 'ready'; readonly items: readonly EddieExchange[]; readonly total: number };

export interface ChatHistory {
  readonly state: ReadonlySignal<ChatHistoryState>;
  /** Reads the first page again (the newest exchanges). */
  open(): Promise<void>;
  /** Reads the page after those shown, or the one that failed again. */
  more(): Promise<void>;
}

export function createChatHistory({ api }: { api: Pick<ApiClient, 'call'> }): ChatHistory {
  const state = signal<ChatHistoryState>({ status: 'idle' }, { name: 'chat.history' });
  /** The page the next `more` reads, and the items shown before it. */
  let next = { pageNo: 0, kept: [] as readonly EddieExchange[] };
  let reads = 0;

  async function read(): Promise<void> {
    const read = ++reads;
    const { pageNo, kept } = next;
    state.value = { status: 'loading', items: kept };
    try {
      const page = await api.call('eddie.history', { body: { pageNo } });
      if (read !== reads) return;
      const items = [...kept, ...page.items];
      next = { pageNo: pageNo + 1, kept: items };
      state.value = { status: 'ready', items, total: page.total };
    } catch (failure) {
      if (read !== reads) return;
      const error = failure instanceof Error ? failure : new Error(String(failure));
      state.value = { status: 'error', items: kept, error };
    }
  }

  return {
    state,
    open() {
      next = { pageNo: 0, kept: [] };
      return read();
    },
    more: read,
  };
}
