import { describe, expect, it } from 'vitest';
import { answeringSentences, termsOf } from './answering-sentences.ts';

const library = [
  'The library opens at 8 am and closes at 5 pm on school days.',
  'Students may borrow up to four books at a time, for two weeks.',
  'Borrowed books can be renewed once at the desk.',
];

describe('sentences that answer a question', () => {
  it('reads a question as stemmed terms without stop words', () => {
    expect(termsOf('How many books may students borrow?')).toEqual(['book', 'student', 'borrow']);
  });

  it('ranks the sentence naming the asked terms first, and leaves out one naming none', () => {
    const [answer] = answeringSentences('How many books may students borrow?', [{ sentences: library }], 3);
    expect(answer?.sentences).toEqual([library[1], library[2]]);
  });

  it('picks each source’s best sentences and says how well it answers', () => {
    const sources = [{ sentences: library }, { sentences: ['Fines are ten cents a day.'] }];
    const answers = answeringSentences('When does the library close?', sources, 2);
    expect(answers[0]?.sentences).toEqual([library[0]]);
    expect(answers[0]?.score).toBeGreaterThan(0);
    expect(answers[1]).toEqual({ sentences: [], score: 0 });
  });

  it('does not count the words naming a source’s topic within it', () => {
    const paris = {
      topic: 'Paris',
      sentences: ['Paris is the capital of France.', 'The city is divided into 20 arrondissements.'],
    };
    const [answer] = answeringSentences('How many arrondissements does Paris have?', [paris], 1);
    expect(answer?.sentences).toEqual([paris.sentences[1]]);
    const [about] = answeringSentences('What is Paris?', [paris], 1);
    expect(about).toEqual({ sentences: [], score: 0 });
  });
});
