// Test data for the browser tests of the G6 view: a large connected graph, the same on every run.
import type { EdgeData, NodeData } from '@antv/g6';
import type { G6Drawing } from '../graph-view/g6-data.ts';

/** `count` nodes in rings of ten, each joined to the next node and to one ten further on: twice as many edges. */
export function ringsGraph(count: number): G6Drawing {
  const nodes: NodeData[] = Array.from({ length: count }, (_, index) => ({
    id: `n${index}`,
    style: { size: 30, labelText: `node ${index}` },
  }));
  const edges: EdgeData[] = [];
  for (let index = 0; index < count; index += 1) {
    edges.push({ id: `a${index}`, source: `n${index}`, target: `n${(index + 1) % count}` });
    edges.push({ id: `b${index}`, source: `n${index}`, target: `n${(index + 10) % count}` });
  }
  return { nodes, edges, combos: [] };
}
