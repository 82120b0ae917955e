import { signal } from '@preact/signals-core';
import { abilityFor, pageAbility, type AbilityRule, type AppAbility } from '../contract/abilities.ts';

// The interface reads abilities from this module. They are built by the contract's code (src/contract/abilities.ts),
// from the contract's role table, so the server refuses a call exactly where the interface hides its control.
export { abilityFor, allows, canLoadWidget, createAbility, pageAbility } from '../contract/abilities.ts';
export { gates } from '../contract/gates.ts';

/**
 * Everything allowed ('manage' and 'all' are CASL's wildcards). No role has it and the page never uses it: it is
 * for tests of the element factory that are about something other than roles.
 */
export const allowAllRules: readonly AbilityRule[] = [{ action: 'manage', subject: 'all' }];

/**
 * The page's abilities. Until a learner's profile loads, those of a visitor (no username), written out rather than
 * taken from the contract's anonymous user, whose schema would bring zod to every widget page.
 */
export const abilities = signal<AppAbility>(pageAbility({ username: '', roles: [] }), { name: 'abilities' });

/**
 * The abilities of the page's user (spec 1 §6 "With no user, abilities are empty"): a signed-in learner's, as
 * `abilities`, and none at all until one is signed in and their profile has loaded. The host's own controls (sidebar,
 * navbar search, thought navigation, view switcher, widget picker, Add panel, quest mode, bottom dock) follow these,
 * so a visitor of a public page sees none of them; the widgets a public or partner page places for a visitor follow
 * `abilities`.
 */
export const userAbilities = signal<AppAbility>(abilityFor(null), { name: 'userAbilities' });
