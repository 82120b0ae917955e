import { Ability, type RawRuleOf } from '@casl/ability';
import { signal } from '@preact/signals-core';

/**
 * What a user may do (spec 1 §6 "Ability construction"): rules are action/subject pairs, allowed or
 * denied. Widgets are gated with the action "load" on the widget's registry name.
 */
export type AppAbility = Ability<[string, string]>;
export type AbilityRule = RawRuleOf<AppAbility>;

/** Until the role rule sets land, every user may do everything ('manage' and 'all' are CASL's wildcards). */
export const allowAllRules: readonly AbilityRule[] = [{ action: 'manage', subject: 'all' }];

export function createAbility(rules: readonly AbilityRule[]): AppAbility {
  return new Ability<[string, string]>([...rules]);
}

export const abilities = signal<AppAbility>(createAbility(allowAllRules), { name: 'abilities' });

export function canLoadWidget(ability: AppAbility, widgetName: string): boolean {
  return ability.can('load', widgetName);
}
