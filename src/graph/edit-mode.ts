import { signal } from '@preact/signals-core';

/** Spec 1 §4 "Graph edit modes", looked_at first: the mode a graph starts in. */
export const graphEditModes = [
  'looked_at',
  'explore',
  'default',
  'add_nodes',
  'add_relationships',
  'remove',
  'hide',
  'lock',
  'shortest_path',
  'hsl',
  'function_call',
  'hide_related_nodes',
  'show_related_nodes',
  'combo_explore',
  'combo_expand_collapse',
  'clear_graph',
] as const;
export type GraphEditMode = (typeof graphEditModes)[number];

/**
 * The page's graph edit mode. The graph widgets that switch it (by hotkey) are not built yet; selection search
 * already reads it (spec 1 §5: without a modifier, a selection searches only outside looked_at mode).
 */
export const graphEditMode = signal<GraphEditMode>('looked_at', { name: 'graphEditMode' });

export function setGraphEditMode(mode: GraphEditMode): void {
  graphEditMode.value = mode;
}
