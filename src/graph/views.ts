// What the G6 adapter, Graph Index and the screen-reader list draw: each item with its named states and its paint.
// Derived from the model, never stored, so a state cannot disagree with the model (dimmed follows the path).
import type { Combo, GraphNode } from '../contract/graph.ts';
import { isEdgeVisible, itemStates, type GraphModel, type ModelEdge } from './model.ts';
import {
  comboPaint,
  EDGE_PAINT,
  NO_ARROW_EDGE_PAINT,
  nodePaint,
  type ComboPaint,
  type EdgePaint,
  type NodePaint,
} from './paint.ts';

export interface NodeView {
  readonly data: GraphNode;
  readonly states: readonly string[];
  readonly paint: NodePaint;
}

export interface EdgeView {
  readonly data: ModelEdge;
  readonly states: readonly string[];
  readonly paint: EdgePaint;
}

export interface ComboView {
  readonly data: Combo;
  readonly collapsed: boolean;
  readonly paint: ComboPaint;
}

function onPathOrNone(model: GraphModel): { readonly dims: boolean; readonly keep: ReadonlySet<string> } {
  const path = model.shortestPath;
  if (!path?.found) return { dims: false, keep: new Set() };
  return { dims: true, keep: new Set([...path.nodeIds, ...path.edgeIds]) };
}

export function nodeViews(model: GraphModel): NodeView[] {
  const path = onPathOrNone(model);
  const thought = model.history.entries[model.history.index]?.id;
  return [...model.nodes.values()].map((node) => {
    const states: string[] = [];
    if (node.id === thought) states.push(itemStates.thought);
    if (model.selection.includes(node.id)) states.push(itemStates.selected);
    if (model.hidden.has(node.id)) states.push(itemStates.hidden);
    if (model.locked.has(node.id)) states.push(itemStates.locked);
    if (model.anchor === node.id) states.push(itemStates.anchored);
    if (model.pendingEdgeSource === node.id) states.push(itemStates.pendingSource);
    if (path.dims && !path.keep.has(node.id)) states.push(itemStates.dimmed);
    const fill = model.fills.get(node.id);
    const locked = model.locked.has(node.id);
    return { data: node, states, paint: nodePaint(node, fill === undefined ? { locked } : { locked, fill }) };
  });
}

export function edgeViews(model: GraphModel): EdgeView[] {
  const path = onPathOrNone(model);
  return [...model.edges.values()].map((edge) => {
    const states: string[] = [];
    if (!isEdgeVisible(model, edge)) states.push(itemStates.hidden);
    if (path.dims && !path.keep.has(edge.id)) states.push(itemStates.dimmed);
    return { data: edge, states, paint: model.arrows ? EDGE_PAINT : NO_ARROW_EDGE_PAINT };
  });
}

/** Combo fills were fixed as they entered the model, so no randomness is needed here. */
export function comboViews(model: GraphModel): ComboView[] {
  return [...model.combos.values()].map((combo) => ({
    data: combo,
    collapsed: model.collapsedCombos.has(combo.id),
    paint: comboPaint(combo, () => 0),
  }));
}
