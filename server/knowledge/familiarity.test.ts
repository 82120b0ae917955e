import { describe, expect, it } from 'vitest';
import { familiarity, occurrences } from './familiarity.ts';

describe('familiarity', () => {
  it('rates everyday words above rare ones, as people say them', () => {
    expect(familiarity('dog')).toBeGreaterThan(5);
    expect(familiarity('chlorophyll')).toBeGreaterThan(2);
    expect(familiarity('chlorophyll')).toBeLessThan(3);
    expect(familiarity('dog')).toBeGreaterThan(familiarity('canine'));
    expect(familiarity('chlorine')).toBeGreaterThan(familiarity('chlorothiazide'));
  });

  it('is the same in any case, and 0 for a word the corpus never has', () => {
    expect(occurrences('Dog')).toBe(occurrences('dog'));
    expect(occurrences('chlorothiazide')).toBe(0);
    expect(familiarity('qwzxv')).toBe(0);
    expect(familiarity('  ')).toBe(0);
  });

  it('counts a phrase below its rarest word, a hundredth for each word after the first', () => {
    const rarest = Math.min(occurrences('phone'), occurrences('call'));
    expect(occurrences('phone call')).toBe(Math.floor(rarest / 100));
    expect(occurrences('phone call')).toBeLessThan(occurrences('photo'));
    expect(occurrences('carbon_dioxide')).toBe(occurrences('carbon dioxide'));
    expect(occurrences('dog days')).toBeLessThan(occurrences('dog'));
    expect(occurrences('dog days')).toBeLessThan(occurrences('days'));
  });
});
