import { describe, expect, it } from 'vitest';
import { allowAllRules, canLoadWidget, createAbility } from './abilities.ts';

describe('abilities', () => {
  it('the allow-all rule set lets every widget load', () => {
    expect(canLoadWidget(createAbility(allowAllRules), 'search-engine')).toBe(true);
  });

  it('a later denying rule overrides an earlier allow', () => {
    const ability = createAbility([...allowAllRules, { action: 'load', subject: 'eddie', inverted: true }]);
    expect(canLoadWidget(ability, 'eddie')).toBe(false);
    expect(canLoadWidget(ability, 'detail')).toBe(true);
  });

  it('no rules allow nothing', () => {
    expect(canLoadWidget(createAbility([]), 'detail')).toBe(false);
  });
});
