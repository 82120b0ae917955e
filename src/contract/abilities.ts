// What a user may do (spec 1 §6 "Ability construction"), built the same way for the kit's interface (src/abilities)
// and for the server's refusals (server/http/gates.ts): from the one role table (roles.ts). The contract imports
// CASL for this, beside zod (eslint.boundaries.js); the decisions the spec leaves open are in src/abilities/README.md.
import { Ability, type RawRuleOf } from '@casl/ability';
import type { Gate } from './gates.ts';
import { ruleSetOf, type RuleSet } from './roles.ts';

/** Rules are action/subject pairs, allowed or denied. */
export type AppAbility = Ability<[string, string]>;
export type AbilityRule = RawRuleOf<AppAbility>;

export function createAbility(rules: readonly AbilityRule[]): AppAbility {
  return new Ability<[string, string]>([...rules]);
}

/** A rule set's grants as CASL rules, in the same order. */
export function rulesOf(set: RuleSet): AbilityRule[] {
  return set.map(([verdict, action, subject]) => ({
    action: [action].flat(),
    subject: [subject].flat(),
    ...(verdict === 'deny' ? { inverted: true } : {}),
  }));
}

/**
 * Spec 1 §6: the Default rule set first, then the set of each role the user holds, in the user's order. CASL lets a
 * later rule win over an earlier one for the same action and subject, so a later set overrides an earlier one
 * (abilities.test.ts proves it). With no user, abilities are empty: nothing is allowed.
 */
export function abilityFor(user: { readonly roles: readonly string[] } | null): AppAbility {
  if (!user) return createAbility([]);
  return createAbility([ruleSetOf('Default'), ...user.roles.map(ruleSetOf)].flatMap(rulesOf));
}

/**
 * A visitor of a page (signed out, or signed in while the profile has not loaded yet) is the anonymous Default
 * user holding the Guest role (spec 1 §6 "Default, Guest"), not "no user": partner pages show widgets to visitors.
 */
export const VISITOR = { roles: ['Guest'] } as const;

/**
 * A signed-in learner holds the User role before the roles an operator granted them: the role table's ordinary
 * learner (spec 1 §6 "User"), as a visitor is its Guest. The server keeps only the granted roles.
 */
export const SIGNED_IN_ROLE = 'User';

/**
 * A user's abilities: a visitor's for the anonymous user (no username), else a signed-in learner's. The page keeps
 * its user's (src/kit/session.ts), and the server judges each caller by the same (server/http/gates.ts).
 */
export function pageAbility(user: { readonly username: string; readonly roles: readonly string[] }): AppAbility {
  return abilityFor(user.username === '' ? VISITOR : { roles: [SIGNED_IN_ROLE, ...user.roles] });
}

export function canLoadWidget(ability: AppAbility, widgetName: string): boolean {
  return ability.can('load', widgetName);
}

export function allows(ability: AppAbility, gate: Gate): boolean {
  return ability.can(gate.action, gate.subject);
}
