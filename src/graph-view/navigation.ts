// Arrow keys between nodes: the nearest node on that side of the focused one, as drawn. Pure, so it is unit-tested.

export type Direction = 'left' | 'right' | 'up' | 'down';

type Point = { readonly x: number; readonly y: number };

const axis: Readonly<Record<Direction, Point>> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};

/**
 * The node to focus after an arrow key. With no focus yet, the first node. Among the nodes on the arrow's side
 * (within 60° of it), the one nearest, distance along the side counting less than distance across it. When nothing
 * lies that way, or positions are unknown (not drawn yet), right and down go to the next node in the list and left
 * and up to the previous one, wrapping, so every node stays reachable from the keyboard.
 */
export function nextNodeInDirection(
  ids: readonly string[],
  positions: ReadonlyMap<string, Point | null>,
  current: string | null,
  direction: Direction,
): string | null {
  if (ids.length === 0) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  if (index === -1) return ids[0] ?? null;
  const from = positions.get(ids[index] ?? '');
  const { x: ax, y: ay } = axis[direction];
  if (from) {
    let best: { id: string; score: number } | null = null;
    for (const id of ids) {
      const to = positions.get(id);
      if (id === current || !to) continue;
      const dx = to.x - from.x;
      const dy = to.y - from.y;
      const along = dx * ax + dy * ay;
      const across = Math.abs(dx * ay - dy * ax);
      if (along <= 0 || across > along * Math.tan(Math.PI / 3)) continue;
      const score = along + 2 * across;
      if (!best || score < best.score) best = { id, score };
    }
    if (best) return best.id;
  }
  const step = direction === 'right' || direction === 'down' ? 1 : -1;
  return ids[(index + step + ids.length) % ids.length] ?? null;
}
