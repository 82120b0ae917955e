/** Where a moved element is, as a translation from its place in the layout. */
export interface Offset {
  readonly x: number;
  readonly y: number;
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The offset nearest to `next` that keeps the whole element on screen, given its box at the `current` offset. An
 * element larger than the screen keeps its start edge on screen (the close button sits there).
 */
export function keptOnScreen(
  next: Offset,
  current: Offset,
  box: Box,
  screen: { width: number; height: number },
): Offset {
  const axis = (wanted: number, now: number, start: number, size: number, room: number) => {
    const home = start - now;
    const lowest = -home;
    const highest = Math.max(lowest, room - size - home);
    return Math.min(Math.max(wanted, lowest), highest);
  };
  return {
    x: axis(next.x, current.x, box.left, box.width, screen.width),
    y: axis(next.y, current.y, box.top, box.height, screen.height),
  };
}
