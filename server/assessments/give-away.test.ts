import { describe, expect, it } from 'vitest';
import { givesAway, hints } from './give-away.ts';

describe('hints', () => {
  it('finds a word of the term, or one inside a word of it, in the text', () => {
    expect(hints('synthesis of compounds with the aid of radiant energy', 'photosynthesis')).toBe(true);
    expect(hints('a breed of hunting dogs', 'dog')).toBe(true);
    expect(hints('the natural satellite of the Earth', 'Moon')).toBe(false);
    // Short words say nothing: "art" is not "part", "of" is in everything.
    expect(hints('a part of something', 'art')).toBe(false);
    expect(hints('a kind of fruit', 'of')).toBe(false);
  });
});

describe('givesAway', () => {
  it('catches an answer named in the question', () => {
    expect(givesAway({ subject: 'hunting dog', answer: 'dog', distractors: ['cat', 'fox', 'wolf'] })).toBe(true);
    expect(givesAway({ subject: 'pug', answer: 'dog', distractors: ['cat', 'fox', 'wolf'] })).toBe(false);
  });

  it('catches an answer that alone shares no word with the question while every distractor does', () => {
    const oddOneOut = { subject: 'dog', answer: 'wolf', distractors: ['hunting dog', 'toy dog', 'working dog'] };
    expect(givesAway(oddOneOut)).toBe(true);
    expect(givesAway({ ...oddOneOut, distractors: ['hunting dog', 'pug', 'working dog'] })).toBe(false);
  });
});
