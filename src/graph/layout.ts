// Layouts and their settings (spec 1 §3, spec 2 §9.1). The G6 adapter turns these into G6 layout options.
import type { GraphLayout } from '../contract/graph.ts';

export const DEFAULT_LAYOUT: GraphLayout = 'gforce';

export type LayoutSettings = Readonly<Record<GraphLayout, Readonly<Record<string, unknown>>>>;

/** Spec 2 §9.1: GForce edge strength 300, node strength 1000, link distance 100; other layouts use G6's defaults. */
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  gforce: { edgeStrength: 300, nodeStrength: 1000, linkDistance: 100 },
  force: {},
  dagre: {},
  concentric: {},
  radial: {},
  circular: {},
  fruchterman: {},
  mds: {},
  grid: {},
};

export function withSetting(
  settings: LayoutSettings,
  layout: GraphLayout,
  property: string,
  value: unknown,
): LayoutSettings {
  return { ...settings, [layout]: { ...settings[layout], [property]: value } };
}
