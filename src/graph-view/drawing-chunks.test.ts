import { describe, expect, it } from 'vitest';
import { drawingChunks } from './drawing-chunks.ts';

const nodes = Array.from({ length: 10 }, (_, index) => ({ id: `n${index}` }));

describe('drawingChunks', () => {
  it('deals every k-th node to each chunk, and each edge to the chunk that brings its second end', () => {
    const edges = [
      { id: 'a', source: 'n0', target: 'n3' }, // chunks 0 and 0
      { id: 'b', source: 'n1', target: 'n4' }, // chunks 1 and 1
      { id: 'c', source: 'n2', target: 'n6' }, // chunks 2 and 0
      { id: 'd', source: 'n9', target: 'n5' }, // chunks 0 and 2
    ];
    const chunks = drawingChunks(nodes, edges, 4);
    expect(chunks.map((chunk) => chunk.nodes.map((node) => node.id))).toEqual([
      ['n0', 'n3', 'n6', 'n9'],
      ['n1', 'n4', 'n7'],
      ['n2', 'n5', 'n8'],
    ]);
    expect(chunks.map((chunk) => chunk.edges.map((edge) => edge.id))).toEqual([['a'], ['b'], ['c', 'd']]);
  });

  it('keeps a small drawing whole, and loses no node or edge', () => {
    const edges = nodes.map((node, index) => ({ id: `e${index}`, source: node.id, target: `n${(index + 3) % 10}` }));
    expect(drawingChunks(nodes, edges, 10)).toEqual([{ nodes, edges }]);
    const cut = drawingChunks(nodes, edges, 3);
    expect(cut.flatMap((chunk) => chunk.nodes.map((node) => node.id)).sort()).toEqual(nodes.map((n) => n.id).sort());
    expect(cut.flatMap((chunk) => chunk.edges)).toHaveLength(10);
  });
});
