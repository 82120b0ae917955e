import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { recognizeTerms } from './recognize.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let index: KnowledgeIndex;
beforeAll(async () => {
  index = (await testEngine()).index;
});

describe('recognizeTerms', () => {
  it('finds the longest terms, left to right, with their offsets', () => {
    const text = 'a member of the genus Canis that barks';
    const terms = recognizeTerms(index, text);
    expect(terms.map((term) => term.key)).toEqual(['member', 'genus canis', 'bark']);
    for (const term of terms) expect(text.slice(term.start, term.end)).toBe(term.text);
  });

  it('skips function words that WordNet also lists (a = vitamin A, in = inch, be = beryllium)', () => {
    expect(recognizeTerms(index, 'it is in a box').map((term) => term.key)).toEqual(['box']);
  });

  it('does not join words across punctuation', () => {
    expect(recognizeTerms(index, 'carbon, dioxide').map((term) => term.key)).toEqual(['carbon', 'dioxide']);
  });

  it('treats a name in prose as named only when written as a name', () => {
    const prose = recognizeTerms(index, 'a nice day in Nice', { caseSensitiveNames: true });
    expect(prose.map((term) => [term.text, term.named])).toEqual([
      ['nice', false],
      ['day', false],
      ['Nice', true],
    ]);
  });
});
