// What the role table (src/contract/roles.ts) loads by name, for the interface: host/workspace/role-widgets.test.ts
// proves that each name it loads is a widget of the registry or one of the loads that are not widgets.
import { roleRuleSets, type RuleSet } from '../contract/roles.ts';

/** Loads the spec names that are not widgets of the registry (yet): the markdown view, VR and the thoughtverse. */
export const NON_WIDGET_LOADS = ['markdown', 'vr', 'thoughtverse'] as const;

/** Every subject the table loads by name: the widgets it names, and the loads that are not widgets. */
export function namedLoads(): string[] {
  const names = new Set<string>();
  for (const set of Object.values(roleRuleSets) as RuleSet[]) {
    for (const [, action, subject] of set) {
      if (![action].flat().includes('load')) continue;
      for (const name of [subject].flat()) if (name !== 'all') names.add(name);
    }
  }
  return [...names].sort();
}
