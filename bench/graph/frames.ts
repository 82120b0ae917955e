// Frame timing in the page: when a frame shows what was asked for, and the frame times of a scripted pan and zoom.

/** Resolves in the next frame's requestAnimationFrame callback. */
export const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The time (performance.now) at which the next frame has been drawn. G's canvas renders in its own
 * requestAnimationFrame callback, registered a frame ahead, so it runs before ours in the same frame; reading the
 * clock inside ours (not the frame's start timestamp) counts the drawing.
 */
export async function paintedAt(): Promise<number> {
  await nextFrame();
  return performance.now();
}

/** Waits, a frame at a time, until `find` answers something; fails after `timeoutMs`. */
export async function frameUntil<T>(what: string, find: () => T | undefined | null, timeoutMs = 60_000): Promise<T> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined && found !== null) return found;
    if (performance.now() > until) throw new Error(`timed out waiting for ${what}`);
    await nextFrame();
  }
}

/** What the pan and zoom script moves: the graph's own viewport calls, without animation. */
export interface ViewportDriver {
  translateBy(dx: number, dy: number): void;
  zoomBy(ratio: number): void;
}

export interface PanZoomOptions {
  /** The script's length when frames are fast. */
  readonly durationMs: number;
  /** A slow graph gets at least this many frames: the script then advances a fixed step per frame. */
  readonly minFrames?: number;
  /** Radius of the circle the pan follows in its half of the script, in pixels. */
  readonly panRadius?: number;
  /** Zoom swings between 1/maxZoom and maxZoom in its half of the script. */
  readonly maxZoom?: number;
}

/**
 * Pans along a circle for the first half of the script, then zooms in and out around the centre for the second.
 * Each frame the script advances by the frame's time over `durationMs`, but never by more than 1/minFrames, so a
 * fast graph moves for `durationMs` and a slow one still gives `minFrames` frames to take a median and p95 of.
 * Answers the frame times: differences between successive requestAnimationFrame timestamps.
 */
export async function panAndZoom(viewport: ViewportDriver, options: PanZoomOptions): Promise<number[]> {
  const { durationMs, minFrames = 20, panRadius = 200, maxZoom = 2 } = options;
  const panAt = (progress: number): [number, number] => {
    const angle = 2 * Math.PI * Math.min(1, progress * 2);
    return [panRadius * (Math.cos(angle) - 1), panRadius * Math.sin(angle)];
  };
  const zoomAt = (progress: number): number => maxZoom ** Math.sin(2 * Math.PI * Math.max(0, progress * 2 - 1));
  const stamps = [await nextFrame()];
  let progress = 0;
  let pan = panAt(0);
  let zoom = zoomAt(0);
  while (progress < 1) {
    const now = await nextFrame();
    progress = Math.min(1, progress + Math.min((now - (stamps.at(-1) ?? now)) / durationMs, 1 / minFrames));
    stamps.push(now);
    if (progress <= 0.5) {
      const to = panAt(progress);
      viewport.translateBy(to[0] - pan[0], to[1] - pan[1]);
      pan = to;
    } else {
      const to = zoomAt(progress);
      viewport.zoomBy(to / zoom);
      zoom = to;
    }
  }
  // One more frame draws the last step.
  stamps.push(await nextFrame());
  // The first frame drew nothing new (the first step is asked for in it): left out.
  return stamps.slice(2).map((stamp, i) => stamp - (stamps[i + 1] ?? stamp));
}
