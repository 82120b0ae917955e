// The server's side of a language's sandbox: programs run one at a time, in the order they came, each in a worker
// (worker_threads) that was started before it came and waits ready, so the server's own thread never runs a learner's
// code and a program does not wait for its language to start. A worker that keeps what a program changed (Python's
// interpreter: its gc callbacks, monitoring tools, modules, files) runs one program, is ended after it and the next
// one starts at once. A worker that gives every program a runtime of its own (QuickJS) runs the next program too,
// unless the program passed a limit or ended it.
import { Worker } from 'node:worker_threads';
import type { Limit, RunRequest, WorkerData, WorkerLimits, WorkerReply } from './worker-side.ts';

export type RunOutcome =
  | { kind: 'ok'; output: string }
  | { kind: 'failed'; output: string; error: string }
  | { kind: 'limit'; limit: Limit }
  /** The program ended its worker (`os._exit()`, a crash of the runtime). */
  | { kind: 'ended' }
  /** Too many programs are waiting already. */
  | { kind: 'busy' }
  /** Whoever asked went away (the request was closed): the program was not run, or was stopped. */
  | { kind: 'cancelled' };

export interface SandboxOptions extends WorkerLimits {
  /** The worker's module: javascript-worker.ts or python-worker.ts. */
  worker: URL;
  /** How many programs may wait for their turn before more are refused. */
  maxWaiting: number;
  /** How long a worker may take to start its language. */
  startTimeoutMs: number;
  /** Each program gets a worker of its own, ended after it; otherwise a worker runs programs until one spoils it. */
  workerPerRun: boolean;
  /**
   * Workers start from a memory snapshot of their language, which a first worker makes and sends instead of running
   * a program (Pyodide starts in about 1.6 s, and from a snapshot in about 0.25 s).
   */
  snapshot: boolean;
}

export interface Sandbox {
  /** Runs a program in its turn; `cancel` aborted, it is taken out of the line, or stopped if it runs. */
  run(code: string, cancel?: AbortSignal): Promise<RunOutcome>;
  /** Resolves once a worker waits ready for the next program, starting one if none is starting. */
  ready(): Promise<void>;
  /** Ends the workers; a later run starts fresh ones. */
  close(): Promise<void>;
}

/** Time past the limit the worker's own reply may take to arrive before the server stops it anyway. */
const REPLY_GRACE_MS = 250;
/** JavaScript heap for the worker itself (the language runtime's objects, not the program's WebAssembly heap). */
const WORKER_HEAP_MB = 128;

const BOOTSTRAP = new URL('./worker-bootstrap.mjs', import.meta.url);

function outcomeOf({ output, error, limit }: Extract<WorkerReply, { type: 'done' }>): RunOutcome {
  if (limit) return { kind: 'limit', limit };
  return error === undefined ? { kind: 'ok', output } : { kind: 'failed', output, error };
}

/** A worker being started, or started and waiting for a program. */
interface Warm {
  /** The worker once its language has started. */
  ready: Promise<Worker>;
  /** Ends the worker, now or, when it is still waiting for the snapshot, instead of starting it. */
  end(): Promise<void>;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  let spare: Warm | undefined;
  let running: Warm | undefined;
  let snapshot: Promise<Uint8Array> | undefined;
  const starting = new Set<Worker>();
  /** Counts closes: a program that ends after one starts no successor. */
  let generation = 0;
  let nextId = 0;
  let waiting = 0;
  let queue: Promise<unknown> = Promise.resolve();

  function spawn(snapshotOrder: WorkerData['snapshot']): Worker {
    const data: WorkerData = {
      module: options.worker.href,
      timeLimitMs: options.timeLimitMs,
      memoryBytes: options.memoryBytes,
      outputBytes: options.outputBytes,
      snapshot: snapshotOrder,
    };
    const worker = new Worker(BOOTSTRAP, {
      workerData: data,
      // A copy of the snapshot of its own, so nothing a worker does to it reaches another; moved rather than cloned
      // into the worker's thread, whose memory the C allocator keeps after the worker ends (30 MB a program).
      transferList: snapshotOrder instanceof Uint8Array ? [snapshotOrder.buffer as ArrayBuffer] : [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // What the runtime itself prints is not the program's output (that goes through the worker's collector).
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    worker.unref();
    // An uncaught error ends the worker: its 'exit' follows, and that is what the sandbox acts on.
    worker.on('error', () => undefined);
    return worker;
  }

  /** The worker's first message of the type, within the start timeout. */
  function first<T extends 'ready' | 'snapshot'>(worker: Worker, type: T): Promise<Extract<WorkerReply, { type: T }>> {
    starting.add(worker);
    return new Promise<Extract<WorkerReply, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new Error(`sandbox worker ${options.worker.pathname} did not start in ${options.startTimeoutMs} ms`));
      }, options.startTimeoutMs);
      const onMessage = (reply: WorkerReply) => {
        if (reply.type !== type) return;
        clearTimeout(timer);
        worker.off('message', onMessage);
        resolve(reply as Extract<WorkerReply, { type: T }>);
      };
      worker.on('message', onMessage);
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`sandbox worker ${options.worker.pathname} exited with ${code} while starting`));
      });
    }).finally(() => starting.delete(worker));
  }

  /** Made once by a worker that runs no program, so no program's state is in it; a failed one is tried again. */
  function snapshotOfLanguage(): Promise<Uint8Array> {
    if (!snapshot) {
      const maker = spawn('make');
      snapshot = first(maker, 'snapshot').then(
        ({ bytes }) => bytes,
        (error: unknown) => {
          snapshot = undefined;
          throw error;
        },
      );
      void snapshot.finally(() => maker.terminate()).catch(() => undefined);
    }
    return snapshot;
  }

  function start(): Warm {
    let ended = false;
    let worker: Worker | undefined;
    const ready = (async () => {
      const bytes = options.snapshot ? await snapshotOfLanguage() : undefined;
      if (ended) throw new Error('sandbox worker ended before it started');
      worker = spawn(bytes?.slice());
      await first(worker, 'ready');
      return worker;
    })();
    const warm: Warm = {
      ready,
      async end() {
        ended = true;
        await worker?.terminate();
      },
    };
    // A start that failed is tried again by the next run; a waiting worker that exits is not handed a program.
    ready.then(
      (started) => started.once('exit', () => retire(warm)),
      () => retire(warm),
    );
    return warm;
  }

  function retire(warm: Warm): void {
    if (spare === warm) spare = undefined;
    void warm.end();
  }

  /**
   * Runs one program on the spare worker: `answer` gets its outcome as soon as there is one, and the promise settles
   * once the worker can take the next program (or has been ended and its successor is starting).
   */
  async function runNow(code: string, answer: (outcome: RunOutcome) => void, cancel?: AbortSignal): Promise<void> {
    const since = generation;
    const current = (spare ??= start());
    const worker = await current.ready;
    // Gone while waiting: the spare stays for the next program.
    if (cancel?.aborted) {
      answer({ kind: 'cancelled' });
      return;
    }
    if (options.workerPerRun) spare = undefined;
    running = current;
    const id = ++nextId;
    await new Promise<void>((settle) => {
      const finish = (outcome: RunOutcome, spoilt: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        cancel?.removeEventListener('abort', onCancel);
        answer(outcome);
        running = undefined;
        if (spoilt || options.workerPerRun) retire(current);
        // The successor starts now, so the next program finds it warm; not sooner, so that two of a language's
        // workers (some 100 MB each for Python) are never alive at once.
        if (since === generation) spare ??= start();
        settle();
      };
      const onMessage = (message: WorkerReply) => {
        if (message.type === 'limit') finish({ kind: 'limit', limit: message.limit }, true);
        // A limit the worker stopped the program at itself (QuickJS's deadline) leaves it fit for the next one.
        else if (message.type === 'done' && message.id === id) finish(outcomeOf(message), false);
      };
      const onExit = () => finish({ kind: 'ended' }, true);
      // Stopped mid-run, the worker may hold the program's state: it is ended, as after a limit.
      const onCancel = () => finish({ kind: 'cancelled' }, true);
      cancel?.addEventListener('abort', onCancel, { once: true });
      const timer = setTimeout(
        () => finish({ kind: 'limit', limit: 'time' }, true),
        options.timeLimitMs + REPLY_GRACE_MS,
      );
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.postMessage({ id, code } satisfies RunRequest);
    });
  }

  return {
    run(code, cancel) {
      if (waiting >= options.maxWaiting) return Promise.resolve({ kind: 'busy' });
      waiting += 1;
      return new Promise<RunOutcome>((resolve, reject) => {
        const turn = queue.then(() =>
          cancel?.aborted ? resolve({ kind: 'cancelled' }) : runNow(code, resolve, cancel),
        );
        queue = turn.catch(() => undefined);
        turn.catch(reject);
      }).finally(() => {
        waiting -= 1;
      });
    },
    async ready() {
      await (spare ??= start()).ready;
    },
    async close() {
      generation += 1;
      const ending = [spare, running];
      spare = undefined;
      running = undefined;
      await Promise.all([...ending.map((warm) => warm?.end()), ...[...starting].map((worker) => worker.terminate())]);
    },
  };
}
