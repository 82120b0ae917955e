import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { abilityFor, createAbility } from '../abilities/abilities.ts';
import { keyboardMap, keyboardMapFor, modeKeysLabel } from './keyboard-map.ts';

describe('keyboard map', () => {
  it('words every action in the keys namespace of en.json', () => {
    for (const row of keyboardMap) {
      expect(row.action.startsWith('keys.'), row.action).toBe(true);
      expect(en, row.action).toHaveProperty([row.action]);
    }
  });
});

describe('a learner’s keyboard map', () => {
  const keysOf = (ability: Parameters<typeof keyboardMapFor>[0]) =>
    Object.fromEntries(keyboardMapFor(ability).map((row) => [row.action, row.keys]));

  it('leaves shortest path’s key (Alt+Shift+8) out for the default roles, and keeps ctrl+x and delete', () => {
    const keys = keysOf(abilityFor({ roles: [] }));
    expect(keys['keys.graphModes']).toBe('Alt+Shift+0 … 7, Alt+Shift+F');
    expect(keys['keys.removeSelected']).toBe('Ctrl+X');
    expect(keys['keys.emptyGraph']).toBe('Delete');
  });

  it('lists Alt+Shift+8 for a role allowed shortest path, and drops the keys of denied actions', () => {
    const keys = keysOf(createAbility([{ action: 'shortest_path', subject: 'GraphAction' }]));
    expect(keys['keys.graphModes']).toBe('Alt+Shift+0, Alt+Shift+2, Alt+Shift+8');
    expect(keys).not.toHaveProperty(['keys.removeSelected']);
    expect(keys).not.toHaveProperty(['keys.emptyGraph']);
    expect(keys['keys.quickSearch']).toBe('Ctrl+K / ⌘+K');
  });

  it('writes every mode key as the full table does when all are allowed', () => {
    expect(modeKeysLabel(['0', '1', '2', '3', '4', '5', '6', '7', '8', 'f'])).toBe('Alt+Shift+0 … 8, Alt+Shift+F');
  });
});
