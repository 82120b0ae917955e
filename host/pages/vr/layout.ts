// Where each node of the graph sits in 3D: the centre (the thought) in the middle, its neighbours on a sphere
// around it, theirs on the next sphere out, and so on; on each sphere the nodes are spread evenly (a Fibonacci
// lattice) and ordered by the direction of the node that reached them, so neighbours stay near each other. Plain
// and deterministic: the same graph always stands the same way, and a learner finds a node where it was.

export interface Point3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** Distance between two spheres, in scene units. */
export const SHELL_SPACING = 8;

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** `count` points spread evenly over the unit sphere. */
function fibonacciSphere(count: number): Point3[] {
  if (count === 1) return [{ x: 0, y: 1, z: 0 }];
  return Array.from({ length: count }, (_, index) => {
    const y = 1 - (index / (count - 1)) * 2;
    const ring = Math.sqrt(Math.max(0, 1 - y * y));
    const angle = GOLDEN_ANGLE * index;
    return { x: Math.cos(angle) * ring, y, z: Math.sin(angle) * ring };
  });
}

/** The angle of a direction around the vertical axis, then its height: an order that keeps directions together. */
const bearing = (point: Point3) => Math.atan2(point.z, point.x) * 10 + point.y;

export function layout3d(
  nodeIds: readonly string[],
  edges: readonly { readonly source: string; readonly target: string }[],
  centreId?: string,
): Map<string, Point3> {
  const neighbours = new Map<string, string[]>(nodeIds.map((id) => [id, []]));
  for (const { source, target } of edges) {
    if (source === target || !neighbours.has(source) || !neighbours.has(target)) continue;
    neighbours.get(source)?.push(target);
    neighbours.get(target)?.push(source);
  }
  const positions = new Map<string, Point3>();
  const placed = new Set<string>();
  const roots = [centreId && neighbours.has(centreId) ? centreId : undefined, ...nodeIds].filter(
    (id): id is string => id !== undefined,
  );
  // Each part of the graph that no edge joins to the first gets its own place along the x axis.
  let offset = 0;
  for (const root of roots) {
    if (placed.has(root)) continue;
    const shells = shellsFrom(root, neighbours, placed);
    const origin: Point3 = { x: offset, y: 0, z: 0 };
    positions.set(root, origin);
    for (const [depth, shell] of shells.entries()) {
      const radius = SHELL_SPACING * (depth + 1);
      // Nodes reached from nearby parents take nearby places.
      const byParent = [...shell].sort(
        (a, b) => bearing(positions.get(a.parent) ?? origin) - bearing(positions.get(b.parent) ?? origin),
      );
      const points = fibonacciSphere(byParent.length).sort((a, b) => bearing(a) - bearing(b));
      byParent.forEach(({ id }, index) => {
        const point = points[index] ?? { x: 0, y: 0, z: 0 };
        positions.set(id, { x: origin.x + point.x * radius, y: point.y * radius, z: point.z * radius });
      });
    }
    offset += SHELL_SPACING * (shells.length + 1) * 2;
  }
  return positions;
}

/** Breadth-first from the root: the nodes at each distance, each with the node it was reached from. */
function shellsFrom(
  root: string,
  neighbours: ReadonlyMap<string, readonly string[]>,
  placed: Set<string>,
): { id: string; parent: string }[][] {
  placed.add(root);
  const shells: { id: string; parent: string }[][] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const next: { id: string; parent: string }[] = [];
    for (const parent of frontier) {
      for (const id of neighbours.get(parent) ?? []) {
        if (placed.has(id)) continue;
        placed.add(id);
        next.push({ id, parent });
      }
    }
    if (next.length > 0) shells.push(next);
    frontier = next.map(({ id }) => id);
  }
  return shells;
}
