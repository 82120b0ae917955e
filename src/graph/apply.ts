// The graph's reducer: one command, one step. Pure (randomness comes in), so it is tested without timers or signals.
import type { GraphCommand } from './commands.ts';
import {
  anchor,
  cancelEdge,
  clearSelection,
  config,
  connect,
  drawingToggle,
  layout,
  mode,
  moveInHistory,
  select,
  toggleCombo,
  visitNode,
} from './interaction.ts';
import { addCombo, addEdge, addNode, addProperties, clear, load, removeEdge, removeNode } from './items.ts';
import type { GraphModel, Step } from './model.ts';
import { hide, hideRelated, lock, paint, show, showRelated } from './visibility.ts';

export interface ApplyOptions {
  /** In [0, 1), for combo fills. */
  readonly random: () => number;
}

export function applyCommand(model: GraphModel, command: GraphCommand, options: ApplyOptions): Step {
  const step = reduce(model, command, options);
  const next = step.model;
  // A path found for other items, another selection or another mode no longer holds (spec 1 §4: it dims the rest).
  const stale =
    next.nodes !== model.nodes ||
    next.edges !== model.edges ||
    next.hidden !== model.hidden ||
    next.selection !== model.selection ||
    next.mode !== model.mode;
  return stale && next.shortestPath ? { ...step, model: { ...next, shortestPath: null } } : step;
}

function reduce(model: GraphModel, command: GraphCommand, { random }: ApplyOptions): Step {
  switch (command.type) {
    case 'load':
      return load(model, command, random);
    case 'addNode':
      return addNode(model, command);
    case 'addEdge':
      return addEdge(model, command);
    case 'addProperties':
      return addProperties(model, command);
    case 'addCombo':
      return addCombo(model, command, random);
    case 'removeNode':
      return removeNode(model, command);
    case 'removeEdge':
      return removeEdge(model, command);
    case 'clear':
      return clear(model);
    case 'hide':
      return hide(model, command);
    case 'show':
      return show(model, command);
    case 'hideRelated':
      return hideRelated(model, command);
    case 'showRelated':
      return showRelated(model, command);
    case 'lock':
      return lock(model, command);
    case 'paint':
      return paint(model, command);
    case 'anchor':
      return anchor(model, command);
    case 'toggleCombo':
      return toggleCombo(model, command);
    case 'select':
      return select(model, command);
    case 'clearSelection':
      return clearSelection(model);
    case 'connect':
      return connect(model, command);
    case 'cancelEdge':
      return cancelEdge(model);
    case 'mode':
      return mode(model, command);
    case 'layout':
      return layout(model, command);
    case 'config':
      return config(model, command);
    case 'arrows':
    case 'groups':
      return drawingToggle(model, command);
    case 'visit':
      return visitNode(model, command);
    case 'previousThought':
    case 'nextThought':
      return moveInHistory(model, command);
  }
}
