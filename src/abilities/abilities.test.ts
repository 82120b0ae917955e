import { createMongoAbility } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { pageAbility } from '../contract/abilities.ts';
import { anonymousUser } from '../contract/user.ts';
import { abilities, allows, canLoadWidget, createAbility, gates, userAbilities } from './abilities.ts';

describe('the kit’s abilities', () => {
  it('start as a visitor’s, until a learner’s profile loads', () => {
    expect(abilities.value.rules).toEqual(pageAbility(anonymousUser).rules);
    expect(canLoadWidget(abilities.value, '3d-models')).toBe(true);
  });

  it('of the user are empty while no one is signed in (spec 1 §6 "With no user, abilities are empty")', () => {
    expect(userAbilities.value.rules).toEqual([]);
    expect(allows(userAbilities.value, gates.createLayout)).toBe(false);
    expect(canLoadWidget(userAbilities.value, 'detail')).toBe(false);
  });

  it('refuse a rule with conditions at once (the kit builds no condition matcher)', () => {
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
