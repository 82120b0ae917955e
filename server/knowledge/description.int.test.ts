import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { wordCount } from './text.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

describe('description (POST /explore/description)', () => {
  it('Default: the first sense of each part of speech as a sentence', () => {
    const description = engine.description('dog', 'Default');
    expect(description.text).toMatch(/^A dog is a member of the genus Canis/);
    expect(description.text).toContain('To dog is to go after with the intent to catch.');
    expect(engine.description('Paris').mode).toBe('Default');
  });

  it('Detailed: a summary, then every sense numbered with synonyms and examples', () => {
    const { text } = engine.description('dog', 'Detailed');
    expect(text).toContain('It is a kind of canine and domestic animal.');
    expect(text).toContain('As a noun:\n1. A member of the genus Canis');
    expect(text).toContain('Also called frump.');
    expect(text).toContain('For example: "the dog barked all night".');
    expect(text).toContain('As a verb:');
  });

  it('Marked Up: related terms and named entities are marked, as spans and in markdown', () => {
    const description = engine.description('Paris', 'Marked Up');
    if (description.mode !== 'Marked Up') throw new Error('wrong mode');
    const france = description.marks.find((mark) => mark.text === 'France');
    expect(france).toMatchObject({ kind: 'related', synsetId: 'n08949695' });
    expect(description.marks.find((mark) => mark.text === 'Eiffel Tower')?.kind).toBe('related');
    expect(description.marks.find((mark) => mark.text === 'Troy')?.kind).toBe('entity');
    expect(description.marks.find((mark) => mark.text === 'Texas')?.kind).toBe('related'); // Paris, Texas is part of it
    for (const mark of description.marks) expect(description.text.slice(mark.start, mark.end)).toBe(mark.text);
    expect(description.markdown).toContain('largest city of **France**');
    expect(description.marks.some((mark) => mark.text === 'called')).toBe(false);
  });

  it('Entities: the named entities the description mentions, with what they are', () => {
    const description = engine.description('Paris', 'Entities');
    if (description.mode !== 'Entities') throw new Error('wrong mode');
    const terms = description.entities.map((entity) => entity.term);
    expect(terms).toEqual(expect.arrayContaining(['Paris', 'France', 'Eiffel Tower', 'Troy', 'Texas']));
    expect(description.entities.find((entity) => entity.term === 'France')?.instanceOf[0]?.label).toBe(
      'European country',
    );
    expect(description.entities.every((entity) => entity.named)).toBe(true);
  });

  it('Entities: lists a name once, the first kept (Paris the city, not also Paris the prince of Troy)', () => {
    for (const word of ['Paris', 'Washington']) {
      const description = engine.description(word, 'Entities');
      if (description.mode !== 'Entities') throw new Error('wrong mode');
      const terms = description.entities.map((entity) => entity.term.toLowerCase());
      expect(new Set(terms).size, word).toBe(terms.length);
    }
    const paris = engine.description('Paris', 'Entities');
    if (paris.mode !== 'Entities') throw new Error('wrong mode');
    expect(paris.entities.find((entity) => entity.term === 'Paris')?.category).toBe('location');
  });

  it('Sentences: the detailed text as sentences and chunks of at most 200 words', () => {
    const description = engine.description('run', 'Sentences');
    if (description.mode !== 'Sentences') throw new Error('wrong mode');
    expect(wordCount(description.text)).toBeGreaterThan(400);
    expect(description.chunks.length).toBeGreaterThan(2);
    expect(description.chunks.every((chunk) => wordCount(chunk) <= 200)).toBe(true);
    expect(description.chunks.join(' ').split(/\s+/)).toEqual(description.text.split(/\s+/));
    // The main sense is the noun's, the verbs follow.
    expect(description.sentences[0]).toBe(
      'A run is a score in baseball made by a runner touching all four bases safely.',
    );
    expect(description.sentences).toContain(
      "1. Move fast by using one's feet, with one foot off the ground at any given time.",
    );
  });

  it('answers an unknown word in every mode with empty content and suggestions', () => {
    for (const mode of ['Default', 'Detailed', 'Marked Up', 'Entities', 'Sentences'] as const) {
      const description = engine.description('photosynthesys', mode);
      expect(description).toMatchObject({ mode, found: false, text: '' });
      expect(description.suggestions.length).toBeGreaterThan(0);
    }
  });
});
