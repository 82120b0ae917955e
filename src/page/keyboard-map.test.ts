import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { keyboardMap } from './keyboard-map.ts';

describe('keyboard map', () => {
  it('words every action in the keys namespace of en.json', () => {
    for (const row of keyboardMap) {
      expect(row.action.startsWith('keys.'), row.action).toBe(true);
      expect(en, row.action).toHaveProperty([row.action]);
    }
  });
});
