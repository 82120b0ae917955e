// A large graph's layout shown as it runs (as sigma's ForceAtlas2 supervisor shows it): the graph is drawn at once
// at its starting places, then the worker's progress is applied at most every APPLY_MS and its last positions
// always, each as one step of the view's queue, so a click, a pan or the core's changes go on between them.
import type { LayoutJob } from './layout-job.ts';
import { LayoutAborted, layoutInWorker } from './layout-worker.ts';

/**
 * The least time between two drawings of the layout's progress, and at least twice the last drawing's time: a drawing
 * of thousands of nodes takes a while, and the learner's clicks and pans need the main thread between them.
 */
export const APPLY_MS = 1_000;

export type StreamOutcome = 'applied' | 'aborted' | 'failed';

export interface StreamSteps {
  /** Runs a step in the view's queue, after the steps before it. */
  readonly enqueue: (step: () => Promise<void>) => Promise<void>;
  /**
   * Gives the job's nodes these positions (x, y per node, in the job's order) and draws them; `share` is the share of
   * the layout they show done, 1 for its last ones.
   */
  readonly apply: (positions: Float64Array, share: number) => Promise<void>;
}

/**
 * Runs the job in the worker and applies its progress. Settles 'applied' once its last positions are drawn,
 * 'aborted' when the signal took over first (nothing more is applied), 'failed' when the worker failed.
 */
export function streamLayout(job: LayoutJob, signal: AbortSignal, steps: StreamSteps): Promise<StreamOutcome> {
  let latest: { positions: Float64Array; share: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the next drawing of the progress may start. */
  let nextAt = Number.NEGATIVE_INFINITY;

  /** A drawing of the progress is waiting for its time, or under way: the newest progress waits for the next. */
  let drawing = false;

  const drawLatest = () =>
    steps.enqueue(async () => {
      const progress = latest;
      latest = null;
      if (progress === null || signal.aborted) return;
      const started = performance.now();
      await steps.apply(progress.positions, progress.share);
      const ended = performance.now();
      nextAt = ended + Math.max(APPLY_MS, 2 * (ended - started));
    });
  const schedule = () => {
    if (drawing || latest === null) return;
    drawing = true;
    timer = setTimeout(
      () => {
        timer = undefined;
        void drawLatest().then(() => {
          drawing = false;
          schedule();
        });
      },
      Math.max(0, nextAt - performance.now()),
    );
  };
  const onProgress = (positions: Float64Array, share: number) => {
    latest = { positions, share };
    schedule();
  };
  const stop = () => {
    clearTimeout(timer);
    latest = null;
  };

  return layoutInWorker(job, { signal, onProgress }).then(
    async (positions) => {
      stop();
      let outcome: StreamOutcome = 'aborted';
      await steps.enqueue(async () => {
        if (signal.aborted) return;
        await steps.apply(positions, 1);
        outcome = 'applied';
      });
      return outcome;
    },
    (error: unknown) => {
      stop();
      if (error instanceof LayoutAborted) return 'aborted';
      console.warn('[tj] the layout worker failed', error);
      return 'failed';
    },
  );
}
