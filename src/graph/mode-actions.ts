// Which graph action of the role table (spec 1 §6, src/contract/roles.ts: GRAPH_ACTIONS and shortest_path, on the
// subject GraphAction) each edit mode is. A mode whose action a learner's roles deny is not offered (Graph Controls,
// Help, Graph Explore's key list, the keyboard map), and its hotkey answers that it is not available for their role.
// looked_at and default only read and select, so no row of the table names them: every learner keeps them, which
// also keeps the mode a graph starts in.
import { allows } from '../abilities/abilities.ts';
import type { AppAbility } from '../contract/abilities.ts';
import { graphModeHotkeys, type GraphModeHotkey } from './hotkeys.ts';
import { graphModes, type GraphMode } from './modes.ts';

export const GRAPH_ACTION_SUBJECT = 'GraphAction';

export const modeGraphAction: Readonly<Record<GraphMode, string | null>> = {
  looked_at: null,
  explore: 'explore',
  default: null,
  add_nodes: 'create_node',
  add_relationships: 'add_relationship',
  remove: 'remove_node',
  hide: 'hide',
  lock: 'lock',
  shortest_path: 'shortest_path',
  hsl: 'categorise',
  function_call: 'smart_query',
  hide_related_nodes: 'hide',
  show_related_nodes: 'hide',
  combo_explore: 'create_combo',
  combo_expand_collapse: 'expand_collapse',
  clear_graph: 'clear_canvas',
};

/** May the learner use this graph action of the table ('remove_node', 'clear_canvas', ...)? */
export function allowsGraphAction(ability: AppAbility, action: string): boolean {
  return allows(ability, { action, subject: GRAPH_ACTION_SUBJECT });
}

/** May the learner switch to this mode? */
export function allowsMode(ability: AppAbility, mode: GraphMode): boolean {
  const action = modeGraphAction[mode];
  return action === null || allowsGraphAction(ability, action);
}

/** The modes the learner's roles allow, in spec 1 §4's order. */
export function allowedModes(ability: AppAbility): GraphMode[] {
  return graphModes.filter((mode) => allowsMode(ability, mode));
}

/** The mode keys of the modes the learner's roles allow. */
export function allowedModeHotkeys(ability: AppAbility): GraphModeHotkey[] {
  return graphModeHotkeys.filter(({ mode }) => allowsMode(ability, mode));
}
