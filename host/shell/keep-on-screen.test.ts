import { describe, expect, it } from 'vitest';
import { keptOnScreen } from './keep-on-screen.ts';

const screen = { width: 1000, height: 800 };
// A 400 × 300 box laid out at (500, 400), moved by (50, 20) so far: it is drawn at (550, 420).
const box = { left: 550, top: 420, width: 400, height: 300 };
const current = { x: 50, y: 20 };

describe('keptOnScreen', () => {
  it('keeps a move that stays on screen', () => {
    expect(keptOnScreen({ x: -100, y: 60 }, current, box, screen)).toEqual({ x: -100, y: 60 });
  });

  it('stops the box at each edge of the screen', () => {
    expect(keptOnScreen({ x: 400, y: 900 }, current, box, screen)).toEqual({ x: 100, y: 100 });
    expect(keptOnScreen({ x: -900, y: -900 }, current, box, screen)).toEqual({ x: -500, y: -400 });
  });

  it('keeps the start edge of a box larger than the screen on screen', () => {
    const wide = { left: 550, top: 420, width: 1200, height: 300 };
    expect(keptOnScreen({ x: -900, y: 0 }, current, wide, screen)).toEqual({ x: -500, y: 0 });
    expect(keptOnScreen({ x: 300, y: 0 }, current, wide, screen)).toEqual({ x: -500, y: 0 });
  });
});
