// Commands that add and remove items: load, add node, add edge, add combo, remove node, remove edge, clear.
import type { Combo, GraphEdge } from '../contract/graph.ts';
import type { GraphCommand } from './commands.ts';
import { visit } from './history.ts';
import { graphMessages } from './messages.ts';
import {
  appliedStep,
  EMPTY_MODEL,
  groupOf,
  incidentEdges,
  refusedStep,
  setWith,
  unchangedStep,
  withAdded,
  withEdgeId,
  without,
  withStyleFill,
  type GraphModel,
  type Step,
} from './model.ts';
import { comboPaint } from './paint.ts';

type Command<T extends GraphCommand['type']> = Extract<GraphCommand, { type: T }>;

/** A combo's fill is chosen once, as it enters the graph, and kept in its data so export and replay keep it. */
function painted(combo: Combo, random: () => number): Combo {
  return withStyleFill(combo, comboPaint(combo, random).fill);
}

function edgeExists(model: GraphModel, edge: GraphEdge): boolean {
  return model.edges.has(withEdgeId(edge).id);
}

export function addNode(model: GraphModel, { node }: Command<'addNode'>): Step {
  if (model.nodes.has(node.id)) return unchangedStep(model);
  return appliedStep({ ...model, nodes: withAdded(model.nodes, node.id, node) }, { type: 'addNode', node });
}

export function addProperties(model: GraphModel, command: Command<'addProperties'>): Step {
  const node = model.nodes.get(command.id);
  if (!node) return refusedStep(model, 'nodeNotFound');
  if (Object.keys(command.props).length === 0) return unchangedStep(model);
  const changed = { ...node, props: { ...node.props, ...command.props } };
  return appliedStep({ ...model, nodes: withAdded(model.nodes, node.id, changed) }, command);
}

export function addEdge(model: GraphModel, { edge }: Command<'addEdge'>): Step {
  if (edgeExists(model, edge)) return unchangedStep(model);
  if (!model.nodes.has(edge.source) || !model.nodes.has(edge.target)) return refusedStep(model, 'endpointMissing');
  const stored = withEdgeId(edge);
  return appliedStep({ ...model, edges: withAdded(model.edges, stored.id, stored) }, { type: 'addEdge', edge: stored });
}

export function addCombo(model: GraphModel, command: Command<'addCombo'>, random: () => number): Step {
  if (model.combos.has(command.combo.id)) return unchangedStep(model);
  const combo = painted(command.combo, random);
  const nodeIds = (command.nodeIds ?? []).filter((id) => model.nodes.has(id));
  const nodes = new Map(model.nodes);
  for (const node of model.nodes.values())
    if (nodeIds.includes(node.id)) nodes.set(node.id, { ...node, comboId: combo.id });
  const next = { ...model, nodes, combos: withAdded(model.combos, combo.id, combo) };
  return appliedStep(next, { type: 'addCombo', combo, nodeIds });
}

/** Removes a node, its edges, and every memory of it (selection, anchor, lock, fill, hidden). */
export function removeNode(model: GraphModel, { id }: Command<'removeNode'>): Step {
  if (!model.nodes.has(id)) return refusedStep(model, 'nodeNotFound');
  const gone = [id, ...incidentEdges(model, id).map((edge) => edge.id)];
  const next: GraphModel = {
    ...model,
    nodes: without(model.nodes, [id]),
    edges: without(model.edges, gone),
    hidden: setWith(model.hidden, gone, false),
    locked: without(model.locked, [id]),
    fills: without(model.fills, [id]),
    selection: model.selection.filter((selected) => selected !== id),
    anchor: model.anchor === id ? null : model.anchor,
    pendingEdgeSource: model.pendingEdgeSource === id ? null : model.pendingEdgeSource,
  };
  return appliedStep(next, { type: 'removeNode', id }, graphMessages.itemDeleted);
}

export function removeEdge(model: GraphModel, { id }: Command<'removeEdge'>): Step {
  if (!model.edges.has(id)) return refusedStep(model, 'edgeNotFound');
  const next = { ...model, edges: without(model.edges, [id]), hidden: setWith(model.hidden, [id], false) };
  return appliedStep(next, { type: 'removeEdge', id }, graphMessages.itemDeleted);
}

/** Empties the canvas; the mode, layout and thought history stay, as they are not the canvas's content. */
export function clear(model: GraphModel): Step {
  if (model.nodes.size === 0 && model.combos.size === 0) return unchangedStep(model);
  const { mode, layout, layoutSettings, arrows, groups, history } = model;
  return appliedStep({ ...EMPTY_MODEL, mode, layout, layoutSettings, arrows, groups, history }, { type: 'clear' });
}

/**
 * Loads a served or saved graph. Replacing starts from an empty canvas; merging keeps what is there and adds only
 * what is missing (the same rule as adding one by one). Edges whose ends are missing are dropped.
 */
export function load(model: GraphModel, command: Command<'load'>, random: () => number): Step {
  let next: GraphModel = command.merge ? model : clear(model).model;
  const combos = command.graph.combos.filter((combo) => !next.combos.has(combo.id)).map((c) => painted(c, random));
  next = { ...next, combos: new Map([...next.combos, ...combos.map((combo) => [combo.id, combo] as const)]) };
  const nodes = new Map(next.nodes);
  for (const node of command.graph.nodes) if (!nodes.has(node.id)) nodes.set(node.id, node);
  const edges = new Map(next.edges);
  for (const edge of command.graph.edges.map(withEdgeId)) {
    if (!edges.has(edge.id) && nodes.has(edge.source) && nodes.has(edge.target)) edges.set(edge.id, edge);
  }
  next = { ...next, nodes, edges };
  const center = command.centerId ? nodes.get(command.centerId) : undefined;
  // Reached from the graph being replaced: the group it sat in there is how it relates to the thought before.
  if (center) next = { ...next, history: visit(next.history, center, groupOf(model, center.id)) };
  // The combos as painted on entry, so a replay keeps their colours.
  const keptColour = (combo: Combo) => next.combos.get(combo.id) ?? combo;
  const mutation: GraphCommand = {
    type: 'load',
    graph: {
      nodes: [...command.graph.nodes],
      edges: [...command.graph.edges],
      combos: command.graph.combos.map(keptColour),
    },
    centerId: command.centerId ?? null,
    merge: command.merge ?? false,
  };
  return appliedStep(next, mutation);
}
