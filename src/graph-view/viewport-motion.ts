// Panning and zooming a large graph without redrawing it every frame: while the learner drags or wheels, the drawn
// canvases are moved and scaled as pictures (a CSS transform, done by the compositor), and once the motion rests the
// whole move is handed to G6 in one step, which draws the graph in full detail where the picture was.
//
// G6's own drag-canvas and zoom-canvas redraw every element each frame: at 5,000 nodes a frame takes 150 ms or more
// on a 2-core machine, and hiding labels while moving (its optimize-viewport-transform) still walks every shape
// twice. A picture costs the same at any size. Revealed edges stay empty and a zoomed picture is soft until the
// motion rests, as on a map.

/** A move of the picture: a point p of the drawn graph shows at `scale * p + [x, y]` (viewport pixels). */
export interface ViewportMove {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

const STILL: ViewportMove = { scale: 1, x: 0, y: 0 };

export interface ViewportMotionOptions {
  /** The drawn canvases, moved together (G6 stacks its layers in one grid cell). */
  readonly layers: () => readonly HTMLElement[];
  /** Hands a rested move to the graph; the picture goes back in place once the next frame is drawn. */
  readonly commit: (move: ViewportMove) => Promise<void> | void;
  /** The graph is to draw nothing while the picture moves (true), and to draw again once the move is handed over. */
  readonly hold: (held: boolean) => void;
  /** How far the graph may be zoomed from where it is now: [least, most] scale factor. */
  readonly scaleRange: () => readonly [number, number];
  /** Quiet time after the last step before the move is handed over. */
  readonly restMs?: number;
}

export interface ViewportMotion {
  /** Moves the picture by (dx, dy) viewport pixels. */
  panBy(dx: number, dy: number): void;
  /** Scales the picture by `ratio` around `origin` (viewport pixels). */
  zoomBy(ratio: number, origin: readonly [number, number]): void;
  /** Hands the move over now (a drag ended); settles once the graph has it. */
  rest(): Promise<void>;
  dispose(): void;
}

export const VIEWPORT_REST_MS = 150;

/** `first`, then `then`. */
function compose(first: ViewportMove, then: ViewportMove): ViewportMove {
  return { scale: then.scale * first.scale, x: then.scale * first.x + then.x, y: then.scale * first.y + then.y };
}

export function createViewportMotion(options: ViewportMotionOptions): ViewportMotion {
  const { layers, commit, hold, scaleRange, restMs = VIEWPORT_REST_MS } = options;
  /** The move not yet handed over. */
  let move = STILL;
  /** A move handed over that the graph has not drawn yet: the picture still shows it. */
  let handedOver = STILL;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function show(): void {
    const { scale, x, y } = compose(handedOver, move);
    const transform = scale === 1 && x === 0 && y === 0 ? '' : `matrix(${scale}, 0, 0, ${scale}, ${x}, ${y})`;
    for (const layer of layers()) {
      layer.style.transformOrigin = '0 0';
      layer.style.transform = transform;
    }
  }

  function moved(next: ViewportMove): void {
    if (move === STILL && handedOver === STILL) hold(true);
    move = next;
    show();
    restLater();
  }

  function restLater(): void {
    clearTimeout(timer);
    timer = setTimeout(() => void rest(), restMs);
  }

  async function rest(): Promise<void> {
    clearTimeout(timer);
    if (move === STILL || disposed) return;
    const rested = move;
    handedOver = compose(handedOver, rested);
    move = STILL;
    await commit(rested);
    if (disposed) return;
    // Moved again meanwhile: the graph keeps holding, and draws once that move is handed over.
    if (move !== STILL) return;
    hold(false);
    // The graph draws the move in its next frame; the picture goes back in that same frame, after it.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (disposed) return;
    handedOver = STILL;
    show();
  }

  return {
    panBy(dx, dy) {
      if (disposed) return;
      moved({ ...move, x: move.x + dx, y: move.y + dy });
    },
    zoomBy(ratio, [ox, oy]) {
      if (disposed) return;
      const [least, most] = scaleRange();
      const applied = Math.min(most, Math.max(least, move.scale * ratio)) / move.scale;
      moved(compose(move, { scale: applied, x: (1 - applied) * ox, y: (1 - applied) * oy }));
    },
    rest,
    dispose() {
      disposed = true;
      clearTimeout(timer);
      hold(false);
    },
  };
}
