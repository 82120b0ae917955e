// A graph of thousands of nodes is drawn in chunks (g6-view.ts): the first within the second, the rest one after
// another, the page painting and taking clicks between them. Each chunk is every k-th node, so each is spread over
// the whole graph and the first already shows its shape; an edge comes with the chunk that brings its second end.
import type { EdgeData, NodeData } from '@antv/g6';

/** Nodes a chunk holds at most: G6 makes about 500 nodes (with labels and edges) in a few hundred ms here. */
export const CHUNK_NODES = 500;

export interface DrawingChunk {
  readonly nodes: NodeData[];
  readonly edges: EdgeData[];
}

export function drawingChunks(
  nodes: readonly NodeData[],
  edges: readonly EdgeData[],
  size = CHUNK_NODES,
): DrawingChunk[] {
  const count = Math.max(1, Math.ceil(nodes.length / size));
  const chunks: DrawingChunk[] = Array.from({ length: count }, () => ({ nodes: [], edges: [] }));
  const chunkOf = new Map<string, number>();
  nodes.forEach((node, index) => {
    chunkOf.set(String(node.id), index % count);
    chunks[index % count]!.nodes.push(node);
  });
  for (const edge of edges) {
    const [source, target] = [chunkOf.get(edge.source), chunkOf.get(edge.target)];
    // An edge to a node the drawing does not hold is G6's to refuse, as when the drawing is not cut.
    chunks[Math.max(source ?? count - 1, target ?? count - 1)]!.edges.push(edge);
  }
  return chunks;
}
