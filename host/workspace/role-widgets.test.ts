import { describe, expect, it } from 'vitest';
import { namedLoads, NON_WIDGET_LOADS } from '../../src/abilities/roles.ts';
import { widgetRegistry } from '../../widgets/registry.ts';

// The role table (src/abilities/roles.ts) names widgets by their registry name; src/ may not read the registry, so
// the host, which reads both, proves the names: a misspelt one would silently gate nothing.
describe('the widgets the role rule sets name', () => {
  it('are widgets of the registry, or the loads the spec names that are not widgets', () => {
    const known = new Set<string>([...widgetRegistry.map((widget) => widget.name), ...NON_WIDGET_LOADS]);
    expect(namedLoads().filter((name) => !known.has(name))).toEqual([]);
    expect(namedLoads()).toContain('dendro');
  });

  it('include no registry name among the loads that are not widgets', () => {
    const names = new Set<string>(widgetRegistry.map((widget) => widget.name));
    expect(NON_WIDGET_LOADS.filter((name) => names.has(name))).toEqual([]);
  });
});
