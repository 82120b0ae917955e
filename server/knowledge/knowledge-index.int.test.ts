import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let index: KnowledgeIndex;
beforeAll(async () => {
  index = (await testEngine()).index;
});

const sense = (key: string, at = 0): number => {
  const k = index.findKey(key);
  expect(k, `key "${key}"`).toBeGreaterThanOrEqual(0);
  return index.keySenses(k)[at] ?? -1;
};
const ancestors = (synset: number): string[] => {
  const names: string[] = [];
  let frontier = [synset];
  for (let depth = 0; depth < 25 && frontier.length > 0; depth++) {
    frontier = frontier.flatMap((s) => index.broader(s));
    names.push(...frontier.flatMap((s) => index.words(s)));
  }
  return names;
};

describe('KnowledgeIndex over WordNet 3.1', () => {
  it('holds every synset of the dict files and every lemma of the index files', () => {
    expect(index.synsetCount).toBe(117_791);
    expect(index.keyCount).toBeGreaterThan(145_000);
  });

  it('finds a synset by id and gives the id back', () => {
    const dog = index.synsetOf('n02086723');
    expect(index.id(dog)).toBe('n02086723');
    expect(index.words(dog)).toEqual(['dog', 'domestic dog', 'Canis familiaris']);
    expect(index.synsetOf('n99999999')).toBe(-1);
    expect(index.synsetOf('dog')).toBe(-1);
  });

  it('"dog" is a kind of "canine"', () => {
    const dog = sense('dog');
    expect(index.id(dog)).toBe('n02086723');
    expect(index.targets(dog, 'hypernym').map((s) => index.label(s))).toContain('canine');
    expect(ancestors(dog)).toEqual(expect.arrayContaining(['canine', 'carnivore', 'mammal', 'animal', 'entity']));
  });

  it('"Paris" is an instance of "national capital"', () => {
    const paris = sense('paris');
    expect(index.isInstance(paris)).toBe(true);
    expect(index.targets(paris, 'instanceHypernym').map((s) => index.label(s))).toEqual(['national capital']);
    expect(index.targets(paris, 'partHolonym').map((s) => index.label(s))).toContain('France');
  });

  it('"wheel" is part of a wheeled vehicle, which a car is a kind of', () => {
    const wheel = sense('wheel');
    const [wheeledVehicle = -1] = index.targets(wheel, 'partHolonym');
    expect(index.label(wheeledVehicle)).toBe('wheeled vehicle');
    expect(index.isA(sense('car'), wheeledVehicle)).toBe(true);
    expect(index.isA(sense('car'), wheel)).toBe(false);
  });

  it("orders a word's parts of speech by how common they are, senses by frequency", () => {
    expect(index.partOfSpeech(sense('dog'))).toBe('noun');
    expect(index.partOfSpeech(sense('run'))).toBe('verb');
    expect(index.keyFrequency(index.findKey('dog'))).toBeGreaterThan(index.keyFrequency(index.findKey('basenji')));
  });

  it('keeps lexical pointers between words: the antonym of "good" is "bad"', () => {
    const good = sense('good');
    const antonym = index.pointers(good).find((pointer) => pointer.relation === 'antonym');
    expect(antonym && index.targetName(antonym)).toBe('bad');
    expect(antonym?.sourceWord).toBe(1);
  });

  it('adds the reverse of cause: "kill" causes "die", so "die" is caused by "kill"', () => {
    const kill = sense('kill');
    const die = index.targets(kill, 'cause')[0] ?? -1;
    expect(index.words(die)).toContain('die');
    expect(index.targets(die, 'causedBy')).toContain(kill);
  });

  it('reads glosses lazily from the byte buffer', () => {
    const photosynthesis = sense('photosynthesis');
    expect(index.definition(photosynthesis)).toContain('synthesis of compounds with the aid of radiant energy');
    expect(index.examples(sense('dog'))).toEqual(['the dog barked all night']);
    expect(index.lexName(sense('albert einstein'))).toBe('noun.person');
  });
});
