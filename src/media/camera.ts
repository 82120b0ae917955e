// The webcam overlay's camera (spec 1 §2 "Main layout", §4 "Camera", spec 2 §8, §9.1): on and off, video only;
// stopping stops every track. Its size starts at 44% of the page; a double click enlarges it by 1.5 and a second
// resets it; three clicks shrink it by 1/1.5. Framework-free: the browser's getUserMedia and the clock are injected.
import { batch, signal, type ReadonlySignal } from '@preact/signals-core';

/** Spec 2 §9.1 "Webcam default size 44%". */
export const WEBCAM_DEFAULT_SIZE = 44;
/** Spec 2 §9.1 "double click zoom factor 1.5, three clicks shrink by 1/1.5". */
export const WEBCAM_ZOOM_FACTOR = 1.5;
/**
 * A burst of clicks counts as one gesture once no further click comes for this long: three clicks must not act as a
 * double click first.
 */
export const CLICK_SETTLE_MS = 300;
/** Spec 2 §9.1 "Camera asks video only". */
export const CAMERA_CONSTRAINTS = { video: true, audio: false } as const satisfies MediaStreamConstraints;

export type CameraState =
  | { readonly status: 'off' }
  | { readonly status: 'starting' }
  | { readonly status: 'on'; readonly stream: MediaStream }
  /** Spec 2 §8: 'Browser doesn't support or there is some errors.' plus the cause. */
  | { readonly status: 'error'; readonly cause: unknown };

export interface CameraDeps {
  /** navigator.mediaDevices.getUserMedia, or undefined where the browser has none. */
  readonly getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | undefined;
  /** Runs `run` after `ms`; answers a cancel. The page's timers by default. */
  readonly schedule?: (ms: number, run: () => void) => () => void;
}

export interface Camera {
  readonly signals: {
    readonly state: ReadonlySignal<CameraState>;
    /** The overlay's width and height, in percent of the page. */
    readonly size: ReadonlySignal<number>;
  };
  readonly actions: {
    /** Turns the camera on (voice "start camera"). */
    start(): Promise<void>;
    /** Turns it off and stops every track (voice "stop camera"). */
    stop(): void;
    toggle(): Promise<void>;
    /** One click on the overlay; a burst of two or three decides the zoom once it settles. */
    click(): void;
  };
  dispose(): void;
}

export function createCamera(deps: CameraDeps): Camera {
  const schedule =
    deps.schedule ??
    ((ms, run) => {
      const handle = setTimeout(run, ms);
      return () => clearTimeout(handle);
    });
  const state = signal<CameraState>({ status: 'off' }, { name: 'camera.state' });
  const size = signal(WEBCAM_DEFAULT_SIZE, { name: 'camera.size' });
  let enlarged = false;
  let clicks = 0;
  let settling: (() => void) | undefined;
  // Each start has a ticket: a stream that arrives after a stop (or a later start) is stopped, not shown.
  let ticket = 0;

  function stop(): void {
    ticket += 1;
    const current = state.peek();
    if (current.status === 'on') for (const track of current.stream.getTracks()) track.stop();
    state.value = { status: 'off' };
  }

  async function start(): Promise<void> {
    const current = state.peek().status;
    if (current === 'on' || current === 'starting') return;
    const mine = ++ticket;
    if (!deps.getUserMedia) {
      state.value = { status: 'error', cause: new Error('navigator.mediaDevices.getUserMedia is not available.') };
      return;
    }
    state.value = { status: 'starting' };
    try {
      const stream = await deps.getUserMedia(CAMERA_CONSTRAINTS);
      if (mine !== ticket) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      state.value = { status: 'on', stream };
    } catch (cause) {
      if (mine === ticket) state.value = { status: 'error', cause };
    }
  }

  function zoom(count: number): void {
    if (count === 2) {
      batch(() => {
        size.value = enlarged ? WEBCAM_DEFAULT_SIZE : WEBCAM_DEFAULT_SIZE * WEBCAM_ZOOM_FACTOR;
        enlarged = !enlarged;
      });
    } else if (count >= 3) {
      size.value = size.peek() / WEBCAM_ZOOM_FACTOR;
      enlarged = false;
    }
  }

  return {
    signals: { state, size },
    actions: {
      start,
      stop,
      toggle() {
        const current = state.peek().status;
        if (current !== 'on' && current !== 'starting') return start();
        stop();
        return Promise.resolve();
      },
      click() {
        clicks += 1;
        settling?.();
        settling = schedule(CLICK_SETTLE_MS, () => {
          settling = undefined;
          const count = clicks;
          clicks = 0;
          zoom(count);
        });
      },
    },
    dispose() {
      settling?.();
      stop();
    },
  };
}
