// Commands about what the learner points at and how the graph behaves: selection, the pending edge of
// add_relationships, anchor, combo collapse, mode, layout and its settings, and the thought history.
import type { GraphCommand } from './commands.ts';
import { step, visit } from './history.ts';
import { withSetting } from './layout.ts';
import { appliedStep, groupOf, refusedStep, setWith, unchangedStep, type GraphModel, type Step } from './model.ts';
import { addEdge } from './items.ts';

type Command<T extends GraphCommand['type']> = Extract<GraphCommand, { type: T }>;

/** Without multiple the node becomes the selection; with it, the node joins the selection or leaves it. */
export function select(model: GraphModel, command: Command<'select'>): Step {
  const { id } = command;
  if (!id || !model.nodes.has(id) || model.hidden.has(id) || model.locked.has(id)) {
    return refusedStep(model, 'selectFailed');
  }
  let selection: readonly string[];
  if (!command.multiple) selection = [id];
  else if (model.selection.includes(id)) selection = model.selection.filter((selected) => selected !== id);
  else selection = [...model.selection, id];
  if (selection.length === model.selection.length && selection.every((s, i) => s === model.selection[i])) {
    return unchangedStep(model);
  }
  return appliedStep({ ...model, selection }, { type: 'select', id, multiple: command.multiple ?? false });
}

export function clearSelection(model: GraphModel): Step {
  if (model.selection.length === 0) return unchangedStep(model);
  return appliedStep({ ...model, selection: [] }, { type: 'clearSelection' });
}

/**
 * add_relationships: the first node starts a pending edge (the widget draws it following the mouse), a second node
 * completes it. The pending edge is not recorded: the edge it becomes is, as addEdge, so a replay needs no pointer.
 * Completing on the start node cancels, as there is nothing to relate.
 */
export function connect(model: GraphModel, command: Command<'connect'>): Step {
  const { nodeId } = command;
  if (!model.nodes.has(nodeId)) return refusedStep(model, 'nodeNotFound');
  const source = model.pendingEdgeSource;
  if (source === null) return appliedStep({ ...model, pendingEdgeSource: nodeId }, null);
  const idle = { ...model, pendingEdgeSource: null };
  if (source === nodeId) return appliedStep(idle, null);
  const added = addEdge(idle, {
    type: 'addEdge',
    edge: { source, target: nodeId, label: command.label ?? '', style: {} },
  });
  // Drawing an edge that exists still ends the drawing.
  return added.result.outcome === 'unchanged' ? appliedStep(idle, null) : added;
}

export function cancelEdge(model: GraphModel): Step {
  if (model.pendingEdgeSource === null) return refusedStep(model, 'noPendingEdge');
  return appliedStep({ ...model, pendingEdgeSource: null }, null);
}

/** Marking the anchored node again clears the anchor (spec 1 §4); each mark is a learner event, ANCHOR_MARK. */
export function anchor(model: GraphModel, command: Command<'anchor'>): Step {
  const node = model.nodes.get(command.id);
  if (!node) return refusedStep(model, 'nodeNotFound');
  const anchored = model.anchor !== node.id;
  const next = appliedStep({ ...model, anchor: anchored ? node.id : null }, command);
  return { ...next, event: { verb: 'ANCHOR_MARK', value: { id: node.id, label: node.label, anchored } } };
}

export function toggleCombo(model: GraphModel, command: Command<'toggleCombo'>): Step {
  if (!model.combos.has(command.id)) return refusedStep(model, 'itemNotFound');
  const collapsed = !model.collapsedCombos.has(command.id);
  return appliedStep({ ...model, collapsedCombos: setWith(model.collapsedCombos, [command.id], collapsed) }, command);
}

/** A new mode ends a pending edge: its clicks mean something else now. */
export function mode(model: GraphModel, command: Command<'mode'>): Step {
  if (model.mode === command.mode) return unchangedStep(model);
  return appliedStep({ ...model, mode: command.mode, pendingEdgeSource: null }, command);
}

export function layout(model: GraphModel, command: Command<'layout'>): Step {
  if (model.layout === command.layout) return unchangedStep(model);
  return appliedStep({ ...model, layout: command.layout }, command);
}

export function config(model: GraphModel, command: Command<'config'>): Step {
  const { layout: which, property, value } = command;
  if (!which || !property || value === undefined) return refusedStep(model, 'configIncomplete');
  if (Object.is(model.layoutSettings[which][property], value)) return unchangedStep(model);
  const layoutSettings = withSetting(model.layoutSettings, which, property, value);
  return appliedStep({ ...model, layoutSettings }, { type: 'config', layout: which, property, value });
}

/** The arrow-edge and group-mode toggles: how the graph is drawn, not what it holds. */
export function drawingToggle(model: GraphModel, command: Command<'arrows' | 'groups'>): Step {
  const field = command.type;
  if (model[field] === command.on) return unchangedStep(model);
  return appliedStep({ ...model, [field]: command.on }, command);
}

export function visitNode(model: GraphModel, command: Command<'visit'>): Step {
  const node = model.nodes.get(command.id);
  if (!node) return refusedStep(model, 'nodeNotFound');
  const history = visit(model.history, node, groupOf(model, node.id));
  return history === model.history ? unchangedStep(model) : appliedStep({ ...model, history }, command);
}

export function moveInHistory(model: GraphModel, command: Command<'previousThought' | 'nextThought'>): Step {
  const history = step(model.history, command.type === 'previousThought' ? -1 : 1);
  return history ? appliedStep({ ...model, history }, command) : refusedStep(model, 'historyEnd');
}
