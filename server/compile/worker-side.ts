// What a sandbox worker (javascript-worker.ts, python-worker.ts) and the server's side of it (sandbox.ts) say to each
// other, and the guards every worker puts up before it runs a learner's program.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

/** A limit that stops a program: the worker is then ended and a fresh one started. */
export type Limit = 'time' | 'memory' | 'output';

export interface WorkerLimits {
  /** How long a program may run; the server stops the worker at this limit too. */
  timeLimitMs: number;
  /** The most the worker's WebAssembly memory may grow past its size once the language has started. */
  memoryBytes: number;
  outputBytes: number;
}

/** What the server starts a worker with (worker-bootstrap.mjs imports `module`). */
export interface WorkerData extends WorkerLimits {
  module: string;
  /**
   * A memory snapshot of the language to start from instead of starting it afresh (Python), or `'make'`: start the
   * language, send a snapshot of it and run no program.
   */
  snapshot?: Uint8Array | 'make';
}

/** The server's request: run this program. */
export interface RunRequest {
  id: number;
  code: string;
}

/**
 * What a worker says: it is ready for programs; a program ended (with its error, or stopped at a limit the worker
 * could stop it at itself); a limit was passed that leaves the worker to be ended; or, asked for one, the snapshot of
 * its language.
 */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; output: string; error?: string; limit?: Limit }
  | { type: 'limit'; limit: Limit }
  | { type: 'snapshot'; bytes: Uint8Array };

export type RunResult = Omit<Extract<WorkerReply, { type: 'done' }>, 'type' | 'id'>;

function send(reply: WorkerReply, transfer: ArrayBuffer[] = []): void {
  parentPort?.postMessage(reply, transfer);
}

/**
 * Passing a limit is said at once, from inside the program's run: the server ends the worker on it, so a program
 * that catches the error it gets (`except MemoryError: pass`) cannot carry on.
 */
function limitPassed(limit: Limit): Error {
  send({ type: 'limit', limit });
  return new RangeError(`${limit} limit`);
}

/**
 * Caps the WebAssembly memory of this worker. QuickJS's own memory limit does not count most allocations when built
 * with Emscripten (quickjs-emscripten#255, #271) and Pyodide has none, so the cap sits where both grow their heap:
 * Emscripten's `emscripten_resize_heap` calls `Memory.grow`, and a refused growth is an out-of-memory in the program.
 * Called once the language has started (its heap is `startBytes` then), so the cap counts from what it needs.
 */
export function capMemoryGrowth(startBytes: number, extraBytes: number): void {
  const cap = startBytes + extraBytes;
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function (this: WebAssembly.Memory, pages: number) {
    if (this.buffer.byteLength + pages * 65_536 > cap) throw limitPassed('memory');
    return grow.call(this, pages);
  };
}

/** A program's printed output, up to the output limit; passing it stops the program. */
export function outputCollector(limitBytes: number): { write(text: string): void; take(): string } {
  let output = '';
  let bytes = 0;
  return {
    write(text) {
      bytes += Buffer.byteLength(text);
      if (bytes > limitBytes) throw limitPassed('output');
      output += text;
    },
    take() {
      const taken = output;
      output = '';
      bytes = 0;
      return taken;
    },
  };
}

/**
 * Takes away what would let a program that reaches a JavaScript object of this worker run code of its own choosing:
 * the constructors of functions (`anything.constructor.constructor('…')`), and the globals a program could use to
 * reach the network or the process. The language's runtime has started by then and keeps its own references.
 */
export function closeEscapes(): void {
  const functionKinds = [function () {}, async function () {}, function* () {}, async function* () {}].map(
    (kind) => Object.getPrototypeOf(kind) as object,
  );
  for (const prototype of functionKinds) {
    Object.defineProperty(prototype, 'constructor', { value: undefined, writable: false, configurable: false });
  }
  for (const name of ['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource', 'Request', 'Response', 'Headers']) {
    Reflect.deleteProperty(globalThis, name);
  }
}

/** How much less CPU time a sandbox worker gets than the server's own thread when both want it (a nice value). */
const WORKER_NICENESS = 10;

/**
 * Gives this worker's thread a lower priority than the server's, so a program that computes for its whole time
 * limit never slows the answers to other learners. Linux sets the priority of one thread by its id, which
 * /proc/thread-self names; elsewhere the worker keeps the process's priority.
 */
export function yieldToServer(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').at(-1)), WORKER_NICENESS);
  } catch {
    // Not Linux: the time limit still bounds what a program takes.
  }
}

/** The limits the server passed to this worker. */
export function workerLimits(): WorkerLimits {
  const { timeLimitMs, memoryBytes, outputBytes } = workerData as WorkerData;
  return { timeLimitMs, memoryBytes, outputBytes };
}

/** The snapshot this worker starts its language from, or `'make'` when the server asked it for one. */
export function workerSnapshot(): WorkerData['snapshot'] {
  return (workerData as WorkerData).snapshot;
}

/** Answers the server's `'make'`: the worker runs no program, and the server ends it. */
export function sendSnapshot(bytes: Uint8Array): void {
  send({ type: 'snapshot', bytes }, [bytes.buffer as ArrayBuffer]);
}

/**
 * Serves the server's requests one at a time: `run` returns the program's output, or its error as text. Says `ready`
 * first. A limit passed inside `run` has been said already; the worker is about to be ended.
 */
export function serveRuns(run: (code: string) => RunResult): void {
  parentPort?.on('message', ({ id, code }: RunRequest) => {
    send({ type: 'done', id, ...run(code) });
  });
  send({ type: 'ready' });
}
