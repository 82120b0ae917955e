import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { QUICK_SEARCH_TITLE_COUNT } from './quick-search-overlay.ts';
import { quickSearchTitleKeys } from './quick-search-titles.ts';

describe('the quick search’s rotating titles', () => {
  it('are 20 prompts (spec 2 §9.1), each its own text', () => {
    expect(QUICK_SEARCH_TITLE_COUNT).toBe(20);
    const english: Record<string, string> = en;
    const texts = quickSearchTitleKeys.map((key) => english[key]);
    expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(20);
  });
});
