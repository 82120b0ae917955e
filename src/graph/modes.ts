// Graph edit modes (spec 1 §4). The mode is part of each graph instance, so explore and linked switch apart.

/** Spec 1 §4 order; looked_at first: the mode a graph starts in. */
export const graphModes = [
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
export type GraphMode = (typeof graphModes)[number];

export const INITIAL_GRAPH_MODE: GraphMode = 'looked_at';
