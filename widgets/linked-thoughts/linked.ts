// The linked thoughts of the search's graph answer: the centre and the nodes one edge from it, loaded into the page's
// linked graph (spec 1 §4: explore and linked are two graph instances), and read back as relation groups.
import type { WordGraphAnswer } from '../../src/contract/knowledge.ts';
import type { Graph } from '../../src/graph/graph.ts';
import type { NodeView } from '../../src/graph/views.ts';

const loaded = new WeakMap<Graph, WeakSet<WordGraphAnswer>>();

/** Replaces the linked graph with the answer's centre and its neighbours, once per answer however many widgets show it. */
export function loadLinkedThoughts(graph: Graph, answer: WordGraphAnswer): void {
  const seen = loaded.get(graph) ?? new WeakSet<WordGraphAnswer>();
  loaded.set(graph, seen);
  if (seen.has(answer)) return;
  seen.add(answer);
  const center = answer.centerId;
  const edges = answer.edges.filter((edge) => edge.source === center || edge.target === center);
  const ids = new Set([center, ...edges.flatMap((edge) => [edge.source, edge.target])]);
  // The groups are Graph Explore's business: the linked graph is the relations alone, so nodes leave their combo.
  const nodes = answer.nodes.filter((node) => ids.has(node.id)).map(({ comboId: _combo, ...node }) => node);
  graph.actions.run({ type: 'load', graph: { nodes, edges, combos: [] }, centerId: center });
}

export interface RelationGroup {
  /** "out": the thought <relation> each node ("dog is a kind of canine"); "in": each node <relation> the thought. */
  readonly direction: 'out' | 'in';
  readonly relation: string;
  readonly nodes: readonly NodeView[];
}

/** The linked graph's neighbours of the centre, grouped by relation (edge label) and direction, in the edges' order. */
export function relationGroups(
  centerId: string | null,
  nodes: readonly NodeView[],
  edges: readonly { readonly data: { source: string; target: string; label: string } }[],
): RelationGroup[] {
  if (centerId === null) return [];
  const byId = new Map(nodes.map((node) => [node.data.id, node]));
  const groups = new Map<string, { direction: 'out' | 'in'; relation: string; nodes: NodeView[] }>();
  for (const { data: edge } of edges) {
    const direction = edge.source === centerId ? 'out' : edge.target === centerId ? 'in' : null;
    if (direction === null) continue;
    const other = byId.get(direction === 'out' ? edge.target : edge.source);
    if (!other || other.data.id === centerId) continue;
    const key = `${direction}\u0000${edge.label}`;
    const group = groups.get(key) ?? { direction, relation: edge.label, nodes: [] };
    if (!group.nodes.includes(other)) group.nodes.push(other);
    groups.set(key, group);
  }
  return [...groups.values()];
}
