import { describe, expect, it } from 'vitest';
import { separateBoxes, type Box } from './group-separation.ts';

const box = (id: string, left: number, top: number, width: number, height: number): Box => ({
  id,
  left,
  top,
  right: left + width,
  bottom: top + height,
});

const overlapping = (boxes: Box[], gap: number) =>
  boxes.some((a, i) =>
    boxes
      .slice(i + 1)
      .some(
        (b) =>
          Math.min(a.right, b.right) - Math.max(a.left, b.left) + gap > 0.001 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) + gap > 0.001,
      ),
  );

describe('separateBoxes', () => {
  it('leaves boxes that are apart where they are', () => {
    expect(separateBoxes([box('a', 0, 0, 10, 10), box('b', 30, 0, 10, 10)], 12).size).toBe(0);
  });

  it('moves two overlapping boxes apart along the axis they overlap least, each half the way', () => {
    const boxes = [box('a', 0, 0, 100, 40), box('b', 90, 10, 100, 40)];
    const moves = separateBoxes(boxes, 10);
    expect(moves.get('a')).toEqual([-10, 0]);
    expect(moves.get('b')).toEqual([10, 0]);
    expect(overlapping(boxes, 10)).toBe(false);
  });

  it('clears a crowd of boxes, the same way every time', () => {
    const crowd = () =>
      Array.from({ length: 12 }, (_, n) => box(`g${n}`, (n % 4) * 20, Math.floor(n / 4) * 15, 60, 40));
    const boxes = crowd();
    const moves = separateBoxes(boxes, 12);
    expect(overlapping(boxes, 12)).toBe(false);
    expect(separateBoxes(crowd(), 12)).toEqual(moves);
  });
});
