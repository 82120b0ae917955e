// What a click does in each graph edit mode (spec 1 §4 "each mode changes what a click on a node, edge or canvas
// does"). Pure: the G6 widget maps a pointer event to a target, asks this, and runs the command or does the effect.
// The spec names the modes but not every click's effect; where it is silent the choice is commented.
import type { GraphCommand } from './commands.ts';
import type { GraphMode } from './modes.ts';

export type ClickTarget =
  | { readonly kind: 'node'; readonly id: string; readonly comboId?: string | undefined }
  | { readonly kind: 'edge'; readonly id: string }
  /** The edge being drawn in add_relationships mode, following the mouse. */
  | { readonly kind: 'pendingEdge' }
  | { readonly kind: 'combo'; readonly id: string }
  | { readonly kind: 'canvas' };

export type ClickEffect =
  | { readonly kind: 'none' }
  | { readonly kind: 'command'; readonly command: GraphCommand }
  /**
   * The node becomes the thought (the fan-out looks it up). replace: its graph replaces the canvas; merge: its
   * neighbours join the canvas; combo: they join it grouped in one combo.
   */
  | { readonly kind: 'explore'; readonly nodeId: string; readonly placement: 'replace' | 'merge' | 'combo' }
  /** add_nodes: the widget asks the label of a new node to place where the canvas was clicked. */
  | { readonly kind: 'createNode' }
  /** hsl: the widget offers a colour, then runs a paint command. */
  | { readonly kind: 'pickColor'; readonly nodeId: string }
  /** function_call: the widget opens the AI property generator of the node (src/graph/property-generator.ts). */
  | { readonly kind: 'openPropertyGenerator'; readonly nodeId: string };

const NONE: ClickEffect = { kind: 'none' };
const command = (value: GraphCommand): ClickEffect => ({ kind: 'command', command: value });

export function clickEffect(mode: GraphMode, target: ClickTarget): ClickEffect {
  // Wherever a click lands, clicking the pending edge cancels it (spec 1 §4), whichever mode drew it.
  if (target.kind === 'pendingEdge') return command({ type: 'cancelEdge' });
  if (target.kind === 'combo') {
    return mode === 'combo_expand_collapse' ? command({ type: 'toggleCombo', id: target.id }) : NONE;
  }
  if (target.kind === 'canvas') return canvasEffect(mode);
  if (target.kind === 'edge') return edgeEffect(mode, target.id);
  return nodeEffect(mode, target.id, target.comboId);
}

function canvasEffect(mode: GraphMode): ClickEffect {
  switch (mode) {
    case 'add_nodes':
      return { kind: 'createNode' };
    case 'clear_graph':
      return command({ type: 'clear' });
    // A click beside the nodes ends a selection, as in every canvas the learner knows.
    case 'default':
    case 'shortest_path':
      return command({ type: 'clearSelection' });
    default:
      return NONE;
  }
}

function edgeEffect(mode: GraphMode, id: string): ClickEffect {
  switch (mode) {
    case 'remove':
      return command({ type: 'removeEdge', id });
    case 'hide':
      return command({ type: 'hide', id });
    default:
      return NONE;
  }
}

function nodeEffect(mode: GraphMode, id: string, comboId: string | undefined): ClickEffect {
  switch (mode) {
    // looked_at, the initial mode, is the plain reading one: a click explores the node as the new thought.
    case 'looked_at':
      return { kind: 'explore', nodeId: id, placement: 'replace' };
    // explore grows the graph in place instead of replacing it.
    case 'explore':
      return { kind: 'explore', nodeId: id, placement: 'merge' };
    case 'combo_explore':
      return { kind: 'explore', nodeId: id, placement: 'combo' };
    case 'default':
      return command({ type: 'select', id });
    case 'shortest_path':
      return command({ type: 'select', id, multiple: true });
    case 'add_relationships':
      return command({ type: 'connect', nodeId: id });
    case 'remove':
      return command({ type: 'removeNode', id });
    case 'hide':
      return command({ type: 'hide', id });
    case 'lock':
      return command({ type: 'lock', id });
    case 'hsl':
      return { kind: 'pickColor', nodeId: id };
    case 'function_call':
      return { kind: 'openPropertyGenerator', nodeId: id };
    case 'hide_related_nodes':
      return command({ type: 'hideRelated', id });
    case 'show_related_nodes':
      return command({ type: 'showRelated', id });
    case 'combo_expand_collapse':
      return comboId ? command({ type: 'toggleCombo', id: comboId }) : NONE;
    // add_nodes adds on the canvas; clear_graph clears from the canvas (spec 1 §4): a node click does neither.
    case 'add_nodes':
    case 'clear_graph':
      return NONE;
  }
}
