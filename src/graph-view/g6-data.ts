// The graph core's views (data, named states, paint) as G6 v5 data, and the change from one drawing to the next.
// Pure and G6-free at run time (types only), so it is unit-tested without a canvas and costs no weight.
import type { ComboData, EdgeData, NodeData } from '@antv/g6';
import type { ClusterNode } from '../contract/knowledge.ts';
import { itemStates } from '../graph/model.ts';
import { NODE_FILL, NODE_SIZE } from '../graph/paint.ts';
import type { ComboView, EdgeView, NodeView } from '../graph/views.ts';
import { DENDROGRAM_LABEL_FONT_SIZE } from './layouts.ts';

/** What the adapter draws: the three lists, each item with a string id. */
export interface G6Drawing {
  readonly nodes: readonly NodeData[];
  readonly edges: readonly EdgeData[];
  readonly combos: readonly ComboData[];
}

export const EMPTY_DRAWING: G6Drawing = { nodes: [], edges: [], combos: [] };

/**
 * Hidden is G6's visibility, not a state style: a hidden item takes no clicks and is left out of the layout. The
 * others become G6 states, styled in the graph's options (g6-view.ts).
 */
const statesOf = (states: readonly string[]) => states.filter((state) => state !== itemStates.hidden);
const visibilityOf = (states: readonly string[]) => (states.includes(itemStates.hidden) ? 'hidden' : 'visible');

export function toG6Node(view: NodeView, comboIds: ReadonlySet<string>): NodeData {
  const { data, paint, states } = view;
  const combo = data.comboId !== undefined && comboIds.has(data.comboId) ? data.comboId : null;
  return {
    id: data.id,
    combo,
    data: { label: data.label, tjType: data.tjType },
    states: statesOf(states),
    style: {
      size: paint.size,
      fill: paint.fill,
      stroke: paint.stroke,
      lineWidth: 2,
      shadowColor: paint.shadowColor,
      shadowBlur: paint.shadowBlur,
      labelText: data.label,
      labelPlacement: paint.label.position,
      labelFill: paint.label.fill,
      labelFontSize: paint.label.fontSize,
      visibility: visibilityOf(states),
    },
  };
}

/** `labelled` false: the edge's relation is the title of a group it joins, so its own label is not drawn. */
export function toG6Edge(view: EdgeView, labelled = true): EdgeData {
  const { data, paint, states } = view;
  return {
    id: data.id,
    source: data.source,
    target: data.target,
    data: { label: data.label },
    states: statesOf(states),
    style: {
      endArrow: paint.endArrow,
      labelText: labelled ? data.label : '',
      visibility: visibilityOf(states),
    },
  };
}

export function toG6Combo(view: ComboView): ComboData {
  return {
    id: view.data.id,
    data: { label: view.data.label },
    style: {
      fill: view.paint.fill,
      fillOpacity: view.paint.opacity,
      collapsed: view.collapsed,
      labelText: view.data.label,
    },
  };
}

/**
 * The relation groups worth drawing: those with a node shown in them. A group whose nodes were all hidden or removed
 * would stay as an empty bubble (G6 draws an empty combo at its collapsed size), titled, over nothing.
 */
export function drawnGroups(nodes: readonly NodeView[], combos: readonly ComboView[]): ComboView[] {
  const shown = new Set(
    nodes.filter((node) => !node.states.includes(itemStates.hidden)).map((node) => node.data.comboId),
  );
  return combos.filter((combo) => shown.has(combo.data.id));
}

export function toG6Drawing(
  nodes: readonly NodeView[],
  edges: readonly EdgeView[],
  combos: readonly ComboView[],
): G6Drawing {
  const drawn = drawnGroups(nodes, combos);
  const comboIds = new Set(drawn.map((combo) => combo.data.id));
  const g6Nodes = nodes.map((node) => toG6Node(node, comboIds));
  // A relation's label on each of the edges into or out of its group repeated the group's title over and over,
  // across the labels of the nodes; the title says it once.
  const grouped = new Set(g6Nodes.filter((node) => node.combo !== null).map((node) => node.id));
  return {
    nodes: g6Nodes,
    edges: edges.map((edge) => toG6Edge(edge, !grouped.has(edge.data.target) && !grouped.has(edge.data.source))),
    combos: drawn.map(toG6Combo),
  };
}

/** One kind of item's change: what to add, update (by id) and remove. */
export interface ItemChanges<T> {
  readonly add: T[];
  readonly update: T[];
  readonly remove: string[];
}

export interface DrawingChanges {
  readonly nodes: ItemChanges<NodeData>;
  readonly edges: ItemChanges<EdgeData>;
  readonly combos: ItemChanges<ComboData>;
  /** Items came or went (or a node changed combo): the layout runs again. Only states or paint: it does not. */
  readonly structural: boolean;
  readonly empty: boolean;
}

const idOf = (item: { readonly id?: string | number | undefined }) => String(item.id);

function changesOf<T extends { readonly id?: string | number | undefined }>(
  before: readonly T[],
  after: readonly T[],
): ItemChanges<T> {
  const previous = new Map(before.map((item) => [idOf(item), item]));
  const next = new Set(after.map(idOf));
  const add: T[] = [];
  const update: T[] = [];
  for (const item of after) {
    const old = previous.get(idOf(item));
    if (old === undefined) add.push(item);
    // Items are small plain objects made afresh per view: comparing their JSON finds what really changed, so an
    // unchanged item costs G6 nothing.
    else if (old !== item && JSON.stringify(old) !== JSON.stringify(item)) update.push(item);
  }
  const remove = [...previous.keys()].filter((id) => !next.has(id));
  return { add, update, remove };
}

/** What G6 must do to go from one drawing to the next: the adapter applies it in one batch and draws once. */
export function drawingChanges(before: G6Drawing, after: G6Drawing): DrawingChanges {
  const nodes = changesOf(before.nodes, after.nodes);
  const edges = changesOf(before.edges, after.edges);
  const combos = changesOf(before.combos, after.combos);
  const counts = [nodes, edges, combos].map((c) => c.add.length + c.remove.length);
  const previousCombo = new Map(before.nodes.map((node) => [idOf(node), node.combo ?? null]));
  const regrouped = nodes.update.some((node) => previousCombo.get(idOf(node)) !== (node.combo ?? null));
  const structural = counts.some((count) => count > 0) || regrouped;
  const empty = !structural && [nodes, edges, combos].every((c) => c.update.length === 0);
  return { nodes, edges, combos, structural, empty };
}

/**
 * The dendrogram (GET /custom/entity-cluster) as G6 tree data: each node lists its children's ids, each child is
 * joined to its parent by an edge. A synset met twice (a kind reached by two paths) gets a path-made id, so ids
 * stay unique; the synset id is kept in the node's data for exploring it.
 */
export function clusterToG6Drawing(tree: ClusterNode | null): G6Drawing {
  if (!tree) return EMPTY_DRAWING;
  const nodes: NodeData[] = [];
  const edges: EdgeData[] = [];
  const seen = new Set<string>();
  const visit = (node: ClusterNode, parentId: string | null): string => {
    const id = seen.has(node.synsetId) ? `${parentId ?? ''}/${node.synsetId}` : node.synsetId;
    seen.add(id);
    const children = (node.children ?? []).map((child) => visit(child, id));
    nodes.push({
      id,
      children,
      data: { label: node.name, synsetId: node.synsetId, focus: node.focus === true },
      states: node.focus ? ['focus'] : [],
      style: {
        size: node.focus ? NODE_SIZE * 0.6 : NODE_SIZE * 0.4,
        fill: NODE_FILL,
        stroke: '#ffffff',
        lineWidth: 2,
        labelText: node.name,
        labelFill: '#ffffff',
        labelFontSize: DENDROGRAM_LABEL_FONT_SIZE,
        labelPlacement: 'right',
        labelOffsetX: 4,
        labelBackground: false,
      },
    });
    for (const child of children) edges.push({ id: `${id}->${child}`, source: id, target: child });
    return id;
  };
  visit(tree, null);
  return { nodes: nodes.reverse(), edges, combos: [] };
}
