import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../testing/knowledge-engine.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { recognizeTerms } from './recognize.ts';
import { sensesInContext } from './sense-in-context.ts';

let index: KnowledgeIndex;
beforeAll(async () => {
  index = (await testEngine()).index;
});

/** What the text means by `key`: the definition of the sense chosen for it. */
function meaning(text: string, key: string): string {
  const terms = recognizeTerms(index, text, { caseSensitiveNames: true });
  const senses = sensesInContext(index, text, terms);
  const at = terms.findIndex((term) => term.key === key);
  expect(at, `${key} in “${text}”`).toBeGreaterThanOrEqual(0);
  return index.definition(senses[at] ?? -1);
}

describe('sensesInContext', () => {
  it('reads “plant” in a text about photosynthesis as the organism, not the factory (the main sense)', () => {
    const text = 'Photosynthesis happens in the leaves: the plant turns sunlight, water and carbon dioxide into sugar.';
    expect(meaning(text, 'plant')).toMatch(/living organism/);
    expect(index.definition(recognizeTerms(index, 'plant')[0]?.senses[0] ?? -1)).toMatch(/industrial/);
  });

  it('reads “bank” by the rest of the text: money or a river', () => {
    expect(meaning('I keep my money in a savings account at the bank.', 'bank')).toMatch(/financial institution/);
    expect(meaning('The bank of the river was muddy after the flood.', 'bank')).toMatch(/slop/);
  });

  it('keeps the main sense when nothing in the text points elsewhere', () => {
    const terms = recognizeTerms(index, 'plant');
    expect(sensesInContext(index, 'plant', terms)).toEqual([terms[0]?.senses[0]]);
  });
});
