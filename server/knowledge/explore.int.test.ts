import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

describe('explore (POST /explore)', () => {
  it('gives definitions grouped by part of speech, most common part of speech first', () => {
    const dog = engine.explore('dog');
    expect(dog.found).toBe(true);
    expect(dog.definitions.map((group) => group.partOfSpeech)).toEqual(['noun', 'verb']);
    expect(dog.definitions[0]?.senses[0]).toMatchObject({
      synsetId: 'n02086723',
      category: 'noun.animal',
      examples: ['the dog barked all night'],
      synonyms: ['domestic dog', 'Canis familiaris'],
    });
    expect(dog.examples).toContain('the dog barked all night');
    expect(dog.synonyms).toEqual(expect.arrayContaining(['domestic dog', 'frump', 'chase']));
    expect(dog.synonyms).not.toContain('dog');
  });

  it('defines photosynthesis', () => {
    const photosynthesis = engine.explore('photosynthesis');
    expect(photosynthesis.definitions[0]?.senses[0]?.definition).toMatch(/synthesis of compounds .* radiant energy/);
  });

  it('ranks related terms: synonyms and broader terms before kinds', () => {
    const related = engine.explore('dog').related;
    const rank = (term: string) => related.findIndex((entry) => entry.term === term);
    expect(rank('canine')).toBeGreaterThanOrEqual(0);
    expect(related.find((entry) => entry.term === 'canine')).toMatchObject({
      relation: 'hypernym',
      label: 'is a kind of',
    });
    expect(rank('domestic dog')).toBeLessThan(rank('canine'));
    expect(rank('canine')).toBeLessThan(rank('puppy'));
    const scores = related.map((entry) => entry.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('handles proper nouns and multi-word terms', () => {
    expect(engine.explore('albert einstein')).toMatchObject({ found: true, term: 'Albert Einstein' });
    expect(engine.explore('Carbon Dioxide').synonyms).toContain('CO2');
  });

  it('answers an unknown word with an empty result and suggestions, not an error', () => {
    const unknown = engine.explore('photosynthesys');
    expect(unknown).toMatchObject({ found: false, definitions: [], related: [], synonyms: [] });
    expect(unknown.suggestions.map((suggestion) => suggestion.term)).toContain('photosynthesis');
  });
});

describe('links (POST /explore/links)', () => {
  it('gives at most `limit` related terms, ranked', () => {
    const links = engine.links('Paris', 5);
    expect(links.found).toBe(true);
    expect(links.links).toHaveLength(5);
    expect(links.links.map((link) => link.term)).toEqual(expect.arrayContaining(['France', 'national capital']));
  });

  it('keeps lexical relations to the word looked up: "good" is the opposite of "bad"', () => {
    const links = engine.links('good', 50).links;
    expect(links.find((link) => link.term === 'bad')).toMatchObject({
      relation: 'antonym',
      label: 'is the opposite of',
    });
  });

  it('answers an unknown word with no links and suggestions', () => {
    const links = engine.links('dgo', 5);
    expect(links).toMatchObject({ found: false, links: [] });
    expect(links.suggestions.map((suggestion) => suggestion.key)).toContain('dog');
  });
});
