// Shortest path between two nodes (spec 1 §4), over visible items and regardless of edge direction: a learner asks
// how two thoughts relate, and "poodle is a kind of dog" relates dog to poodle as well.

export interface ShortestPath {
  readonly from: string;
  readonly to: string;
  /** False when no path joins them: then nothing is dimmed. */
  readonly found: boolean;
  readonly nodeIds: readonly string[];
  readonly edgeIds: readonly string[];
}

export interface PathEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
}

/** Breadth-first: every edge counts one step. */
export function shortestPath(edges: Iterable<PathEdge>, from: string, to: string): ShortestPath {
  const next = new Map<string, { node: string; edge: string }[]>();
  const link = (a: string, b: string, edge: string) => {
    const list = next.get(a) ?? [];
    list.push({ node: b, edge });
    next.set(a, list);
  };
  for (const edge of edges) {
    link(edge.source, edge.target, edge.id);
    link(edge.target, edge.source, edge.id);
  }
  const cameFrom = new Map<string, { node: string; edge: string } | null>([[from, null]]);
  const queue = [from];
  for (let head = 0; head < queue.length && !cameFrom.has(to); head++) {
    const node = queue[head];
    for (const step of next.get(node) ?? []) {
      if (cameFrom.has(step.node)) continue;
      cameFrom.set(step.node, { node, edge: step.edge });
      queue.push(step.node);
    }
  }
  if (!cameFrom.has(to)) return { from, to, found: false, nodeIds: [], edgeIds: [] };
  const nodeIds = [to];
  const edgeIds: string[] = [];
  for (let back = cameFrom.get(to); back; back = cameFrom.get(back.node)) {
    nodeIds.unshift(back.node);
    edgeIds.unshift(back.edge);
  }
  return { from, to, found: true, nodeIds, edgeIds };
}
