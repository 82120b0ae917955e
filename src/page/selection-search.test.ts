import { describe, expect, it } from 'vitest';
import { selectedTerm, selectionSearchTerm, wordAt } from './selection-search.ts';

describe('selectionSearchTerm', () => {
  it('with ctrl or cmd, searches a single word of more than 1 character', () => {
    expect(selectionSearchTerm({ text: 'photosynthesis', modifier: true, mode: 'looked_at' })).toBe('photosynthesis');
    expect(selectionSearchTerm({ text: 'a', modifier: true, mode: 'looked_at' })).toBeNull();
    expect(selectionSearchTerm({ text: ' x. ', modifier: true, mode: 'explore' })).toBeNull();
    expect(selectionSearchTerm({ text: 'ox', modifier: true, mode: 'looked_at' })).toBe('ox');
  });

  it('with ctrl or cmd, searches a multi-word selection as the whole phrase, whatever its length in words', () => {
    const phrase = 'the process by which green plants use sunlight';
    expect(selectionSearchTerm({ text: phrase, modifier: true, mode: 'looked_at' })).toBe(phrase);
    expect(selectionSearchTerm({ text: 'Albert\n  Einstein,', modifier: true, mode: 'looked_at' })).toBe(
      'Albert Einstein',
    );
  });

  it('without a modifier, searches nothing in looked_at mode (the initial mode)', () => {
    expect(selectionSearchTerm({ text: 'Paris', modifier: false, mode: 'looked_at' })).toBeNull();
  });

  it('without a modifier, searches 1 to 4 words outside looked_at mode', () => {
    expect(selectionSearchTerm({ text: 'Paris', modifier: false, mode: 'explore' })).toBe('Paris');
    expect(selectionSearchTerm({ text: 'one two three four', modifier: false, mode: 'add_nodes' })).toBe(
      'one two three four',
    );
    expect(selectionSearchTerm({ text: 'one two three four five', modifier: false, mode: 'explore' })).toBeNull();
  });

  it('never searches an empty selection or a sweep of a whole page', () => {
    expect(selectionSearchTerm({ text: ' \n ', modifier: true, mode: 'explore' })).toBeNull();
    expect(selectionSearchTerm({ text: '—', modifier: true, mode: 'explore' })).toBeNull();
    expect(selectionSearchTerm({ text: 'word '.repeat(60), modifier: true, mode: 'explore' })).toBeNull();
  });
});

describe('selectedTerm', () => {
  it('drops punctuation at the ends but keeps it inside a term', () => {
    expect(selectedTerm('(Saint-Exupéry).')).toBe('Saint-Exupéry');
    expect(selectedTerm('“AC/DC”')).toBe('AC/DC');
  });
});

describe('wordAt', () => {
  const text = "Paris is France's capital, a well-known city.";

  it('finds the word the pointer is on, or just after', () => {
    expect(wordAt(text, 0)?.word).toBe('Paris');
    expect(wordAt(text, 5)?.word).toBe('Paris');
    expect(wordAt(text, 12)?.word).toBe("France's");
    expect(wordAt(text, 30)?.word).toBe('well-known');
  });

  it('finds nothing between words', () => {
    expect(wordAt(text, 26)).toBeNull();
    expect(wordAt('  ', 1)).toBeNull();
  });

  it('keeps letters of any script together, and no quote at the ends', () => {
    expect(wordAt('प्रकाश संश्लेषण', 2)?.word).toBe('प्रकाश');
    expect(wordAt("'tis'", 2)).toEqual({ word: 'tis', start: 1, end: 4 });
  });
});
