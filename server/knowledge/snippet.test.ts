import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from './test-engine.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

describe('snippet (GET /custom/snippet)', () => {
  it('summarises a word: its definition as a sentence, then its telling relations', () => {
    const dog = engine.snippet('dog');
    expect(dog.sentences).toEqual([
      expect.stringMatching(/^A dog is a member of the genus Canis/),
      'It is a kind of canine and domestic animal.',
      'It is also called domestic dog or Canis familiaris.',
      'It is a member of Canis and pack.',
      'Its parts include flag.',
      expect.stringMatching(/^Kinds of dog include puppy, /),
    ]);
    expect(dog.text).toBe(dog.sentences.join(' '));
  });

  it('writes names, verbs and adjectives as readable sentences', () => {
    expect(engine.snippet('Albert Einstein').sentences.slice(0, 2)).toEqual([
      expect.stringMatching(/^Albert Einstein is a physicist born in Germany/),
      'It is a physicist.',
    ]);
    expect(engine.snippet('Paris').text).toContain('It is part of France.');
    expect(engine.snippet('run').sentences[0]).toMatch(/^To run is to move fast/);
    expect(engine.snippet('good').text).toContain('It is the opposite of bad.');
  });

  it('answers an unknown word with no text and suggestions', () => {
    expect(engine.snippet('photosynthesys')).toMatchObject({ found: false, text: '', sentences: [] });
  });
});
