// The graph libraries (spec 1 §1, §3 "Saved graph", spec 2 §7.4): a page of the explore or quest library the learner
// may read (their own, "@me", or all, with those shared with them), and the library actions on the explore graph
// core: save the current graph, load one (it becomes the page's thought, of type graph; a graph that answers 404
// falls back to exploring its label, spec 2 §8; a graph of the quest library opens as the quest it holds), share it
// (private, or custom with learners found by the sharing search), clone, tag and delete, each recording its verb
// (spec 1 §3). Framework-free; the page's one instance is src/kit/graph-library.ts.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient, CallAnswer } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import type { EventVerb } from '../contract/events.ts';
import type { GraphQueryType } from '../contract/endpoints/graphs.ts';
import type { GraphDimension, StoredGraph } from '../contract/graph.ts';
import type { User } from '../contract/user.ts';
import type { Graph } from '../graph/graph.ts';
import type { SearchOptions } from '../search/search.ts';
import { toGraphData } from '../graph/snapshot.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';

export interface LibraryQuery {
  readonly dimension: GraphDimension;
  /** "@me": only the learner's own graphs; otherwise every graph they may read. */
  readonly mine: boolean;
  readonly searchWord: string;
  /** What the search word is looked for in: a graph's name, its ideas (node labels), its tags, or all three. */
  readonly searchIn: GraphQueryType;
  /** Pages start at 0. */
  readonly pageNo: number;
}

export interface GraphLibraryDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
  /** The graph saved from and loaded into: the page's explore graph. */
  readonly graph: Graph;
  readonly recordEvent: (verb: EventVerb, value: unknown) => void;
  /**
   * The search core's one searchWord: a saved graph drawn becomes the thought (type graph, its id), one that is gone
   * is explored by its label.
   */
  readonly searchWord: (word: string, options?: SearchOptions) => void;
  /** Opens the quest a graph of the quest library holds (a shared quest), to follow checkpoint by checkpoint. */
  readonly openQuest: (saved: StoredGraph) => void;
}

export interface SaveRequest {
  readonly name: string;
  readonly tags: readonly string[];
  readonly dimension: GraphDimension;
}

/** What loading did: drew the saved graph, or explored its label because the graph is gone. */
export type LoadOutcome = 'loaded' | 'explored';

/**
 * One page of a library: its graphs, newest first, and what a pager needs. A search's page holds every graph found
 * (graphs.query), with the ideas of each whose labels hold the word (`ideas`, by graph id).
 */
export type LibraryPage = CallAnswer<'graphs.list'> & { readonly ideas?: Readonly<Record<string, readonly string[]>> };

export interface GraphLibrary {
  readonly query: ReadonlySignal<LibraryQuery>;
  /** The saved graph last drawn into the explore graph (loaded or opened): its memory_id is its vector store. */
  readonly opened: ReadonlySignal<StoredGraph | null>;
  readonly page: LearnerData<LibraryPage>;
  readonly actions: {
    /** Changes what is listed; any change but the page's goes back to the first page. */
    setQuery(change: Partial<LibraryQuery>): void;
    save(request: SaveRequest): Promise<StoredGraph>;
    load(saved: StoredGraph): Promise<LoadOutcome>;
    /** Reads one saved graph by its id and loads it (the /graph/{id} page). */
    open(id: string, signal?: AbortSignal): Promise<StoredGraph>;
    share(saved: StoredGraph, sharedAccess: readonly string[]): Promise<StoredGraph>;
    tag(saved: StoredGraph, tags: readonly string[]): Promise<StoredGraph>;
    clone(saved: StoredGraph): Promise<StoredGraph>;
    remove(saved: StoredGraph): Promise<void>;
    /** Learners whose username starts with `text` (at least 3 characters), to share with. */
    findLearners(text: string, signal?: AbortSignal): Promise<readonly { username: string; firstName: string }[]>;
  };
}

/** A tag as kept: trimmed, inner spaces made single; duplicates (any case) dropped. */
export function cleanTags(tags: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const tag of tags) {
    const clean = tag.replace(/\s+/g, ' ').trim();
    if (clean !== '' && !kept.has(clean.toLowerCase())) kept.set(clean.toLowerCase(), clean);
  }
  return [...kept.values()];
}

const graphValue = (saved: StoredGraph) => ({ id: saved.id, graph_name: saved.g6_data.graph_name });

export function createGraphLibrary(deps: GraphLibraryDeps): GraphLibrary {
  const { api, user, graph, recordEvent, searchWord, openQuest } = deps;
  const opened = signal<StoredGraph | null>(null, { name: 'graphLibrary.opened' });
  const query = signal<LibraryQuery>(
    { dimension: 'explore_library', mine: false, searchWord: '', searchIn: 'all', pageNo: 0 },
    { name: 'graphLibrary.query' },
  );
  const page = createLearnerData<LibraryPage>({
    name: 'graphLibrary.page',
    user,
    read({ username }, signal) {
      const { dimension, mine, searchWord: word, searchIn, pageNo } = query.peek();
      const keyword = word.trim();
      if (keyword !== '') return found(keyword, searchIn, { dimension, owner: mine ? username : null }, signal);
      return api.call('graphs.list', {
        query: { pageNo, graph_dimension: dimension, ...(mine ? { username } : {}) },
        signal,
      });
    },
  });

  /** graphs.query's finds in this library (and the learner's own, for "@me"), as one page. */
  async function found(
    keyword: string,
    type: GraphQueryType,
    within: { dimension: GraphDimension; owner: string | null },
    signal: AbortSignal,
  ): Promise<LibraryPage> {
    const matches = (await api.call('graphs.query', { query: { type, keyword }, signal })).items.filter(
      ({ graph: saved }) =>
        saved.graph_dimension === within.dimension && (within.owner === null || saved.actor === within.owner),
    );
    return {
      items: matches.map(({ graph: saved }) => saved),
      total: matches.length,
      pageNo: 0,
      pageSize: Math.max(1, matches.length),
      ideas: Object.fromEntries(matches.map(({ graph: saved, nodes }) => [saved.id, nodes.map(({ label }) => label)])),
    };
  }

  /** Draws a saved graph and makes it the thought; a quest's graph is also opened as the quest it holds. */
  function draw(saved: StoredGraph): void {
    const anchor = saved.metadata.anchor;
    graph.actions.run({
      type: 'load',
      graph: saved.g6_data.gdata,
      centerId: typeof anchor === 'string' ? anchor : null,
    });
    // After the load: what follows it (the thought it shows) is what "still open" is measured against.
    opened.value = saved;
    searchWord(saved.g6_data.graph_name, { type: 'graph', graphId: saved.id });
    if (saved.graph_dimension === 'quest_library') openQuest(saved);
  }

  /** PUT takes the whole graph: what is not changed is sent as it is. */
  async function update(saved: StoredGraph, change: Partial<Pick<StoredGraph, 'access' | 'sharedAccess' | 'tags'>>) {
    const next = { ...saved, ...change };
    const changed = await api.call('graphs.update', {
      params: { id: saved.id },
      body: {
        g6_data: next.g6_data,
        metadata: next.metadata,
        tags: next.tags,
        access: next.access,
        ...(next.access === 'custom' ? { sharedAccess: next.sharedAccess } : {}),
      },
    });
    page.update((current) => ({
      ...current,
      items: current.items.map((item) => (item.id === changed.id ? changed : item)),
    }));
    recordEvent('UPDATED_GRAPH', { ...graphValue(changed), access: changed.access, tags: changed.tags });
    return changed;
  }

  return {
    query,
    opened,
    page,
    actions: {
      setQuery(change) {
        query.value = { ...query.peek(), pageNo: 0, ...change };
        page.reload();
      },
      async save({ name, tags, dimension }) {
        const model = graph.signals.model.peek();
        const saved = await api.call('graphs.create', {
          body: {
            actor: user.peek().username,
            graph_dimension: dimension,
            g6_data: { graph_name: name.trim(), gdata: toGraphData(model), graph_type: 'graph' },
            access: 'private',
            metadata: model.anchor === null ? {} : { anchor: model.anchor },
            tags: cleanTags(tags),
          },
        });
        recordEvent('SET_SAVED_GRAPH', graphValue(saved));
        page.reload();
        return saved;
      },
      async load(saved) {
        try {
          draw(await api.call('graphs.get', { params: { id: saved.id } }));
          return 'loaded';
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
          searchWord(saved.g6_data.graph_name);
          return 'explored';
        }
      },
      async open(id, signal) {
        const saved = await api.call('graphs.get', { params: { id }, signal });
        draw(saved);
        return saved;
      },
      share: (saved, sharedAccess) =>
        update(
          saved,
          sharedAccess.length === 0
            ? { access: 'private', sharedAccess: [] }
            : { access: 'custom', sharedAccess: [...sharedAccess] },
        ),
      tag: (saved, tags) => update(saved, { tags: cleanTags(tags) }),
      async clone(saved) {
        const copy = await api.call('graphs.clone', { body: { graphId: saved.id } });
        recordEvent('SET_SAVED_GRAPH', { ...graphValue(copy), clonedFrom: saved.id });
        page.reload();
        return copy;
      },
      async remove(saved) {
        await api.call('graphs.delete', { params: { id: saved.id } });
        recordEvent('DELETED_GRAPH', graphValue(saved));
        page.reload();
      },
      findLearners: (text, signal) => api.call('userProfiles.search', { query: { userSearch: text }, signal }),
    },
  };
}
