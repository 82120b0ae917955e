import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { keyboardMap, keyboardMapRows } from './keyboard-map.ts';

describe('keyboard map', () => {
  it('offers a widget key only once its widget is built', () => {
    const rows = keyboardMap((widget) => widget === 'detail');
    expect(rows.map((row) => row.keys)).toContain('Alt+D');
    expect(rows.map((row) => row.keys)).not.toContain('Ctrl+Q');
    // Keys of no widget (views, quick search, the graph) are always offered.
    expect(rows.filter((row) => row.widget === undefined)).toHaveLength(
      keyboardMapRows.filter((row) => row.widget === undefined).length,
    );
    expect(keyboardMap(() => true)).toEqual(keyboardMapRows);
  });

  it('words every action in the keys namespace of en.json', () => {
    for (const row of keyboardMapRows) {
      expect(row.action.startsWith('keys.'), row.action).toBe(true);
      expect(en, row.action).toHaveProperty([row.action]);
    }
  });
});
