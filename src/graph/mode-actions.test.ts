import { describe, expect, it } from 'vitest';
import { abilityFor, createAbility } from '../abilities/abilities.ts';
import { allowedModeHotkeys, allowedModes, allowsGraphAction, allowsMode } from './mode-actions.ts';
import { graphModes } from './modes.ts';

describe('graph modes gated by the role table', () => {
  it('leave shortest path out for a learner with the default roles, and keep every other mode', () => {
    const ability = abilityFor({ roles: [] });
    expect(allowsMode(ability, 'shortest_path')).toBe(false);
    expect(allowedModes(ability)).toEqual(graphModes.filter((mode) => mode !== 'shortest_path'));
    expect(allowedModeHotkeys(ability).map(({ key }) => key)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', 'f']);
    expect(allowsGraphAction(ability, 'remove_node')).toBe(true);
    expect(allowsGraphAction(ability, 'clear_canvas')).toBe(true);
  });

  it('offer a mode whose action a role allows, shortest path included', () => {
    const ability = createAbility([{ action: 'shortest_path', subject: 'GraphAction' }]);
    expect(allowsMode(ability, 'shortest_path')).toBe(true);
    expect(allowsMode(ability, 'remove')).toBe(false);
    expect(allowedModes(ability)).toEqual(['looked_at', 'default', 'shortest_path']);
  });

  it('leave only the reading modes to a learner denied every graph action', () => {
    const ability = createAbility([]);
    expect(allowedModes(ability)).toEqual(['looked_at', 'default']);
    expect(allowsGraphAction(ability, 'remove_node')).toBe(false);
  });
});
