// The quest as a tree (Ongoing Quest draws it as a dendrogram): the first thought is the root, each thought hangs
// under the one it was first reached from, and a thought reached from none hangs under the root, so every
// checkpoint shows once. The tree takes the dendrogram's node shape; its synsetId is the thought's id.
import type { ClusterNode } from '../contract/knowledge.ts';
import type { ThoughtMapData } from './thought-map.ts';

export function questTree(map: ThoughtMapData, current: string | null): ClusterNode | null {
  const [first] = map.nodes;
  if (!first) return null;
  const parentOf = new Map<string, string>();
  for (const edge of map.edges) {
    if (edge.target !== first.id && !parentOf.has(edge.target)) parentOf.set(edge.target, edge.source);
  }
  const known = new Set(map.nodes.map((node) => node.id));
  const children = new Map<string, string[]>();
  for (const node of map.nodes.slice(1)) {
    const wanted = parentOf.get(node.id);
    const parent = wanted !== undefined && known.has(wanted) ? wanted : first.id;
    children.set(parent, [...(children.get(parent) ?? []), node.id]);
  }
  const labels = new Map(map.nodes.map((node) => [node.id, node.label]));
  const placed = new Set<string>();
  const build = (id: string): ClusterNode => {
    placed.add(id);
    // A cycle of "first reached from" (a map edited by hand) is cut where it closes.
    const below = (children.get(id) ?? []).filter((child) => !placed.has(child)).map(build);
    return {
      name: labels.get(id) ?? id,
      synsetId: id,
      ...(id === current ? { focus: true as const } : {}),
      ...(below.length > 0 ? { children: below } : {}),
    };
  };
  return build(first.id);
}
