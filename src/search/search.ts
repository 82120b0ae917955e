// The search core (spec 1 §3 "Thought", spec 2 §7.9): the page's current thought, the one `searchWord` every search
// box calls, and the fan-out of lookups that follows the thought. Framework-free; the page's one instance is
// src/kit/search.ts and widgets read its results through src/react/use-lookup.ts.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { LocaleCode } from '../contract/locales.ts';
import type { ExploreDescriptionMode } from '../contract/description-modes.ts';
import type { Thought } from '../contract/thought.ts';
import type { RecordEvent } from '../events/record-event.ts';
import { createFanOut, type FanOutResults, type LookupApi } from './fan-out.ts';
import { createLookups, type KitLookups, type LookupName } from './lookups.ts';

export interface SearchDeps {
  readonly api: LookupApi;
  /** Every search is in the learner's language at the moment they search. */
  readonly locale: ReadonlySignal<LocaleCode>;
  readonly descriptionMode: ReadonlySignal<ExploreDescriptionMode>;
  readonly recordEvent: RecordEvent;
}

/** What a search box may say about the word besides the word: its thought type and label, a saved graph's id. */
export type SearchOptions = Partial<Pick<Thought, 'type' | 'label' | 'graphId'>>;

export interface Search {
  readonly signals: {
    /** The current focus of the whole page; null until the learner searches. */
    readonly thought: ReadonlySignal<Thought | null>;
    readonly results: FanOutResults<KitLookups>;
    /** True while some widget needs some lookup. */
    readonly active: ReadonlySignal<boolean>;
  };
  readonly actions: {
    /**
     * Makes a word the thought (a search box, a node click, a game frame: typed callers only, messages from other
     * frames are parsed by src/protocol first). A blank word, or the thought already shown, changes nothing, so
     * nothing fans out twice. False only for a blank word.
     */
    searchWord(word: string, options?: SearchOptions): boolean;
    /** A widget needs a lookup's result; returns the release (see FanOut.need). */
    need(name: LookupName): () => void;
    /** Looks again for a result that failed (the retry of a widget's error state). */
    retry(name: LookupName): void;
    /** Forgets the thought: no result is shown until the next search. */
    clear(): void;
  };
  dispose(): void;
}

export function createSearch({ api, locale, descriptionMode, recordEvent }: SearchDeps): Search {
  const thought = signal<Thought | null>(null, { name: 'thought' });
  const fanOut = createFanOut({ api, thought, lookups: createLookups({ descriptionMode, locale, recordEvent }) });

  function searchWord(word: string, options: SearchOptions = {}): boolean {
    const trimmed = word.trim();
    if (trimmed === '') return false;
    const next: Thought = { type: 'string', label: trimmed, ...options, word: trimmed, lang: locale.value };
    const current = thought.value;
    const same =
      current?.word === next.word &&
      current.type === next.type &&
      current.lang === next.lang &&
      current.graphId === next.graphId;
    if (!same) thought.value = next;
    return true;
  }

  return {
    signals: { thought, results: fanOut.results, active: fanOut.active },
    actions: {
      searchWord,
      need: (name) => fanOut.need(name),
      retry: (name) => fanOut.retry(name),
      clear() {
        thought.value = null;
      },
    },
    dispose: () => fanOut.dispose(),
  };
}
