import { describe, expect, it } from 'vitest';
import { sensesOf, type Definition, type Meaning } from './main-sense.ts';

const definition = (text: string, synonyms: string[] = [], antonyms: string[] = []): Definition => ({
  definition: text,
  examples: [],
  synonyms,
  antonyms,
});

const meaning = (partOfSpeech: Meaning['partOfSpeech'], definitions: Definition[]): Meaning => ({
  partOfSpeech,
  definitions,
  synonyms: definitions.flatMap((each) => each.synonyms),
  antonyms: definitions.flatMap((each) => each.antonyms),
});

describe('sensesOf (the Data Card: the main sense, then the others)', () => {
  it('takes the first definition of the first meaning as the main sense, and lists the rest as other senses', () => {
    const noun = meaning('noun', [
      definition('a large heavy mammal', ['bruin']),
      definition('an investor who expects prices to fall', ['Bear'], ['bull']),
    ]);
    const verb = meaning('verb', [definition('to carry', ['carry', 'bear'])]);
    expect(sensesOf([noun, verb])).toEqual({
      main: { partOfSpeech: 'noun', definition: noun.definitions[0] },
      others: [
        {
          partOfSpeech: 'noun',
          definitions: [noun.definitions[1]],
          synonyms: ['Bear'],
          antonyms: ['bull'],
        },
        verb,
      ],
    });
  });

  it('leaves out a part of speech whose only definition is the main sense', () => {
    const noun = meaning('noun', [definition('a physicist born in Germany')]);
    const verb = meaning('verb', [definition('to think hard')]);
    expect(sensesOf([noun, verb]).others).toEqual([verb]);
    expect(sensesOf([noun]).others).toEqual([]);
  });

  it('has no main sense for an entry without meanings', () => {
    expect(sensesOf([])).toEqual({ main: null, others: [] });
  });
});
