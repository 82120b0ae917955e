import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { lookup, normalizeQuery } from './lookup.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let index: KnowledgeIndex;
beforeAll(async () => {
  index = (await testEngine()).index;
});

const firstSense = (query: string) => {
  const found = lookup(index, query);
  return found.senses[0] === undefined ? '' : index.id(found.senses[0]);
};

describe('normalizeQuery', () => {
  it('lower-cases, trims, and turns underscores and runs of spaces into one space', () => {
    expect(normalizeQuery('  Albert_Einstein  ')).toBe('albert einstein');
    expect(normalizeQuery('"New   York"?')).toBe('new york');
  });
});

describe('lookup', () => {
  it('is case-insensitive and handles multi-word terms and proper nouns', () => {
    expect(firstSense('DOG')).toBe('n02086723');
    expect(lookup(index, 'Albert Einstein').matches[0]).toMatchObject({
      key: 'albert einstein',
      form: 'Albert Einstein',
    });
    expect(index.definition(lookup(index, 'carbon dioxide').senses[0] ?? -1)).toMatch(/gas/);
    expect(lookup(index, 'new york').matches[0]?.form).toBe('New York');
  });

  it('finds base forms: "dogs" → dog, "running" → run (and the noun running), "children" → child', () => {
    expect(lookup(index, 'dogs').matches.map((match) => match.key)).toEqual(['dog']);
    const running = lookup(index, 'running');
    expect(running.matches.map((match) => match.key)).toEqual(['running', 'run']);
    expect(running.matches[1]).toMatchObject({ kind: 'morphology', pos: ['v'] });
    expect(lookup(index, 'children').matches.map((match) => match.key)).toContain('child');
    expect(lookup(index, 'went').matches.map((match) => match.key)).toContain('go');
    expect(lookup(index, 'carbon dioxides').matches.map((match) => match.key)).toEqual(['carbon dioxide']);
  });

  it('limits a base form to the parts of speech it was found for', () => {
    const running = lookup(index, 'running');
    const ofRunning = new Set(index.keySenses(index.findKey('running')));
    const fromRun = running.senses.filter((synset) => !ofRunning.has(synset));
    expect(fromRun.length).toBeGreaterThan(10);
    expect(fromRun.every((synset) => index.partOfSpeech(synset) === 'verb')).toBe(true);
  });

  it('tries spelling variants: hyphens, a leading article, a possessive', () => {
    expect(lookup(index, 'x ray').found).toBe(true);
    expect(lookup(index, 'the Beatles').matches[0]?.key).toBe('beatles');
    expect(lookup(index, "Einstein's").matches[0]?.key).toBe('einstein');
    expect(lookup(index, 'dog.').matches[0]?.key).toBe('dog');
    expect(lookup(index, 'a.k.a.').matches[0]).toMatchObject({ key: 'a.k.a.', kind: 'exact' });
  });

  it.each(['bear', 'duck', 'bat', 'judge', 'train', 'desert', 'dance', 'telescope'])(
    'puts the noun senses of "%s" first, though its verb is more common',
    (word) => {
      const found = lookup(index, word);
      expect(index.partOfSpeech(found.senses[0] ?? -1)).toBe('noun');
      expect(found.senses.some((synset) => index.partOfSpeech(synset) === 'verb')).toBe(true);
    },
  );

  it.each(['good', 'quick', 'well', 'fast'])('keeps "%s" on its adjective or adverb, before a rare noun', (word) => {
    expect(index.partOfSpeech(lookup(index, word).senses[0] ?? -1)).not.toBe('noun');
  });

  it('keeps the order of a word without a common noun: "eat" and "teach" open on their most common verb sense', () => {
    expect(index.definition(lookup(index, 'eat').senses[0] ?? -1)).toMatch(/^take in solid food/);
    // WordNet's noun "Teach" is a name (the pirate Blackbeard): typed so, it comes first.
    expect(index.partOfSpeech(lookup(index, 'teach').senses[0] ?? -1)).toBe('verb');
    expect(index.words(lookup(index, 'Teach').senses[0] ?? -1)).toContain('Teach');
  });

  it('puts the senses written as typed first: "China" the country before china the porcelain', () => {
    expect(index.lexName(lookup(index, 'China').senses[0] ?? -1)).toBe('noun.location');
  });

  it('answers an unknown word with found: false, not an error', () => {
    expect(lookup(index, 'qwzxplorf')).toMatchObject({ found: false, senses: [], matches: [] });
    expect(lookup(index, '   ').found).toBe(false);
  });
});
