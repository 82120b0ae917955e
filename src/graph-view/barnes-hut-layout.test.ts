import { describe, expect, it } from 'vitest';
import { layOutBarnesHut, type BarnesHutInput } from './barnes-hut-layout.ts';
import { initialPlace } from './large-layout.ts';

/** Two clusters of `size` nodes, each a ring with chords, joined by one edge; every node at its starting place. */
function twoClusters(size: number): BarnesHutInput {
  const nodes = Array.from({ length: size * 2 }, (_, index) => ({ id: `n${index}`, ...initialPlace(index) }));
  const edges = nodes.flatMap((_, index) => {
    const base = index < size ? 0 : size;
    const at = index - base;
    return [
      { source: `n${index}`, target: `n${base + ((at + 1) % size)}` },
      { source: `n${index}`, target: `n${base + ((at + 7) % size)}` },
    ];
  });
  edges.push({ source: 'n0', target: `n${size}` });
  return { nodes, edges };
}

const centre = (places: Float64Array, from: number, to: number) => {
  let [x, y] = [0, 0];
  for (let index = from; index < to; index += 1) [x, y] = [x + places[index * 2]!, y + places[index * 2 + 1]!];
  return { x: x / (to - from), y: y / (to - from) };
};

describe('layOutBarnesHut', () => {
  it('pulls each cluster together and the two apart, every place finite, the median edge 100 long', () => {
    const input = twoClusters(600);
    const places = layOutBarnesHut(input);
    expect(places).toHaveLength(2_400);
    expect([...places].every(Number.isFinite)).toBe(true);

    const [a, b] = [centre(places, 0, 600), centre(places, 600, 1_200)];
    const apart = Math.hypot(a.x - b.x, a.y - b.y);
    const spread = (from: number, centreOf: { x: number; y: number }) =>
      Array.from({ length: 600 }, (_, index) =>
        Math.hypot(places[(from + index) * 2]! - centreOf.x, places[(from + index) * 2 + 1]! - centreOf.y),
      ).reduce((sum, distance) => sum + distance, 0) / 600;
    // The starting spiral mixes the clusters (their centres nearly meet); laid out, they stand apart.
    expect(apart).toBeGreaterThan(spread(0, a));
    expect(apart).toBeGreaterThan(spread(600, b));

    const lengths = input.edges
      .map(({ source, target }) => {
        const [s, t] = [Number(source.slice(1)), Number(target.slice(1))];
        return Math.hypot(places[s * 2]! - places[t * 2]!, places[s * 2 + 1]! - places[t * 2 + 1]!);
      })
      .sort((x, y) => x - y);
    expect(lengths[Math.floor(lengths.length / 2)]).toBeCloseTo(100, 5);
  });

  it('posts its progress while it runs: places that move towards the end', () => {
    const progress: Float64Array[] = [];
    const shares: number[] = [];
    const last = layOutBarnesHut(twoClusters(100), {
      iterations: 20,
      progressMs: 0,
      onProgress: (places, share) => {
        progress.push(places);
        shares.push(share);
      },
    });
    // After every iteration but the last, whose places are the answer.
    expect(progress).toHaveLength(19);
    expect(progress.every((places) => places.length === last.length)).toBe(true);
    expect(new Set(progress.map((places) => places.buffer)).size, 'a buffer each, to transfer').toBe(19);
    expect([...progress[0]!]).not.toEqual([...last]);
    expect(shares).toEqual(Array.from({ length: 19 }, (_, step) => (step + 1) / 20));
  });

  it('starts from the places given, the same every run', () => {
    expect(initialPlace(0)).toEqual(initialPlace(0));
    const input = twoClusters(100);
    expect([...layOutBarnesHut(input, { iterations: 5 })]).toEqual([...layOutBarnesHut(input, { iterations: 5 })]);
    // Ten thousand starting places, none on another.
    const seats = new Set(Array.from({ length: 10_000 }, (_, index) => JSON.stringify(initialPlace(index))));
    expect(seats.size).toBe(10_000);
  });
});
