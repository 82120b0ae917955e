import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeQuickSearch, openQuickSearch, quickSearch, quickSearchOpen } from './quick-search-overlay.ts';
import { search, thought } from '../kit/search.ts';

// A search records an event through the kit's recorder, which the kit loads lazily on first use: loaded here first,
// so that load never finishes after this file has ended (Vitest fails a run on an import after teardown).
beforeAll(() => import('../kit/events.ts'));

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
