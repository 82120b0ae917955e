import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

describe('openKnowledge', () => {
  it('opens the index and reports where it came from', () => {
    expect(engine.info).toMatchObject({ synsets: 117_791 });
    expect(['cache', 'built']).toContain(engine.info.source);
    expect(engine.info.cacheFile).toMatch(/knowledge[\\/]wordnet-3\.1\.v\d+\.bin$/);
  });

  it('answers every query of spec 2 §7.9 for a word, a name and a multi-word term', () => {
    for (const word of ['photosynthesis', 'Paris', 'Albert Einstein', 'carbon dioxide']) {
      expect(engine.explore(word).found, word).toBe(true);
      expect(engine.links(word, 5).links.length, word).toBeGreaterThan(0);
      expect(engine.description(word, 'Detailed').text.length, word).toBeGreaterThan(0);
      expect(engine.entities(word).entities.length, word).toBeGreaterThan(0);
      expect(engine.dimension([word]).nodes[0]?.found, word).toBe(true);
      expect(engine.wikidataCard(word).description.length, word).toBeGreaterThan(0);
      expect(engine.snippet(word).text.length, word).toBeGreaterThan(0);
      expect(engine.entityCluster(word).tree?.name, word).toBe('entity');
      expect(engine.dictionary(word).meanings.length, word).toBeGreaterThan(0);
      expect(engine.graph(word).nodes.length, word).toBeGreaterThan(1);
      expect(engine.suggest(word.slice(0, 4)).length, word).toBeGreaterThan(0);
    }
  });

  it('never throws on odd input', async () => {
    for (const input of ['', '   ', '!!!', 'a'.repeat(5000), '日本', '"quoted"', 'dog\u0000cat']) {
      expect(() => engine.explore(input)).not.toThrow();
      expect(() => engine.graph(input)).not.toThrow();
      expect(() => engine.description(input, 'Sentences')).not.toThrow();
      expect(() => engine.entities(input)).not.toThrow();
      expect(() => engine.suggest(input)).not.toThrow();
      await expect(engine.spell(input)).resolves.toBeDefined();
    }
  });
});
