import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

describe('entities (POST /explore/eric)', () => {
  it('recognises each entity a search term names, with its instance-of classes', () => {
    const { entities } = engine.entities('Albert Einstein and Paris');
    expect(entities.map((entity) => [entity.text, entity.term, entity.named, entity.category])).toEqual([
      ['Albert Einstein', 'Albert Einstein', true, 'person'],
      ['Paris', 'Paris', true, 'location'],
    ]);
    expect(entities[0]?.instanceOf.map((term) => term.label)).toEqual(['physicist']);
    expect(entities[1]?.instanceOf.map((term) => term.label)).toEqual(['national capital']);
    expect(entities[1]).toMatchObject({ start: 20, end: 25, synsetId: 'n08952341' });
  });

  it('takes the longest term and reads lower-case search terms', () => {
    const { entities } = engine.entities('carbon dioxide in new york');
    expect(entities.map((entity) => entity.term)).toEqual(['carbon dioxide', 'New York']);
    expect(entities[0]).toMatchObject({ named: false, category: 'substance' });
    expect(entities[1]?.named).toBe(true);
  });

  it('can keep named entities only', () => {
    const { entities } = engine.entities('a dog in Paris', { namedOnly: true });
    expect(entities.map((entity) => entity.term)).toEqual(['Paris']);
  });

  it('answers a term naming nothing known with no entities and suggestions', () => {
    const result = engine.entities('photosynthesys');
    expect(result.entities).toEqual([]);
    expect(result.suggestions.map((suggestion) => suggestion.term)).toContain('photosynthesis');
  });
});
