import { describe, expect, it } from 'vitest';
import { abilityFor, allows, canLoadWidget, createAbility, pageAbility } from './abilities.ts';
import { gates } from './gates.ts';
import { anonymousUser } from './user.ts';

describe('CASL, as the abilities use it', () => {
  it('lets a later denying rule override an earlier allow', () => {
    const ability = createAbility([
      { action: 'manage', subject: 'all' },
      { action: 'load', subject: 'eddie', inverted: true },
    ]);
    expect(canLoadWidget(ability, 'eddie')).toBe(false);
    expect(canLoadWidget(ability, 'detail')).toBe(true);
  });

  it('lets a later allowing rule override an earlier deny, per subject', () => {
    const ability = createAbility([
      { action: 'load', subject: 'all', inverted: true },
      { action: 'load', subject: 'detail' },
    ]);
    expect(canLoadWidget(ability, 'detail')).toBe(true);
    expect(canLoadWidget(ability, 'eddie')).toBe(false);
    expect(ability.can('save', 'Quest')).toBe(false);
  });

  it('lets a later wildcard rule override an earlier named one (the last matching rule wins)', () => {
    const ability = createAbility([
      { action: 'load', subject: 'detail' },
      { action: 'manage', subject: 'all', inverted: true },
    ]);
    expect(canLoadWidget(ability, 'detail')).toBe(false);
  });

  it('allows nothing with no rules', () => {
    expect(canLoadWidget(createAbility([]), 'detail')).toBe(false);
  });
});

describe('ability construction (spec 1 §6)', () => {
  it('with no user, allows nothing at all', () => {
    const none = abilityFor(null);
    expect(none.rules).toEqual([]);
    expect(canLoadWidget(none, 'detail')).toBe(false);
    expect(allows(none, gates.search)).toBe(false);
  });

  it('starts from the Default rule set: a user with no roles has it', () => {
    const plain = abilityFor({ roles: [] });
    expect(allows(plain, gates.saveQuest)).toBe(true);
    expect(canLoadWidget(plain, 'detail')).toBe(true);
    expect(canLoadWidget(plain, 'recent-activity')).toBe(false);
  });

  it('applies the roles in the user’s order, a later role’s set overriding an earlier one', () => {
    // Leap denies quests and quest widgets; Moderator allows every load and says nothing about saving quests.
    const leapThenModerator = abilityFor({ roles: ['Leap', 'Moderator'] });
    expect(canLoadWidget(leapThenModerator, 'quest-library')).toBe(true);
    expect(allows(leapThenModerator, gates.saveQuest)).toBe(false);
    const moderatorThenLeap = abilityFor({ roles: ['Moderator', 'Leap'] });
    expect(canLoadWidget(moderatorThenLeap, 'quest-library')).toBe(false);

    // Zelda0 denies everything: last, it wins; first, User's loads come back but nothing User does not name.
    expect(canLoadWidget(abilityFor({ roles: ['User', 'Zelda0'] }), 'markdown')).toBe(false);
    const zeldaThenUser = abilityFor({ roles: ['Zelda0', 'User'] });
    expect(canLoadWidget(zeldaThenUser, 'markdown')).toBe(true);
    expect(canLoadWidget(zeldaThenUser, 'detail')).toBe(false);
    expect(allows(zeldaThenUser, gates.search)).toBe(false);
  });

  it('overrides the Default set with a role’s: Default refuses screen recording, Auditor records', () => {
    expect(allows(abilityFor({ roles: [] }), gates.recordScreen)).toBe(false);
    expect(allows(abilityFor({ roles: ['Auditor'] }), gates.recordScreen)).toBe(true);
  });
});

describe('the page’s abilities', () => {
  it('are a visitor’s (Default, then Guest) when nobody is signed in, so partner pages keep their widgets', () => {
    const visitor = pageAbility(anonymousUser);
    expect(canLoadWidget(visitor, 'search-engine')).toBe(true);
    expect(canLoadWidget(visitor, 'detail')).toBe(true);
    expect(canLoadWidget(visitor, 'snippet')).toBe(true);
    // What sets a Guest apart from the Default set alone.
    expect(canLoadWidget(visitor, '3d-models')).toBe(true);
    expect(canLoadWidget(abilityFor({ roles: [] }), '3d-models')).toBe(false);
  });

  it('are a visitor’s while a signed-in learner’s profile has not loaded', () => {
    expect(canLoadWidget(pageAbility({ username: '', roles: ['Zelda0'] }), 'detail')).toBe(true);
  });

  it('are a User’s, then the learner’s own roles, once the profile has loaded', () => {
    const leap = pageAbility({ username: 'ada', roles: ['Leap'] });
    expect(allows(leap, gates.saveQuest)).toBe(false);
    const learner = pageAbility({ username: 'ada', roles: [] });
    expect(canLoadWidget(learner, 'treasure-marker')).toBe(true);
    expect(canLoadWidget(abilityFor({ roles: [] }), 'treasure-marker')).toBe(false);
    expect(canLoadWidget(learner, '3d-models')).toBe(false);
  });
});
