// The kit's lookups: what "many fetches fire together" on each search means (spec 2 §7.9, last paragraph), one
// entry per result a widget can show. Each turns the thought into one call of the contract; the answer's shape
// is the contract's.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ExploreDescriptionMode } from '../contract/description-modes.ts';
import type { LocaleCode } from '../contract/locales.ts';
import type { RecordEvent } from '../events/record-event.ts';
import type { Lookup, LookupRequest } from './fan-out.ts';

/** Related terms the Glossary asks for. */
export const LINKS_LIMIT = 20;
/** Spec 2 §9.1: the social feed asks for 10. */
export const SOCIAL_FEED_COUNT = 10;

/** A lookup is its fetch alone, typed by the call it makes. */
function lookup<D>(fetch: (request: LookupRequest) => Promise<D>, extra: Omit<Lookup<D>, 'fetch'> = {}): Lookup<D> {
  return { fetch, ...extra };
}

/** The query of the word lookups: the word with its thought type and language. */
const wordQuery = ({ thought }: LookupRequest) => ({ word: thought.word, type: thought.type, lang: thought.lang });

export interface LookupDeps {
  /** The mode the learner reads descriptions in (Information); a change asks again. */
  readonly descriptionMode: ReadonlySignal<ExploreDescriptionMode>;
  /** The learner's language: answers that name relations and kinds (the graph, Information, Glossary) ask again. */
  readonly locale: ReadonlySignal<LocaleCode>;
  readonly recordEvent: RecordEvent;
}

export const createLookups = ({ descriptionMode, locale, recordEvent }: LookupDeps) =>
  ({
    /** Wiki Data Card: its facts, and the encyclopedia's summary and picture when the server has one. */
    wikidata: lookup(async (request) => {
      const { api, thought, signal } = request;
      void recordEvent('WIKI_LOOKUP', thought.word);
      return api.call('custom.wikidata', { body: { word: thought.word, images: true, videos: false }, signal });
    }),
    /** Snippet: a short paragraph about the word. */
    snippet: lookup((request) =>
      request.api.call('custom.snippet', { query: wordQuery(request), signal: request.signal }),
    ),
    /** Graph Explore: the force graph of the word. */
    graph: lookup(
      (request) => request.api.call('custom.snippetGraph', { query: wordQuery(request), signal: request.signal }),
      { dependsOn: [locale] },
    ),
    /** Dendro: the word's place in the tree of kinds. */
    dendrogram: lookup((request) =>
      request.api.call('custom.entityCluster', { query: wordQuery(request), signal: request.signal }),
    ),
    /** Information: definitions by part of speech, examples, synonyms. */
    explore: lookup(
      ({ api, thought, signal }) => api.call('explore.explore', { body: { query: thought.word }, signal }),
      {
        dependsOn: [locale],
      },
    ),
    /** Glossary: related terms, closest first. */
    links: lookup(
      ({ api, thought, signal }) =>
        api.call('explore.links', { body: { query: thought.word, limit: LINKS_LIMIT }, signal }),
      { dependsOn: [locale] },
    ),
    /** Information: the description in the mode the learner chose; choosing another mode asks again. */
    description: lookup(
      ({ api, thought, signal }) =>
        api.call('explore.description', { body: { query: thought.word, mode: descriptionMode.value }, signal }),
      { dependsOn: [descriptionMode] },
    ),
    /** The entities the search term names. */
    entities: lookup(({ api, thought, signal }) =>
      api.call('explore.eric', { body: { searchTerm: thought.word }, signal }),
    ),
    /** Data Card: the dictionary entry. */
    dictionary: lookup(({ api, thought, signal }) =>
      api.call('custom.dictionary', { query: { word: thought.word }, signal }),
    ),
    /** Videos. */
    videos: lookup(({ api, thought, signal }) =>
      api.call('custom.youtubeSearch', { body: { type: 'search', searchObj: { query: thought.word } }, signal }),
    ),
    /** Jobs for the word. */
    jobs: lookup(({ api, thought, signal }) => api.call('custom.jobs', { params: { keyword: thought.word }, signal })),
    /** 3D Models. */
    models3d: lookup(({ api, thought, signal }) =>
      api.call('custom.models3d', { query: { query: thought.word }, signal }),
    ),
    /** Social Feed. */
    social: lookup(({ api, thought, signal }) =>
      api.call('custom.twitterSentiment', { query: { topic: thought.word, count: SOCIAL_FEED_COUNT }, signal }),
    ),
    /** Book Library: the open-library search for the thought. */
    openLibrary: lookup(({ api, thought, signal }) =>
      api.call('custom.books', { query: { query: thought.word, source: 'openlibrary' }, signal }),
    ),
    /** Books Archive and the public-domain books library: scanned texts of archive.org (both read this one lookup). */
    archiveBooks: lookup(({ api, thought, signal }) =>
      api.call('custom.books', { query: { query: thought.word, source: 'archive' }, signal }),
    ),
    /** Research Papers: the works of the public paper index for the thought. */
    papers: lookup(({ api, thought, signal }) => api.call('custom.papers', { query: { query: thought.word }, signal })),
    /** Dimension: the 5W1H attributes of the thought (pList empty: all seven). */
    dimension: lookup(({ api, thought, signal }) =>
      api.call('dimension', {
        body: { nodeList: [{ word: thought.word, label: thought.label ?? thought.word }], lang: thought.lang },
        signal,
      }),
    ),
    /** Global Search: "did you mean" for the thought. */
    spelling: lookup(({ api, thought, signal }) => api.call('custom.spell', { query: { word: thought.word }, signal })),
  }) satisfies Record<string, Lookup<unknown>>;

export type KitLookups = ReturnType<typeof createLookups>;
export type LookupName = keyof KitLookups;
