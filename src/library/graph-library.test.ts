import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { storedGraphSchema } from '../contract/graph.ts';
import { userSchema } from '../contract/user.ts';
import { createGraph } from '../graph/graph.ts';
import type { SearchOptions } from '../search/search.ts';
import { until } from '../testing/until.ts';
import { cleanTags, createGraphLibrary } from './graph-library.ts';

describe('cleanTags', () => {
  it('trims tags, makes inner spaces single and drops empty ones and repeats in any case', () => {
    expect(cleanTags([' biology', 'Biology ', '', '  ', 'earth   science', 'Earth Science', 'revision'])).toEqual([
      'biology',
      'earth science',
      'revision',
    ]);
  });
});

describe('opening a saved graph (the /graph/{id} page)', () => {
  it('draws it and makes it the thought, of type graph with its id, named by its name', async () => {
    const saved = storedGraphSchema.parse({
      id: 'g1',
      _id: 'g1',
      graph_dimension: 'explore_library',
      access: 'custom',
      sharedAccess: ['ada'],
      actor: 'grace',
      timestamp: '2026-01-01T00:00:00.000Z',
      g6_data: {
        graph_name: 'Water cycle',
        graph_type: 'graph',
        gdata: { nodes: [{ id: 'rain', label: 'rain' }], edges: [], combos: [] },
      },
      metadata: { anchor: 'rain' },
      tags: [],
    });
    const asked: string[] = [];
    const api = {
      call: (name: string) => {
        asked.push(name);
        return Promise.resolve(saved);
      },
    } as unknown as Pick<ApiClient, 'call'>;
    const searched: [string, SearchOptions | undefined][] = [];
    const graph = createGraph();
    const library = createGraphLibrary({
      api,
      user: signal(userSchema.parse({ username: 'ada' })),
      graph,
      recordEvent: () => undefined,
      searchWord: (word, options) => void searched.push([word, options]),
      openQuest: () => undefined,
    });
    await library.actions.open('g1');
    expect(asked).toEqual(['graphs.get']);
    expect([...graph.signals.model.value.nodes.keys()]).toEqual(['rain']);
    expect(library.opened.value).toBe(saved);
    expect(searched).toEqual([['Water cycle', { type: 'graph', graphId: 'g1' }]]);
    library.page.dispose();
  });
});

describe('searching the library (graphs.query)', () => {
  const stored = (id: string, actor: string, graph_dimension: 'explore_library' | 'quest_library') =>
    storedGraphSchema.parse({
      id,
      _id: id,
      graph_dimension,
      access: 'private',
      sharedAccess: [],
      actor,
      timestamp: '2026-01-01T00:00:00.000Z',
      g6_data: { graph_name: id, graph_type: 'graph', gdata: { nodes: [], edges: [], combos: [] } },
      metadata: {},
      tags: [],
    });

  it('finds in the library shown, the learner’s own for "@me", as one page with the ideas found in each', async () => {
    const asked: unknown[] = [];
    const api = {
      call: (name: string, args: { query: unknown }) => {
        asked.push([name, args.query]);
        return Promise.resolve({
          items: [
            { graph: stored('mine', 'ada', 'explore_library'), nodes: [{ id: 'n1', label: 'lava' }] },
            { graph: stored('theirs', 'grace', 'explore_library'), nodes: [] },
            { graph: stored('quest', 'ada', 'quest_library'), nodes: [] },
          ],
          total: 3,
        });
      },
    } as unknown as Pick<ApiClient, 'call'>;
    const library = createGraphLibrary({
      api,
      user: signal(userSchema.parse({ username: 'ada' })),
      graph: createGraph(),
      recordEvent: () => undefined,
      searchWord: () => undefined,
      openQuest: () => undefined,
    });
    const release = library.page.need();
    library.actions.setQuery({ searchWord: ' lava ', searchIn: 'node', mine: true });
    await until(() => library.page.state.value.status === 'ready', 'the finds');
    expect(asked.at(-1)).toEqual(['graphs.query', { type: 'node', keyword: 'lava' }]);
    expect(library.page.state.value).toMatchObject({
      status: 'ready',
      data: { items: [{ id: 'mine' }], total: 1, pageNo: 0, pageSize: 1, ideas: { mine: ['lava'] } },
    });
    release();
    library.page.dispose();
  });
});
