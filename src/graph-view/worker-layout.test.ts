import { describe, expect, it } from 'vitest';
import { BARNES_HUT_NODES } from './large-layout.ts';
import { layOutJob } from './worker-layout.ts';

describe('layOutJob', () => {
  it('lays a graph of BARNES_HUT_NODES nodes out by Barnes-Hut whatever its force layout: its median edge 100 long', async () => {
    const nodes = Array.from({ length: BARNES_HUT_NODES }, (_, index) => ({ id: `n${index}` }));
    const edges = nodes.map((node, index) => ({ id: `e${index}`, source: node.id, target: `n${(index + 1) % 1000}` }));
    const job = { type: 'fruchterman', options: {}, iterations: 300, width: 800, height: 600, nodes, edges } as const;
    const positions = await layOutJob(job);
    expect([...positions].every(Number.isFinite)).toBe(true);
    const lengths = nodes
      .map((_, a) => {
        const b = (a + 1) % 1000;
        return Math.hypot(positions[a * 2]! - positions[b * 2]!, positions[a * 2 + 1]! - positions[b * 2 + 1]!);
      })
      .sort((x, y) => x - y);
    expect(lengths[500]).toBeCloseTo(100, 5);
  });

  it('lays a smaller graph out by its own layout', async () => {
    const nodes = Array.from({ length: 20 }, (_, index) => ({ id: `n${index}` }));
    const edges = nodes.map((node, index) => ({ id: `e${index}`, source: node.id, target: `n${(index + 1) % 20}` }));
    const job = { type: 'force', options: {}, iterations: 50, width: 800, height: 600, nodes, edges } as const;
    const positions = await layOutJob(job);
    const lengths = nodes.map((_, a) => {
      const b = (a + 1) % 20;
      return Math.hypot(positions[a * 2]! - positions[b * 2]!, positions[a * 2 + 1]! - positions[b * 2 + 1]!);
    });
    // gforce's own scale, not Barnes-Hut's median of 100.
    expect(lengths.sort((x, y) => x - y)[10]).not.toBeCloseTo(100, 0);
  });
});
