// Relation groups kept apart after a layout. The top layout starts from random places and does not always end with
// every group block clear of the others (about one run in four left two overlapping); this moves each block (a group
// with its title, or a node outside any group) the least it must so that none overlaps another.
import type { Graph } from '@antv/g6';

export interface Box {
  readonly id: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The space left between two blocks, in canvas units. */
export const BLOCK_GAP = 12;

/** Most graphs with groups are a word's: beyond this many blocks the pairwise pass would cost more than it is worth. */
const MOST_BLOCKS = 200;

/**
 * Moves overlapping boxes apart along the axis they overlap least, each half the way, until none overlaps (or `rounds`
 * passes). Returns each moved box's total move. Deterministic: the same boxes give the same moves.
 */
export function separateBoxes(boxes: Box[], gap: number, rounds = 100): Map<string, [number, number]> {
  const moves = new Map<string, [number, number]>();
  const move = (box: Box, dx: number, dy: number) => {
    box.left += dx;
    box.right += dx;
    box.top += dy;
    box.bottom += dy;
    const [x, y] = moves.get(box.id) ?? [0, 0];
    moves.set(box.id, [x + dx, y + dy]);
  };
  for (let round = 0; round < rounds; round += 1) {
    let moved = false;
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left) + gap;
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) + gap;
        if (overlapX <= 0 || overlapY <= 0) continue;
        moved = true;
        if (overlapX < overlapY) {
          const sign = a.left + a.right <= b.left + b.right ? 1 : -1;
          move(a, (-sign * overlapX) / 2, 0);
          move(b, (sign * overlapX) / 2, 0);
        } else {
          const sign = a.top + a.bottom <= b.top + b.bottom ? 1 : -1;
          move(a, 0, (-sign * overlapY) / 2);
          move(b, 0, (sign * overlapY) / 2);
        }
      }
    }
    if (!moved) break;
  }
  return moves;
}

/** The drawn graph's groups and the nodes outside them, each apart from the others; nothing when it has no group. */
export async function separateGroups(graph: Graph, skip: (id: string) => boolean): Promise<void> {
  const combos = graph.getComboData().map((combo) => String(combo.id));
  if (combos.length === 0) return;
  const loose = graph
    .getNodeData()
    .filter((node) => !node.combo && !skip(String(node.id)))
    .map((node) => String(node.id));
  const ids = [...combos, ...loose].filter((id) => graph.getElementVisibility(id) !== 'hidden');
  if (ids.length > MOST_BLOCKS) return;
  const boxes = ids.map((id): Box => {
    const { min, max } = graph.getElementRenderBounds(id);
    return { id, left: min[0], top: min[1], right: max[0], bottom: max[1] };
  });
  const moves = separateBoxes(boxes, BLOCK_GAP);
  if (moves.size === 0) return;
  await graph.translateElementBy(Object.fromEntries(moves), false);
}
