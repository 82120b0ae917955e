import { createMongoAbility } from '@casl/ability';
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

  it('a later allowing rule overrides an earlier deny, per subject', () => {
    const ability = createAbility([
      { action: 'load', subject: 'all', inverted: true },
      { action: 'load', subject: 'detail' },
    ]);
    expect(canLoadWidget(ability, 'detail')).toBe(true);
    expect(canLoadWidget(ability, 'eddie')).toBe(false);
    expect(ability.can('save', 'Quest')).toBe(false);
  });

  it('a rule with conditions is refused at once (the kit builds no condition matcher)', () => {
    expect(() => createAbility([{ action: 'load', subject: 'detail', conditions: { owner: 'me' } }])).toThrow(
      /conditionsMatcher/,
    );
    // Even CASL's MongoDB ability cannot match one: the matcher is left out of the build (no-conditions.ts).
    const mongo = createMongoAbility([{ action: 'read', subject: 'Note', conditions: { owner: 'me' } }]);
    expect(() => mongo.can('read', { __caslSubjectType__: 'Note', owner: 'me' } as never)).toThrow(
      /not built into the kit/,
    );
  });
});
