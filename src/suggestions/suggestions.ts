// Suggestions for a search box as the learner types (spec 1 §2 navbar "a search box with suggestions"): one request
// per pause in typing, and only the newest one counts. Framework-free, so it is tested without a browser.
import { signal, type ReadonlySignal } from '@preact/signals-core';

/** Spec 2 §9.1: navbar suggestions wait 200 ms after the last key. */
export const SUGGESTION_DEBOUNCE_MS = 200;
/** More would not fit under a search box without scrolling. */
export const SUGGESTION_LIMIT = 8;

/** Words for what was typed; it must stop when the signal aborts. */
export type SuggestionSource = (text: string, signal: AbortSignal) => Promise<readonly string[]>;

export type SuggestionsState =
  | { readonly status: 'idle' }
  // The previous words stay shown while the next ones load, so the list does not flicker on every key.
  | { readonly status: 'loading'; readonly text: string; readonly items: readonly string[] }
  | { readonly status: 'ready'; readonly text: string; readonly items: readonly string[] }
  | { readonly status: 'error'; readonly text: string; readonly error: unknown };

export interface Suggestions {
  readonly state: ReadonlySignal<SuggestionsState>;
  /** What the box holds now: asks for its suggestions once typing pauses, cancelling any older request. */
  update(text: string): void;
  /** Forgets the suggestions and cancels what is pending (the box was submitted, closed or emptied). */
  clear(): void;
}

export interface SuggestionsOptions {
  readonly delayMs?: number;
  readonly limit?: number;
}

const idle: SuggestionsState = { status: 'idle' };

export function createSuggestions(source: SuggestionSource, options: SuggestionsOptions = {}): Suggestions {
  const { delayMs = SUGGESTION_DEBOUNCE_MS, limit = SUGGESTION_LIMIT } = options;
  const state = signal<SuggestionsState>(idle, { name: 'suggestions' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;

  function cancel(): void {
    clearTimeout(timer);
    timer = undefined;
    pending?.abort();
    pending = undefined;
  }

  async function load(text: string): Promise<void> {
    const request = new AbortController();
    pending = request;
    const current = state.value;
    state.value = { status: 'loading', text, items: 'items' in current ? current.items : [] };
    try {
      const items = await source(text, request.signal);
      // A newer request (or a clear) has taken over: this answer is stale.
      if (pending !== request) return;
      state.value = { status: 'ready', text, items: [...new Set(items)].slice(0, limit) };
    } catch (error) {
      if (pending !== request) return;
      state.value = { status: 'error', text, error };
    } finally {
      if (pending === request) pending = undefined;
    }
  }

  return {
    state,
    update(text) {
      cancel();
      const typed = text.trim();
      if (typed === '') {
        state.value = idle;
        return;
      }
      timer = setTimeout(() => void load(typed), delayMs);
    },
    clear() {
      cancel();
      state.value = idle;
    },
  };
}
