import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewportMotion, VIEWPORT_REST_MS, type ViewportMove } from './viewport-motion.ts';

/** The frames asked for and not yet run: `nextFrame()` runs them, as the browser's next frame would. */
let frames: FrameRequestCallback[] = [];
const nextFrame = async () => {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(0));
  await Promise.resolve();
};

/** Waits for the hand-over (`rest`) to ask for its frame, runs that frame, and settles with the hand-over. */
async function drawn(resting: Promise<void>): Promise<void> {
  for (let i = 0; i < 10 && frames.length === 0; i += 1) await Promise.resolve();
  await nextFrame();
  await resting;
}

function motionRig(scaleRange: readonly [number, number] = [0.1, 10]) {
  const layers = [{ style: {} as CSSStyleDeclaration }, { style: {} as CSSStyleDeclaration }] as HTMLElement[];
  const commits: ViewportMove[] = [];
  const holds: boolean[] = [];
  let finishCommit: () => void = () => undefined;
  let slowCommits = false;
  const motion = createViewportMotion({
    layers: () => layers,
    scaleRange: () => scaleRange,
    hold: (held) => holds.push(held),
    commit: (move) => {
      commits.push(move);
      if (slowCommits) return new Promise<void>((resolve) => (finishCommit = resolve));
      return undefined;
    },
  });
  return {
    motion,
    commits,
    holds,
    transforms: () => layers.map((layer) => layer.style.transform),
    slowCommits: () => {
      slowCommits = true;
      return () => finishCommit();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('viewport motion', () => {
  it('moves the picture at once, holds the graph, and hands the move over once it rests', async () => {
    const rig = motionRig();
    rig.motion.panBy(10, 5);
    rig.motion.panBy(20, -5);
    expect(rig.transforms()).toEqual(['matrix(1, 0, 0, 1, 30, 0)', 'matrix(1, 0, 0, 1, 30, 0)']);
    expect(rig.holds).toEqual([true]);
    await vi.advanceTimersByTimeAsync(VIEWPORT_REST_MS - 1);
    expect(rig.commits).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(rig.commits).toEqual([{ scale: 1, x: 30, y: 0 }]);
    expect(rig.holds).toEqual([true, false]);
    // The graph draws the move in the next frame; the picture goes back in place in that frame.
    expect(rig.transforms()[0]).toBe('matrix(1, 0, 0, 1, 30, 0)');
    await nextFrame();
    expect(rig.transforms()).toEqual(['', '']);
  });

  it('zooms around the pointer: the point under it stays where it is', async () => {
    const rig = motionRig();
    rig.motion.zoomBy(2, [100, 50]);
    await drawn(rig.motion.rest());
    const [move] = rig.commits;
    expect(move).toEqual({ scale: 2, x: -100, y: -50 });
    expect([move!.scale * 100 + move!.x, move!.scale * 50 + move!.y]).toEqual([100, 50]);
  });

  it('composes pans and zooms in the order they came', async () => {
    const rig = motionRig();
    rig.motion.panBy(10, 0);
    rig.motion.zoomBy(2, [0, 0]);
    rig.motion.panBy(0, 7);
    await drawn(rig.motion.rest());
    // A point p shows at 2 * (p + [10, 0]) + [0, 7].
    expect(rig.commits).toEqual([{ scale: 2, x: 20, y: 7 }]);
  });

  it('zooms no further than the graph may go', async () => {
    const rig = motionRig([0.5, 4]);
    for (let i = 0; i < 5; i += 1) rig.motion.zoomBy(2, [0, 0]);
    rig.motion.zoomBy(0.5, [0, 0]);
    await drawn(rig.motion.rest());
    expect(rig.commits[0]?.scale).toBe(2);
  });

  it('a move during the hand-over keeps the graph held and the picture where the learner put it', async () => {
    const rig = motionRig();
    const finish = rig.slowCommits();
    rig.motion.panBy(10, 0);
    const resting = rig.motion.rest();
    rig.motion.panBy(5, 0);
    // The graph has not drawn the first move yet: the picture shows both.
    expect(rig.transforms()[0]).toBe('matrix(1, 0, 0, 1, 15, 0)');
    finish();
    await resting;
    expect(rig.holds).toEqual([true]);

    const second = rig.motion.rest();
    finish();
    await drawn(second);
    expect(rig.commits).toEqual([
      { scale: 1, x: 10, y: 0 },
      { scale: 1, x: 5, y: 0 },
    ]);
    expect(rig.holds).toEqual([true, false]);
    expect(rig.transforms()[0]).toBe('');
  });

  it('once disposed, lets the graph draw and hands nothing over', async () => {
    const rig = motionRig();
    rig.motion.panBy(10, 0);
    rig.motion.dispose();
    await vi.advanceTimersByTimeAsync(VIEWPORT_REST_MS * 2);
    rig.motion.panBy(10, 0);
    expect(rig.commits).toEqual([]);
    expect(rig.holds).toEqual([true, false]);
  });
});
