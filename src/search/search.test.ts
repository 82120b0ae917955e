import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../contract/locales.ts';
import { createTestApi } from '../../tests/support/test-api.ts';
import { createSearch } from './search.ts';

function searchIn(lang: LocaleCode = 'en') {
  const locale = signal<LocaleCode>(lang);
  const search = createSearch({
    api: createTestApi().api,
    locale,
    descriptionMode: signal('Default'),
    recordEvent: () => Promise.resolve(),
  });
  return { search, locale, thought: search.signals.thought };
}

describe('searchWord', () => {
  it('makes a trimmed word the thought, with the spec defaults and the learner’s language', () => {
    const { search, thought } = searchIn('de');
    expect(search.actions.searchWord('  photosynthesis ')).toBe(true);
    expect(thought.value).toEqual({ word: 'photosynthesis', label: 'photosynthesis', type: 'string', lang: 'de' });
  });

  it('ignores blank words', () => {
    const { search, thought } = searchIn();
    search.actions.searchWord('Paris', { type: 'entity' });
    expect(search.actions.searchWord('   ')).toBe(false);
    expect(thought.value?.word).toBe('Paris');
  });

  it('does not notify again for the thought already shown, but does in another language', () => {
    const { search, thought, locale } = searchIn();
    search.actions.searchWord('dog');
    const before = thought.value;
    expect(search.actions.searchWord('dog ')).toBe(true);
    expect(thought.value).toBe(before);
    locale.value = 'es';
    expect(search.actions.searchWord('dog')).toBe(true);
    expect(thought.value?.lang).toBe('es');
  });

  it('makes another saved graph of the same name the thought: a graph thought is its id', () => {
    const { search, thought } = searchIn();
    search.actions.searchWord('Water cycle', { type: 'graph', graphId: 'g1' });
    expect(thought.value).toMatchObject({ word: 'Water cycle', type: 'graph', graphId: 'g1' });
    const first = thought.value;
    search.actions.searchWord('Water cycle', { type: 'graph', graphId: 'g1' });
    expect(thought.value).toBe(first);
    search.actions.searchWord('Water cycle', { type: 'graph', graphId: 'g2' });
    expect(thought.value?.graphId).toBe('g2');
  });

  it('keeps two searches apart', () => {
    const first = searchIn();
    const second = searchIn();
    first.search.actions.searchWord('dog');
    expect(second.thought.value).toBeNull();
  });
});
