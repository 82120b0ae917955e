import { beforeAll, describe, expect, it } from 'vitest';
import { graphDataSchema } from '../../src/contract/graph.ts';
import type { KnowledgeEngine } from './engine.ts';
import { DEFAULT_EXPLORE_RANGE, type KnowledgeGraph } from './graph.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

const sentence = (graph: KnowledgeGraph, edge: KnowledgeGraph['edges'][number]) => {
  const label = (id: string) => graph.nodes.find((node) => node.id === id)?.label;
  return `${label(edge.source)} ${edge.label} ${label(edge.target)}`;
};

describe('graph (the force graph of a word)', () => {
  it('puts the sense in the middle, with wikiLinks nodes carrying their gloss', () => {
    const graph = engine.graph('dog');
    expect(graph.centerId).toBe('n02086723');
    const [center] = graph.nodes;
    expect(center).toMatchObject({ id: 'n02086723', label: 'dog', type: 'circle', tjType: 'wikiLinks' });
    expect(center?.description.content).toMatch(/^a member of the genus Canis/);
    expect(center?.comboId).toBeUndefined();
    expect(graph.nodes.every((node) => node.tjType === 'wikiLinks' && node.type === 'circle')).toBe(true);
  });

  it('draws a neighbour once, though two senses share its name: Paris has one Tuileries node', () => {
    const labels = engine.graph('Paris').nodes.map((node) => node.label);
    expect(labels.filter((label) => label === 'Tuileries')).toHaveLength(1);
    expect(new Set(labels.map((label) => label.toLowerCase())).size).toBe(labels.length);
  });

  it('labels edges by relation in plain English, so each reads as a sentence', () => {
    const dogGraph = engine.graph('dog');
    const dog = dogGraph.edges.map((edge) => sentence(dogGraph, edge));
    expect(dog).toEqual(
      expect.arrayContaining([
        'dog is a kind of canine',
        'puppy is a kind of dog',
        'dog is a member of pack',
        'dog has part flag',
        'dog is also called domestic dog',
      ]),
    );
    const parisGraph = engine.graph('Paris');
    const paris = parisGraph.edges.map((edge) => sentence(parisGraph, edge));
    expect(paris).toEqual(
      expect.arrayContaining([
        'Paris is an instance of national capital',
        'Paris is part of France',
        'Paris has part Eiffel Tower',
      ]),
    );
    const goodGraph = engine.graph('good', { synsetId: 'a01126910' });
    expect(goodGraph.edges.map((edge) => sentence(goodGraph, edge))).toContain('good is the opposite of bad');
  });

  it('groups neighbours in combos by relation group, each with a darkened fill it keeps across requests', () => {
    const graph = engine.graph('dog');
    const combos = new Map(graph.combos.map((combo) => [combo.id, combo]));
    expect([...combos.values()].map((combo) => combo.label)).toEqual(
      expect.arrayContaining(['Broader terms', 'Kinds', 'Part of', 'Parts and members', 'Synonyms', 'Other senses']),
    );
    expect(graph.combos.every((combo) => combo.tjType === 'custom-combo')).toBe(true);
    expect(graph.combos.filter((combo) => !/^hsl\(\d+, 55%, 28%\)$/.test(combo.style.fill))).toEqual([]);
    const fills = (answer: KnowledgeGraph) => answer.combos.map((combo) => combo.style.fill);
    expect(fills(engine.graph('dog'))).toEqual(fills(graph));
    expect(new Set(fills(graph)).size).toBeGreaterThan(1);
    for (const node of graph.nodes.slice(1)) expect(combos.has(node.comboId ?? '')).toBe(true);
    expect(graph.nodes.find((node) => node.label === 'canine')?.comboId).toBe('n02086723:broader');
  });

  it('respects the explore range: at most `range` neighbours per relation group (8 by default)', () => {
    expect(DEFAULT_EXPLORE_RANGE).toBe(8);
    const perCombo = (graph: KnowledgeGraph) =>
      graph.combos.map((combo) => graph.nodes.filter((node) => node.comboId === combo.id).length);
    const byDefault = engine.graph('dog');
    expect(Math.max(...perCombo(byDefault))).toBe(8); // dog has 18 kinds
    const narrow = engine.graph('dog', { range: 2 });
    expect(Math.max(...perCombo(narrow))).toBe(2);
    expect(narrow.nodes.length).toBeLessThan(byDefault.nodes.length);
    expect(engine.graph('dog', { range: 50 }).nodes.length).toBeLessThanOrEqual(121);
    expect(engine.graph('dog', { range: 0 }).nodes).toHaveLength(1);
  });

  it("gives every edge two ends in the graph and parses as the contract's graph data", () => {
    const graph = engine.graph('Albert Einstein');
    const ids = new Set(graph.nodes.map((node) => node.id));
    expect(ids.size).toBe(graph.nodes.length);
    for (const edge of graph.edges) expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
    const parsed = graphDataSchema.parse(graph);
    expect(parsed.nodes.map((node) => node.id)).toEqual(graph.nodes.map((node) => node.id));
    expect(parsed.combos.map((combo) => combo.style?.fill)).toEqual(graph.combos.map((combo) => combo.style.fill));
  });

  it('sends data, not paint: no size, label settings or style on nodes and edges; combos carry only their fill', () => {
    const graph = engine.graph('dog');
    const items: object[] = [...graph.nodes, ...graph.edges];
    expect(items.filter((item) => 'size' in item || 'labelCfg' in item || 'style' in item)).toEqual([]);
    expect(graph.combos.filter((combo) => Object.keys(combo.style).join() !== 'fill')).toEqual([]);
  });

  it('names the word to search for another sense: "dog (frump)" searches frump', () => {
    const frump = engine.graph('dog').nodes.find((node) => node.label === 'dog (frump)');
    expect(frump?.props?.['searchTerm']).toEqual({ value: 'frump', type: 'string' });
  });

  it('explores another sense when asked', () => {
    const graph = engine.graph('dog', { synsetId: 'n10133978' });
    expect(graph.nodes[0]).toMatchObject({ id: 'n10133978', label: 'dog' });
  });

  it('answers an unknown word with an empty graph and suggestions', () => {
    const graph = engine.graph('photosynthesys');
    expect(graph).toMatchObject({ found: false, centerId: null, nodes: [], edges: [], combos: [] });
    expect(graph.suggestions.length).toBeGreaterThan(0);
  });
});
