// A graph of thousands of nodes is drawn in chunks (g6-view.ts): the first within the second, then each twice as
// large as the one before, the page painting and taking clicks between them (each chunk repaints the whole canvas,
// so fewer, larger chunks finish sooner). The nodes are dealt in strides (every k-th node, then the next k-th...), so
// every chunk is spread over the whole graph and the first already shows its shape; an edge comes with the chunk
// that brings its second end.
import type { EdgeData, NodeData } from '@antv/g6';

/** Nodes the first chunk holds: G6 makes about 500 nodes (with labels and edges) in a few hundred ms here. */
export const CHUNK_NODES = 500;

export interface DrawingChunk {
  readonly nodes: NodeData[];
  readonly edges: EdgeData[];
}

export function drawingChunks(
  nodes: readonly NodeData[],
  edges: readonly EdgeData[],
  first = CHUNK_NODES,
): DrawingChunk[] {
  const stride = Math.max(1, Math.ceil(nodes.length / first));
  const dealt: NodeData[] = [];
  for (let start = 0; start < stride; start += 1) {
    for (let index = start; index < nodes.length; index += stride) dealt.push(nodes[index]!);
  }
  const chunks: DrawingChunk[] = [];
  const chunkOf = new Map<string, number>();
  for (let from = 0, size = first; from < dealt.length || chunks.length === 0; from += size, size *= 2) {
    const chunk = dealt.slice(from, from + size);
    for (const node of chunk) chunkOf.set(String(node.id), chunks.length);
    chunks.push({ nodes: chunk, edges: [] });
  }
  const last = chunks.length - 1;
  for (const edge of edges) {
    // An edge to a node the drawing does not hold is G6's to refuse, as when the drawing is not cut.
    const [source, target] = [chunkOf.get(edge.source) ?? last, chunkOf.get(edge.target) ?? last];
    chunks[Math.max(source, target)]!.edges.push(edge);
  }
  return chunks;
}
