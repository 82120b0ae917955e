import { describe, expect, it } from 'vitest';
import { graphNodeSchema } from '../contract/graph.ts';
import type { Thought } from '../contract/thought.ts';
import { wordGraphAnswerSchema, type WordGraphAnswer } from '../contract/knowledge.ts';
import { createGraph } from '../graph/graph.ts';
import { applyGraphAnswer, showDrawnThought } from './explore.ts';
import { thought } from './search.ts';

const word = (text: string, type: Thought['type'] = 'string'): Thought => ({
  word: text,
  label: text,
  type,
  lang: 'en',
});

function answer(query: string, ids: readonly string[]): WordGraphAnswer {
  return wordGraphAnswerSchema.parse({
    query,
    centerId: ids[0] ?? null,
    nodes: ids.map((id) => ({ id, label: id, tjType: 'wikiLinks' })),
    edges: [],
    combos: [],
    range: 8,
    found: ids.length > 0,
    suggestions: [],
    language: 'en',
  });
}

const drawn = (graph: ReturnType<typeof createGraph>) => [...graph.signals.model.value.nodes.keys()];

describe('applyGraphAnswer: the graph tells the thought’s story', () => {
  it('draws a word’s graph once, and empties it for a word the knowledge source does not know', () => {
    const graph = createGraph();
    const water = answer('water', ['water', 'ice']);
    applyGraphAnswer(graph, word('water'), water);
    expect(drawn(graph)).toEqual(['water', 'ice']);
    graph.actions.run({ type: 'removeNode', id: 'ice' });
    applyGraphAnswer(graph, word('water'), water);
    expect(drawn(graph)).toEqual(['water']);
    applyGraphAnswer(graph, word('photosynthesys'), answer('photosynthesys', []));
    expect(drawn(graph)).toEqual([]);
  });

  it('draws nothing over a saved graph that is the thought (type graph)', () => {
    const graph = createGraph();
    graph.actions.run({
      type: 'load',
      graph: { nodes: [graphNodeSchema.parse({ id: 'rain' })], edges: [], combos: [] },
    });
    applyGraphAnswer(graph, word('Water cycle', 'graph'), answer('Water cycle', []));
    applyGraphAnswer(graph, word('Water cycle', 'graph'), answer('Water cycle', ['cycle']));
    expect(drawn(graph)).toEqual(['rain']);
  });
});

describe('showDrawnThought (a replayed step)', () => {
  it('makes the thought the graph is at the page’s thought, by its word, and keeps what the graph shows', () => {
    const graph = createGraph();
    const sense = graphNodeSchema.parse({
      id: 'n1',
      label: 'leaf (foliage)',
      tjType: 'wikiLinks',
      props: { searchTerm: { value: 'leaf', type: 'string' } },
    });
    graph.actions.run({ type: 'load', graph: { nodes: [sense], edges: [], combos: [] }, centerId: 'n1' });
    const entry = graph.signals.thought.value;
    if (!entry) throw new Error('the load visited no thought');
    showDrawnThought(graph, entry);
    expect(thought.value).toMatchObject({ word: 'leaf', type: 'entity' });
    applyGraphAnswer(graph, thought.value ?? word('leaf'), answer('leaf', ['n9']));
    expect(drawn(graph)).toEqual(['n1']);
    // The answer after it is drawn as usual.
    applyGraphAnswer(graph, word('oak'), answer('oak', ['oak']));
    expect(drawn(graph)).toEqual(['oak']);
  });
});
