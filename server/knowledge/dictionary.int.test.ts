import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

describe('dictionary (GET /custom/dictionary-api)', () => {
  it('gives meanings by part of speech with definitions, examples, synonyms and antonyms', () => {
    const entry = engine.dictionary('good');
    expect(entry.found).toBe(true);
    expect(entry.meanings.map((meaning) => meaning.partOfSpeech)).toEqual(['adjective', 'noun', 'adverb']);
    const [first] = entry.meanings[0]?.definitions ?? [];
    expect(first?.definition).toMatch(/^having desirable or positive qualities/);
    expect(first?.example).toBe(first?.examples[0]);
    expect(first?.antonyms).toEqual(['bad']);
    expect(entry.meanings[0]?.antonyms).toContain('bad');
    expect(entry).not.toHaveProperty('phonetic'); // WordNet has no pronunciations
  });

  it('gives a satellite adjective the antonyms of its head: "huge" is similar to large, opposite of small', () => {
    const huge = engine.dictionary('huge').meanings[0]?.definitions[0];
    expect(huge?.antonyms).toContain('small');
  });

  it('answers an unknown word with no meanings and suggestions', () => {
    const entry = engine.dictionary('photosynthesys');
    expect(entry).toMatchObject({ found: false, meanings: [] });
    expect(entry.suggestions[0]?.term).toBe('photosynthesis');
  });
});
