import { describe, expect, it } from 'vitest';
import { layout3d, SHELL_SPACING, type Point3 } from './layout.ts';

const length = (point: Point3 | undefined, from: Point3 = { x: 0, y: 0, z: 0 }) =>
  point ? Math.hypot(point.x - from.x, point.y - from.y, point.z - from.z) : Number.NaN;

describe('layout3d', () => {
  const ids = ['dog', 'canine', 'puppy', 'wolf', 'pack'];
  const edges = [
    { source: 'dog', target: 'canine' },
    { source: 'puppy', target: 'dog' },
    { source: 'canine', target: 'wolf' },
    { source: 'wolf', target: 'pack' },
  ];

  it('puts the centre in the middle and each node on the sphere of its distance from it', () => {
    const at = layout3d(ids, edges, 'dog');
    expect(at.get('dog')).toEqual({ x: 0, y: 0, z: 0 });
    expect(length(at.get('canine'))).toBeCloseTo(SHELL_SPACING);
    expect(length(at.get('puppy'))).toBeCloseTo(SHELL_SPACING);
    expect(length(at.get('wolf'))).toBeCloseTo(2 * SHELL_SPACING);
    expect(length(at.get('pack'))).toBeCloseTo(3 * SHELL_SPACING);
  });

  it('never puts two nodes in one place', () => {
    const many = Array.from({ length: 60 }, (_, index) => `n${index}`);
    const star = many.slice(1).map((id) => ({ source: 'n0', target: id }));
    const at = layout3d(many, star, 'n0');
    const seen = new Set(
      [...at.values()].map((point) => `${point.x.toFixed(3)} ${point.y.toFixed(3)} ${point.z.toFixed(3)}`),
    );
    expect(seen.size).toBe(60);
  });

  it('places a part no edge joins beside the first, and a graph without a centre from its first node', () => {
    const at = layout3d(['a', 'b', 'lonely'], [{ source: 'a', target: 'b' }]);
    expect(at.get('a')).toEqual({ x: 0, y: 0, z: 0 });
    expect(at.get('lonely')?.x).toBeGreaterThan(2 * SHELL_SPACING);
    expect(at.size).toBe(3);
  });

  it('ignores edges to nodes it was not given, and loops', () => {
    const at = layout3d(
      ['a'],
      [
        { source: 'a', target: 'ghost' },
        { source: 'a', target: 'a' },
      ],
      'a',
    );
    expect([...at.keys()]).toEqual(['a']);
  });

  it('stands the same way every time', () => {
    expect(layout3d(ids, edges, 'dog')).toEqual(layout3d(ids, edges, 'dog'));
  });
});
