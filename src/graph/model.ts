// One graph instance's whole state, immutable: each command makes a new model, so signals see every change and a
// test compares plain values. Nothing here is module-level, so two instances never share anything.
import type { Combo, GraphEdge, GraphLayout, GraphNode } from '../contract/graph.ts';
import type { EventVerb } from '../contract/events.ts';
import type { GraphCommand } from './commands.ts';
import { EMPTY_HISTORY, type ThoughtHistory } from './history.ts';
import { DEFAULT_LAYOUT, DEFAULT_LAYOUT_SETTINGS, type LayoutSettings } from './layout.ts';
import { APPLIED, refused, UNCHANGED, type CommandResult, type GraphMessage, type RefusalReason } from './messages.ts';
import { INITIAL_GRAPH_MODE, type GraphMode } from './modes.ts';
import type { ShortestPath } from './shortest-path.ts';

/** An edge as the model keeps it: always with an id, so removal and states can name it. */
export type ModelEdge = GraphEdge & { readonly id: string };

/** Named item states the core sets; the adapter maps each to a G6 state style. */
export const itemStates = {
  selected: 'selected',
  dimmed: 'dimmed',
  hidden: 'hidden',
  locked: 'locked',
  anchored: 'anchored',
  pendingSource: 'pendingSource',
  /** The node of the current thought (the history's entry): the centre the learner is exploring. */
  thought: 'thought',
} as const;

export interface LockMemory {
  readonly selected: boolean;
  readonly fill: string | undefined;
}

export interface GraphModel {
  readonly nodes: ReadonlyMap<string, GraphNode>;
  readonly edges: ReadonlyMap<string, ModelEdge>;
  readonly combos: ReadonlyMap<string, Combo>;
  /** Node and edge ids hidden by hide or hide related (an edge also hides with either of its nodes). */
  readonly hidden: ReadonlySet<string>;
  /**
   * Locked node ids, each with what locking took away and unlocking gives back (spec 1 §4: "previous state
   * remembered"): its selection and its hsl fill. Its size needs no memory: paint shrinks it while it is locked.
   */
  readonly locked: ReadonlyMap<string, LockMemory>;
  /** Fills chosen in hsl mode. */
  readonly fills: ReadonlyMap<string, string>;
  readonly collapsedCombos: ReadonlySet<string>;
  readonly selection: readonly string[];
  /** Source of the edge being drawn in add_relationships mode. */
  readonly pendingEdgeSource: string | null;
  readonly anchor: string | null;
  readonly mode: GraphMode;
  readonly layout: GraphLayout;
  readonly layoutSettings: LayoutSettings;
  /** Arrow-edge toggle: edges end in an arrow (spec 1 §3's default). */
  readonly arrows: boolean;
  /** Group mode: nodes are drawn inside their combos; off, combos are not drawn and nodes move freely. */
  readonly groups: boolean;
  readonly history: ThoughtHistory;
  /** Set 1 s after two nodes are selected in shortest_path mode; any change to items, selection or mode clears it. */
  readonly shortestPath: ShortestPath | null;
}

export const EMPTY_MODEL: GraphModel = {
  nodes: new Map(),
  edges: new Map(),
  combos: new Map(),
  hidden: new Set(),
  locked: new Map(),
  fills: new Map(),
  collapsedCombos: new Set(),
  selection: [],
  pendingEdgeSource: null,
  anchor: null,
  mode: INITIAL_GRAPH_MODE,
  layout: DEFAULT_LAYOUT,
  layoutSettings: DEFAULT_LAYOUT_SETTINGS,
  arrows: true,
  groups: true,
  history: EMPTY_HISTORY,
  shortestPath: null,
};

/**
 * An edge without an id is named by its ends, so drawing the same relationship twice finds the first. Edges from the
 * server and from saved graphs carry ids, and two labelled edges between the same nodes stay two.
 */
export function edgeId(edge: GraphEdge): string {
  return edge.id ?? `${edge.source}->${edge.target}`;
}

export function withEdgeId(edge: GraphEdge): ModelEdge {
  return { ...edge, id: edgeId(edge) };
}

/** The label of the relation group (combo) a node sits in on this graph, if it sits in one. */
export function groupOf(model: GraphModel, nodeId: string | null | undefined): string | undefined {
  const comboId = nodeId ? model.nodes.get(nodeId)?.comboId : undefined;
  return (comboId ? model.combos.get(comboId)?.label : undefined) || undefined;
}

export function incidentEdges(model: GraphModel, nodeId: string): ModelEdge[] {
  return [...model.edges.values()].filter((edge) => edge.source === nodeId || edge.target === nodeId);
}

export function neighbours(model: GraphModel, nodeId: string): string[] {
  return incidentEdges(model, nodeId).map((edge) => (edge.source === nodeId ? edge.target : edge.source));
}

export function isEdgeVisible(model: GraphModel, edge: ModelEdge): boolean {
  return !model.hidden.has(edge.id) && !model.hidden.has(edge.source) && !model.hidden.has(edge.target);
}

export function withAdded<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> {
  return new Map(map).set(key, value);
}

export function without<K, V>(map: ReadonlyMap<K, V>, keys: Iterable<K>): ReadonlyMap<K, V> {
  const next = new Map(map);
  for (const key of keys) next.delete(key);
  return next;
}

export function setWith<T>(set: ReadonlySet<T>, items: Iterable<T>, present: boolean): ReadonlySet<T> {
  const next = new Set(set);
  for (const item of items) {
    if (present) next.add(item);
    else next.delete(item);
  }
  return next;
}

/** What a command did: the next model, its answer, and what to record (none when nothing changed). */
export interface Step {
  readonly model: GraphModel;
  readonly result: CommandResult;
  /** The command as applied, its random choices fixed (a combo's fill), so a replay draws the same graph. */
  readonly mutation: GraphCommand | null;
  /** A learner event the change stands for (ANCHOR_MARK). */
  readonly event?: { readonly verb: EventVerb; readonly value: unknown };
}

export function appliedStep(model: GraphModel, mutation: GraphCommand | null, message?: GraphMessage): Step {
  return { model, mutation, result: message === undefined ? APPLIED : { outcome: 'applied', message } };
}

export function unchangedStep(model: GraphModel): Step {
  return { model, mutation: null, result: UNCHANGED };
}

export function refusedStep(model: GraphModel, reason: RefusalReason): Step {
  return { model, mutation: null, result: refused(reason) };
}

/** The item with `style.fill` set, whatever else its style holds; paint is not in the wire schema's fixed fields. */
export function withStyleFill<T extends object>(item: T, fill: string): T {
  const style = 'style' in item && typeof item.style === 'object' && item.style !== null ? item.style : {};
  return { ...item, style: { ...style, fill } };
}
