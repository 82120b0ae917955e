import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { boundedEditDistance, suggest } from './suggest.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let index: KnowledgeIndex;
beforeAll(async () => {
  index = (await testEngine()).index;
});

describe('suggest', () => {
  it('gives words starting with the text, the most common first', () => {
    const suggestions = suggest(index, 'photo', 5);
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((suggestion) => suggestion.key.startsWith('photo') && suggestion.kind === 'prefix')).toBe(
      true,
    );
    expect(suggestions[0]?.key).toBe('photo'); // the word itself first
    const frequencies = suggestions.slice(1).map((suggestion) => suggestion.frequency);
    expect(frequencies).toEqual([...frequencies].sort((a, b) => b - a));
  });

  it('ranks words learners know before rare ones, then by WordNet', () => {
    const chloro = suggest(index, 'chloro', 10).map((suggestion) => suggestion.key);
    expect(chloro.slice(0, 2).sort()).toEqual(['chloroform', 'chlorophyll']);
    expect(chloro.indexOf('chlorophyll')).toBeLessThan(chloro.indexOf('chlorothiazide'));
    const chlor = suggest(index, 'chlor', 10).map((suggestion) => suggestion.key);
    for (const word of ['chlorine', 'chloride', 'chloroform', 'chlorophyll']) expect(chlor).toContain(word);
    expect(chlor).not.toContain('chlorothiazide');
    // A phrase counts below its words: "photo" before "photo finish", and "photograph" before both.
    const photo = suggest(index, 'photo', 5).map((suggestion) => suggestion.key);
    expect(photo.slice(0, 3)).toEqual(['photo', 'photograph', 'photographer']);
  });

  it('completes multi-word terms and writes proper nouns as WordNet does', () => {
    expect(suggest(index, 'albert ein').map((suggestion) => suggestion.term)).toContain('Albert Einstein');
  });

  it('adds near misses when few words start with the text', () => {
    const [first] = suggest(index, 'photosynthsis', 3);
    expect(first).toMatchObject({ term: 'photosynthesis', kind: 'fuzzy', distance: 1 });
    expect(suggest(index, 'dgo', 10).map((suggestion) => suggestion.key)).toContain('dog');
  });

  it('gives nothing for empty text', () => {
    expect(suggest(index, '  ')).toEqual([]);
  });
});

describe('boundedEditDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps, up to a bound', () => {
    expect(boundedEditDistance('dog', 'dog', 2)).toBe(0);
    expect(boundedEditDistance('dgo', 'dog', 2)).toBe(1);
    expect(boundedEditDistance('photosynthsis', 'photosynthesis', 2)).toBe(1);
    expect(boundedEditDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedEditDistance('kitten', 'sitting', 2)).toBe(3); // over the bound: bound + 1
  });
});
