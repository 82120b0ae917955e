import { describe, expect, it } from 'vitest';
import { layoutJobSchema, runLayoutJob, workerLayoutTypes, type LayoutJob } from './layout-job.ts';

/** Two groups of ten nodes, each a ring, joined by one edge: a force layout keeps each group together. */
function twoRings(type: LayoutJob['type']): LayoutJob {
  const nodes = Array.from({ length: 20 }, (_, index) => ({ id: `n${index}`, size: 30 }));
  const edges = nodes.map((node, index) => {
    const group = index < 10 ? 0 : 10;
    return { id: `e${index}`, source: node.id, target: `n${group + ((index + 1) % 10)}` };
  });
  edges.push({ id: 'bridge', source: 'n0', target: 'n10' });
  // Fruchterman settles slowly: G6's 300 steps leave its rings half untangled, its own default of 1,000 does not.
  const iterations = type === 'fruchterman' ? 1_000 : 300;
  return { type, options: {}, iterations, width: 800, height: 600, nodes, edges };
}

const distance = (positions: Float64Array, a: number, b: number) =>
  Math.hypot(positions[a * 2]! - positions[b * 2]!, positions[a * 2 + 1]! - positions[b * 2 + 1]!);

function correlation(a: readonly number[], b: readonly number[]): number {
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [ma, mb] = [mean(a), mean(b)];
  const cov = a.reduce((sum, value, index) => sum + (value - ma) * (b[index]! - mb), 0);
  const spread = (values: readonly number[], m: number) => Math.sqrt(values.reduce((s, v) => s + (v - m) ** 2, 0));
  return cov / (spread(a, ma) * spread(b, mb));
}

describe('runLayoutJob', () => {
  it.each(workerLayoutTypes)('%s: every node gets a finite place, neighbours closer than strangers', async (type) => {
    const positions = await runLayoutJob(twoRings(type));
    expect(positions).toHaveLength(40);
    expect([...positions].every(Number.isFinite)).toBe(true);
    // Mean distance between ring neighbours against the mean between nodes of the two rings.
    const within = Array.from({ length: 10 }, (_, index) => distance(positions, index, (index + 1) % 10));
    const across = Array.from({ length: 10 }, (_, index) => distance(positions, index, 10 + index));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(within)).toBeLessThan(mean(across));
  });

  it('starts from the positions given: a fixed-size run moves nodes from there, not from random places', async () => {
    const job = twoRings('force');
    const placed = { ...job, iterations: 1, nodes: job.nodes.map((node, index) => ({ ...node, x: index * 40, y: 0 })) };
    const positions = await runLayoutJob(placed);
    // Where each node ends follows where it started (random starts would give a correlation near 0).
    const given = placed.nodes.map((node) => node.x);
    const got = given.map((_, index) => positions[index * 2]!);
    expect(correlation(given, got)).toBeGreaterThan(0.9);
  });

  it('refuses a job that is not plain layout data', () => {
    expect(layoutJobSchema.safeParse({ ...twoRings('force'), type: 'dagre' }).success).toBe(false);
    expect(layoutJobSchema.safeParse({ ...twoRings('force'), nodes: [{ id: 'a', x: Number.NaN }] }).success).toBe(
      false,
    );
  });
});
