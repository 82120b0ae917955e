// Runs a layout job (layout-job.ts) in a module worker of our own and answers the nodes' positions.
//
// Why not G6's `enableWorker`: in G6 5.1.1 the iterative layouts still run on the main thread, functions in the
// options cannot be cloned, and @antv/layout guesses its worker script's URL from the page's script tags, which is
// wrong in our bundle. Here Vite bundles layout.worker.ts (with the layout classes it needs) as a file of its own.
//
// One worker per job: a layout is one long synchronous loop, so the only way to stop it is terminate(). A newer
// layout or the view's destroy aborts the job's signal; the worker is terminated at once and the job's promise
// rejects with LayoutAborted, so nothing of it is ever applied.
import workerUrl from './layout.worker.ts?worker&url';
import { layoutAnswerSchema, type LayoutJob } from './layout-job.ts';

/** The job was aborted (a newer layout, or the view destroyed): not a failure, and nothing to apply. */
export class LayoutAborted extends Error {
  override readonly name = 'LayoutAborted';
}

let live = 0;
/** Layout workers started and not yet terminated, on this page: the lifecycle tests read it. */
export const liveLayoutWorkers = (): number => live;

export const workersAvailable = (): boolean => typeof Worker !== 'undefined';

/**
 * The built worker lies next to the chunk that imports it, on the kit's origin (renderBuiltUrl makes JS URLs
 * relative to the chunk, so `workerUrl` resolves against this module's URL, not the page's).
 */
const kitWorkerUrl = (): URL => new URL(workerUrl, import.meta.url);

/**
 * A partner page loads the kit from the kit's origin, and `new Worker(url)` only takes a script of the page's own
 * origin (a SecurityError otherwise, module or classic). So on another origin the worker starts from a one-line
 * blob: module of the page's origin that imports the real worker from the kit (a cross-origin module import, allowed
 * because the kit already serves its chunks with CORS for partner pages' module scripts).
 */
function startWorker(url: URL): { worker: Worker; release: () => void } {
  if (url.origin === location.origin) return { worker: new Worker(url, { type: 'module' }), release: () => {} };
  const bootstrap = URL.createObjectURL(
    new Blob([`import ${JSON.stringify(url.href)};\n`], { type: 'text/javascript' }),
  );
  return { worker: new Worker(bootstrap, { type: 'module' }), release: () => URL.revokeObjectURL(bootstrap) };
}

export interface LayoutInWorkerOptions {
  readonly signal: AbortSignal;
  /** A large graph's positions so far and the share of its layout done, while it runs (layout-job.ts). */
  readonly onProgress?: (positions: Float64Array, share: number) => void;
  /** Where the worker script is; tests give another origin's URL to take the partner page's path. */
  readonly workerUrl?: URL;
}

/** The nodes' positions (x, y per node, in the job's order), computed in a worker. */
export function layoutInWorker(
  job: LayoutJob,
  { signal, onProgress = () => undefined, workerUrl: url = kitWorkerUrl() }: LayoutInWorkerOptions,
) {
  return new Promise<Float64Array>((resolve, reject) => {
    if (signal.aborted) {
      reject(new LayoutAborted('layout aborted before it started'));
      return;
    }
    const { worker, release } = startWorker(url);
    live += 1;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      worker.terminate();
      release();
      live -= 1;
      signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => settle(() => reject(new LayoutAborted('a newer layout or destroy took over')));
    signal.addEventListener('abort', onAbort);

    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (settled) return;
      const answer = layoutAnswerSchema.safeParse(event.data);
      if (!answer.success) settle(() => reject(new Error('the layout worker answered something else')));
      else if (answer.data.ok) {
        const { positions, share } = answer.data;
        if (share < 1) onProgress(positions, share);
        else settle(() => resolve(positions));
      } else {
        const { error } = answer.data;
        settle(() => reject(new Error(`the layout worker failed: ${error}`)));
      }
    });
    // A script that cannot load (blocked by a CSP, a network error) or an error outside the job's try.
    worker.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault();
      settle(() => reject(new Error(`the layout worker did not run: ${event.message || 'its script did not load'}`)));
    });
    worker.addEventListener('messageerror', () =>
      settle(() => reject(new Error('the layout worker answered what cannot be read'))),
    );
    try {
      worker.postMessage(job);
    } catch (error) {
      // A setting that cannot be cloned (a function) reached the job.
      settle(() => reject(error instanceof Error ? error : new Error(String(error))));
    }
  });
}
