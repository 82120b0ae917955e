// Hide and show (one item, or a node's related nodes), lock and hsl paint: commands that change how items show,
// never which items exist.
import type { GraphCommand } from './commands.ts';
import {
  appliedStep,
  incidentEdges,
  neighbours,
  refusedStep,
  setWith,
  unchangedStep,
  withAdded,
  without,
  type GraphModel,
  type Step,
} from './model.ts';

type Command<T extends GraphCommand['type']> = Extract<GraphCommand, { type: T }>;

function isItem(model: GraphModel, id: string): boolean {
  return model.nodes.has(id) || model.edges.has(id);
}

/** Hiding a node hides its edges too (they are drawn hidden while either end is), and drops it from the selection. */
export function hide(model: GraphModel, command: Command<'hide'>): Step {
  if (!isItem(model, command.id)) return refusedStep(model, 'itemNotFound');
  if (model.hidden.has(command.id)) return unchangedStep(model);
  const next = {
    ...model,
    hidden: setWith(model.hidden, [command.id], true),
    selection: model.selection.filter((id) => id !== command.id),
  };
  return appliedStep(next, command);
}

export function show(model: GraphModel, command: Command<'show'>): Step {
  if (!isItem(model, command.id)) return refusedStep(model, 'itemNotFound');
  if (!model.hidden.has(command.id)) return unchangedStep(model);
  return appliedStep({ ...model, hidden: setWith(model.hidden, [command.id], false) }, command);
}

/** Hides the nodes one edge away; the node clicked stays, so the learner sees what they focused on. */
export function hideRelated(model: GraphModel, command: Command<'hideRelated'>): Step {
  if (!model.nodes.has(command.id)) return refusedStep(model, 'nodeNotFound');
  const related = neighbours(model, command.id).filter((id) => id !== command.id && !model.hidden.has(id));
  if (related.length === 0) return unchangedStep(model);
  const next = {
    ...model,
    hidden: setWith(model.hidden, related, true),
    selection: model.selection.filter((id) => !related.includes(id)),
  };
  return appliedStep(next, command);
}

/** Shows the nodes one edge away and the edges that join them to the node, whatever hid them. */
export function showRelated(model: GraphModel, command: Command<'showRelated'>): Step {
  if (!model.nodes.has(command.id)) return refusedStep(model, 'nodeNotFound');
  const shown = [...neighbours(model, command.id), ...incidentEdges(model, command.id).map((edge) => edge.id)];
  if (!shown.some((id) => model.hidden.has(id))) return unchangedStep(model);
  return appliedStep({ ...model, hidden: setWith(model.hidden, shown, false) }, command);
}

/**
 * Locking shrinks the node (paint reads `locked`) and takes away its selection and hsl fill, remembered; unlocking
 * gives them back (spec 1 §4).
 */
export function lock(model: GraphModel, command: Command<'lock'>): Step {
  const { id } = command;
  if (!model.nodes.has(id)) return refusedStep(model, 'nodeNotFound');
  const memory = model.locked.get(id);
  if (memory) {
    const next = {
      ...model,
      locked: without(model.locked, [id]),
      selection: memory.selected ? [...model.selection, id] : model.selection,
      fills: memory.fill === undefined ? model.fills : withAdded(model.fills, id, memory.fill),
    };
    return appliedStep(next, command);
  }
  const next = {
    ...model,
    locked: withAdded(model.locked, id, { selected: model.selection.includes(id), fill: model.fills.get(id) }),
    selection: model.selection.filter((selected) => selected !== id),
    fills: without(model.fills, [id]),
  };
  return appliedStep(next, command);
}

export function paint(model: GraphModel, command: Command<'paint'>): Step {
  if (!model.nodes.has(command.id)) return refusedStep(model, 'nodeNotFound');
  if (model.fills.get(command.id) === command.fill) return unchangedStep(model);
  return appliedStep({ ...model, fills: withAdded(model.fills, command.id, command.fill) }, command);
}
