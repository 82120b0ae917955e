import { beforeEach, describe, expect, it } from 'vitest';
import { closeQuickSearch, openQuickSearch, quickSearch, quickSearchOpen } from './quick-search-overlay.ts';
import { search, thought } from '../kit/search.ts';

beforeEach(() => {
  search.actions.clear();
  closeQuickSearch();
});

describe('quick search', () => {
  it('opens and closes', () => {
    openQuickSearch();
    expect(quickSearchOpen.value).toBe(true);
    closeQuickSearch();
    expect(quickSearchOpen.value).toBe(false);
  });

  it('searches the trimmed term as the thought', () => {
    expect(quickSearch('  Albert Einstein ')).toBe(true);
    expect(thought.value).toMatchObject({ word: 'Albert Einstein', type: 'string', lang: 'en' });
  });

  it('searches nothing for a blank term', () => {
    expect(quickSearch('   ')).toBe(false);
    expect(thought.value).toBeNull();
  });
});
