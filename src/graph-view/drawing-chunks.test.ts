import { describe, expect, it } from 'vitest';
import { drawingChunks } from './drawing-chunks.ts';

const nodes = Array.from({ length: 10 }, (_, index) => ({ id: `n${index}` }));

describe('drawingChunks', () => {
  it('deals the nodes in strides, each chunk twice the last, each edge with the chunk of its second end', () => {
    const edges = [
      { id: 'a', source: 'n0', target: 'n3' }, // chunks 0 and 0
      { id: 'b', source: 'n1', target: 'n4' }, // chunks 1 and 1
      { id: 'c', source: 'n2', target: 'n6' }, // chunks 2 and 0
      { id: 'd', source: 'n9', target: 'n5' }, // chunks 0 and 2
    ];
    // Strides of three: n0 n3 n6 n9 | n1 n4 n7 n2 n5 n8, cut 4, then 8.
    const chunks = drawingChunks(nodes, edges, 4);
    expect(chunks.map((chunk) => chunk.nodes.map((node) => node.id))).toEqual([
      ['n0', 'n3', 'n6', 'n9'],
      ['n1', 'n4', 'n7', 'n2', 'n5', 'n8'],
    ]);
    expect(chunks.map((chunk) => chunk.edges.map((edge) => edge.id))).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('cuts 5,000 nodes into 500, 1,000, 2,000 and 1,500, the first spread over the whole graph', () => {
    const many = Array.from({ length: 5_000 }, (_, index) => ({ id: `n${index}` }));
    const chunks = drawingChunks(many, []);
    expect(chunks.map((chunk) => chunk.nodes.length)).toEqual([500, 1_000, 2_000, 1_500]);
    expect(chunks[0]!.nodes.slice(0, 3).map((node) => node.id)).toEqual(['n0', 'n10', 'n20']);
    expect(chunks[0]!.nodes.at(-1)?.id).toBe('n4990');
  });

  it('keeps a small drawing whole, and loses no node or edge', () => {
    const edges = nodes.map((node, index) => ({ id: `e${index}`, source: node.id, target: `n${(index + 3) % 10}` }));
    expect(drawingChunks(nodes, edges, 10)).toEqual([{ nodes, edges }]);
    const cut = drawingChunks(nodes, edges, 3);
    expect(cut.flatMap((chunk) => chunk.nodes.map((node) => node.id)).sort()).toEqual(nodes.map((n) => n.id).sort());
    expect(cut.flatMap((chunk) => chunk.edges)).toHaveLength(10);
    expect(drawingChunks([], [], 3)).toEqual([{ nodes: [], edges: [] }]);
  });
});
