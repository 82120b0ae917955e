import { describe, expect, it } from 'vitest';
import { storage } from './storage.ts';

describe('storage', () => {
  it('keeps values even where localStorage is missing (node)', () => {
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });
});
