import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

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
    expect(engine.snippet('Paris').text).toContain('It is a national capital. ');
    expect(engine.snippet('Paris').text).toContain('It is part of France.');
    expect(engine.snippet('eat').sentences[0]).toMatch(/^To eat is to take in solid food/);
    expect(engine.snippet('good', { synsetId: 'a01126910' }).text).toContain('It is the opposite of bad.');
  });

  it('speaks of a person by name, and says what the person is once', () => {
    expect(engine.snippet('Albert Einstein').sentences).toEqual([
      expect.stringMatching(/^Albert Einstein is a physicist born in Germany .* \(1879-1955\)\.$/),
      'Albert Einstein is also called Einstein.',
    ]);
    expect(engine.snippet('Shakespeare').sentences[0]).toMatch(/^Shakespeare is an English poet and dramatist/);
    expect(engine.snippet('Bill Clinton').sentences[0]).toBe(
      'Bill Clinton is the 42nd President of the United States (1946-).',
    );
    expect(engine.snippet('Mozart').text).not.toMatch(/\bIt\b/);
  });

  it('answers an unknown word with no text and suggestions', () => {
    expect(engine.snippet('photosynthesys')).toMatchObject({ found: false, text: '', sentences: [] });
  });
});
