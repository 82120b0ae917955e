import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { storedGraphSchema } from '../contract/graph.ts';
import { userSchema } from '../contract/user.ts';
import { createGraph } from '../graph/graph.ts';
import type { SearchOptions } from '../search/search.ts';
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
