// The word-meaning popup (spec 1 §2 "Other UI", §5: alt + mouse release on a word): the word, where it is on
// screen, and its dictionary entry (GET /custom/dictionary-api) as it loads.
import { signal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { latestRequest } from '../api/latest-request.ts';
import { kitApi } from '../kit/api.ts';
import type { DictionaryAnswer } from '../contract/knowledge.ts';

/** Where the word is on screen, in viewport pixels. */
export interface WordAnchor {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export type WordMeaning = { readonly word: string; readonly anchor: WordAnchor } & (
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly entry: DictionaryAnswer }
  | { readonly status: 'error'; readonly error: Error }
);

/** The popup's content, or null while it is closed. */
export const wordMeaning = signal<WordMeaning | null>(null, { name: 'wordMeaning' });

const requests = latestRequest();

/** Looks a word up and shows the popup next to it; a newer lookup replaces (and cancels) an older one. */
export async function lookUpMeaning(
  word: string,
  anchor: WordAnchor,
  api: Pick<ApiClient, 'call'> = kitApi,
): Promise<void> {
  const request = requests.start();
  const { left, top, right, bottom } = anchor;
  const at = { word, anchor: { left, top, right, bottom } };
  wordMeaning.value = { ...at, status: 'loading' };
  try {
    const entry = await api.call('custom.dictionary', { query: { word }, signal: request.signal });
    if (request.isLatest()) wordMeaning.value = { ...at, status: 'ready', entry };
  } catch (error) {
    if (!request.isLatest()) return;
    wordMeaning.value = { ...at, status: 'error', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

export function closeMeaning(): void {
  requests.cancel();
  wordMeaning.value = null;
}
