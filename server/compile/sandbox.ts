// The server's side of a language's sandbox: one warm worker (worker_threads) that runs programs one at a time, in
// the order they came. A program that passes a limit, ends its worker or leaves it dirty gets a fresh worker started
// after it, so the next program starts clean and the server's own thread never runs a learner's code.
import { Worker } from 'node:worker_threads';
import type { Limit, RunRequest, WorkerData, WorkerLimits, WorkerReply } from './worker-side.ts';

export type RunOutcome =
  | { kind: 'ok'; output: string }
  | { kind: 'failed'; output: string; error: string }
  | { kind: 'limit'; limit: Limit }
  /** The program ended its worker (`os._exit()`, a crash of the runtime). */
  | { kind: 'ended' }
  /** Too many programs are waiting already. */
  | { kind: 'busy' };

export interface SandboxOptions extends WorkerLimits {
  /** The worker's module: javascript-worker.ts or python-worker.ts. */
  worker: URL;
  timeLimitMs: number;
  /** How many programs may wait for their turn before more are refused. */
  maxWaiting: number;
  /** How long a worker may take to start its language. */
  startTimeoutMs: number;
}

export interface Sandbox {
  run(code: string): Promise<RunOutcome>;
  /** Ends the worker; a later run starts a fresh one. */
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

interface Warm {
  worker: Worker;
  ready: Promise<Worker>;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  let warm: Warm | undefined;
  let nextId = 0;
  let waiting = 0;
  let queue: Promise<unknown> = Promise.resolve();

  function start(): Warm {
    const data: WorkerData = {
      module: options.worker.href,
      memoryBytes: options.memoryBytes,
      outputBytes: options.outputBytes,
    };
    const worker = new Worker(BOOTSTRAP, {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // What the runtime itself prints is not the program's output (that goes through the worker's collector).
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    worker.unref();
    const started: Warm = {
      worker,
      ready: new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          void worker.terminate();
          reject(new Error(`sandbox worker ${options.worker.pathname} did not start in ${options.startTimeoutMs} ms`));
        }, options.startTimeoutMs);
        worker.on('message', function onReady(reply: WorkerReply) {
          if (reply.type !== 'ready') return;
          clearTimeout(timer);
          worker.off('message', onReady);
          resolve(worker);
        });
        worker.once('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        worker.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`sandbox worker ${options.worker.pathname} exited with ${code} while starting`));
        });
      }),
    };
    // A start that failed is tried again by the next run, not kept as a broken worker.
    started.ready.catch(() => retire(started));
    worker.once('exit', () => retire(started));
    return started;
  }

  function retire(old: Warm): void {
    if (warm !== old) return;
    warm = undefined;
    void old.worker.terminate();
  }

  /** Ends a worker a program has spoilt and starts the next one now, so the next program finds it warm. */
  function replace(old: Warm): void {
    retire(old);
    warm = start();
    warm.ready.catch(() => undefined);
  }

  /**
   * Runs one program on the warm worker: `answer` gets its outcome as soon as there is one; the promise settles
   * once the worker has put back what the program changed (or has been replaced), so the next program starts clean.
   */
  async function runNow(code: string, answer: (outcome: RunOutcome) => void): Promise<void> {
    warm ??= start();
    const current = warm;
    const worker = await current.ready;
    const id = ++nextId;
    await new Promise<void>((settle) => {
      let answered = false;
      const reply = (outcome: RunOutcome) => {
        if (answered) return;
        answered = true;
        answer(outcome);
      };
      const end = (spoilt: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        if (spoilt) replace(current);
        settle();
      };
      const stop = (outcome: RunOutcome) => {
        reply(outcome);
        end(true);
      };
      const onMessage = (message: WorkerReply) => {
        if (message.type === 'limit') stop({ kind: 'limit', limit: message.limit });
        else if (message.type === 'done' && message.id === id) {
          reply(outcomeOf(message));
          // Putting back may run the program's own code (a finaliser): it gets a time limit of its own.
          clearTimeout(timer);
          timer = setTimeout(() => end(true), options.timeLimitMs);
        } else if (message.type === 'reset' && message.id === id) end(message.dirty);
      };
      const onExit = () => stop({ kind: 'ended' });
      let timer = setTimeout(() => stop({ kind: 'limit', limit: 'time' }), options.timeLimitMs + REPLY_GRACE_MS);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.postMessage({ id, code } satisfies RunRequest);
    });
  }

  return {
    run(code) {
      if (waiting >= options.maxWaiting) return Promise.resolve({ kind: 'busy' });
      waiting += 1;
      return new Promise<RunOutcome>((resolve, reject) => {
        const turn = queue.then(() => runNow(code, resolve));
        queue = turn.catch(() => undefined);
        turn.catch(reject);
      }).finally(() => {
        waiting -= 1;
      });
    },
    async close() {
      const current = warm;
      warm = undefined;
      await current?.worker.terminate();
    },
  };
}
