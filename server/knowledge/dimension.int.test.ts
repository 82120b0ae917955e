import { beforeAll, describe, expect, it } from 'vitest';
import { dimensionAttributes, type DimensionAttribute, type DimensionNode } from './dimension.ts';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

const texts = (node: DimensionNode | undefined, attribute: DimensionAttribute) =>
  node?.attributes[attribute].map((fact) => fact.text) ?? [];

describe('dimension (POST /dimension)', () => {
  it('answers the seven attributes of spec 2 §9.1 for each node', () => {
    expect(dimensionAttributes).toEqual(['What', 'When', 'Where', 'Who', 'Which', 'How', 'Why']);
    const result = engine.dimension(['Albert Einstein', 'Paris']);
    expect(result.attributes).toEqual([...dimensionAttributes]);
    expect(result.nodes.map((node) => [node.node, node.found])).toEqual([
      ['Albert Einstein', true],
      ['Paris', true],
    ]);
  });

  it('reads What from the definition and the classes, When from dates, Where from places', () => {
    const [einstein, paris] = engine.dimension(['Albert Einstein', 'Paris']).nodes;
    expect(texts(einstein, 'What')).toContain('Albert Einstein is a physicist.');
    expect(texts(einstein, 'When')).toEqual(['Albert Einstein lived 1879–1955.']);
    expect(einstein?.attributes.Where[0]).toMatchObject({ term: 'Germany', source: 'gloss' });
    expect(texts(paris, 'Where')).toEqual(['Paris is in France.']);
    expect(paris?.attributes.Where[0]).toMatchObject({ source: 'partHolonym', synsetId: 'n08949695' });
  });

  it('reads Which from kinds, Who from people, How and Why from relations and the definition', () => {
    // The verbs "kill" and "die": the words alone open on their noun senses (a killing, a dice).
    const [dog, teach, kill, photosynthesis] = engine.dimension([
      'dog',
      'teach',
      { id: 'v01326622', label: 'kill' },
      'photosynthesis',
    ]).nodes;
    expect(texts(dog, 'Which')).toContain('Puppy is a kind of dog.');
    expect(texts(teach, 'Who').some((text) => /teacher/.test(text))).toBe(true);
    expect(texts(kill, 'How')).toContain('Kill causes die.');
    expect(texts(photosynthesis, 'How')).toContain('Photosynthesis: with the aid of radiant energy.');
    const die = engine.dimension([{ id: 'v00359085', label: 'die' }]).nodes[0];
    expect(die?.attributes.Why.map((fact) => fact.term)).toContain('kill');
  });

  it('stays empty where WordNet says nothing', () => {
    const [photosynthesis] = engine.dimension(['photosynthesis']).nodes;
    expect(photosynthesis?.attributes.When).toEqual([]);
    expect(photosynthesis?.attributes.Who).toEqual([]);
  });

  it('reads graph nodes by synset id, asks only the attributes given, and caps the facts', () => {
    const result = engine.dimension([{ id: 'n02086723', label: 'dog' }], {
      attributes: ['which', 'WHAT', 'nonsense'],
      limit: 3,
    });
    expect(result.attributes).toEqual(['Which', 'What']);
    const [dog] = result.nodes;
    expect(dog?.synsetId).toBe('n02086723');
    expect(dog?.attributes.Which).toHaveLength(3);
    expect(dog?.attributes.Where).toEqual([]);
  });

  it('marks an unknown node as not found instead of failing', () => {
    expect(engine.dimension(['qwzxplorf', { label: 42 }]).nodes.map((node) => node.found)).toEqual([false, false]);
  });
});
