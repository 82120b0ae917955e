import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

describe('spell ("did you mean")', () => {
  it('says a known word is spelt right', async () => {
    expect(await engine.spell('photosynthesis')).toEqual({ query: 'photosynthesis', correct: true, suggestions: [] });
    expect((await engine.spell('Albert Einstein')).correct).toBe(true);
  });

  it('corrects a misspelt word with the English dictionary, closest spelling first', async () => {
    const result = await engine.spell('recieve');
    expect(result.correct).toBe(false);
    expect(result.suggestions[0]).toBe('receive');
  });

  it('corrects a misspelt name against WordNet', async () => {
    expect((await engine.spell('albert einstien')).suggestions[0]).toBe('Albert Einstein');
  });
});
