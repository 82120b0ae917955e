import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/knowledge-engine.ts';
import { definitionOf } from './definitions.ts';

const knowledge = await testEngine();

describe('definitions for Ask', () => {
  it.each([
    ['what is photosynthesis', 'photosynthesis', /^Photosynthesis is synthesis of compounds with the aid of radiant/],
    ['Who was Albert Einstein?', 'Albert Einstein', /^Albert Einstein is a physicist born in Germany/],
    ["what's a dog", 'dog', /^A dog is a member of the genus Canis/],
    ['define the Eiffel Tower', 'Eiffel Tower', /^Eiffel Tower is a wrought iron tower/],
  ])('answers “%s” with the definition of %s', (question, term, ans) => {
    expect(definitionOf(knowledge, question)).toEqual({ term, ans: expect.stringMatching(ans) });
  });

  it.each(['photosynthesis', 'what is qqqzzx', 'how far is the moon'])('leaves “%s” unanswered', (question) => {
    expect(definitionOf(knowledge, question)).toBeUndefined();
  });
});
