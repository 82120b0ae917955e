// Runs learners' Python in Pyodide (CPython compiled to WebAssembly), loaded from node_modules: nothing is downloaded.
// Pyodide's file system is in memory (its standard library and /tmp), never the server's disk. Its bridge to
// JavaScript is closed before any program runs: the `js` module is an empty object and then unregistered along with
// `pyodide_js`, the Pyodide API object is emptied, and function constructors are gone (worker-side.ts), so a program
// that still gets hold of a JavaScript object cannot turn it into code, a file, the network or the process.
import { readFileSync } from 'node:fs';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import type { PyProxy } from 'pyodide/ffi';
import {
  capMemoryGrowth,
  closeEscapes,
  outputCollector,
  serveRuns,
  workerLimits,
  yieldToServer,
} from './worker-side.ts';

interface PyCallable<R> {
  (...args: unknown[]): R;
}

const PROGRAM_FILE = '<exec>';
const SANDBOX_FILE = '<sandbox>';

yieldToServer();
const limits = workerLimits();
const output = outputCollector(limits.outputBytes);
const pyodide = await loadPyodide({ jsglobals: Object.create(null) as object, env: { HOME: '/home/pyodide' } });
// Unbuffered, so what a program prints without a newline at its end is its output too (the sandbox flushes it).
const decoder = new TextDecoder();
const printed = {
  write(bytes: Uint8Array) {
    output.write(decoder.decode(bytes, { stream: true }));
    return bytes.length;
  },
};
pyodide.setStdout(printed);
pyodide.setStderr(printed);
pyodide.setStdin({ error: true });

const [freshGlobals, flush, afterRun] = (
  pyodide.runPython(readFileSync(new URL('./python-sandbox.py', import.meta.url), 'utf8'), {
    filename: SANDBOX_FILE,
  }) as {
    toJs(): [PyCallable<PyProxy>, PyCallable<void>, PyCallable<boolean>];
  }
).toJs();
const runPython = pyodide.runPython.bind(pyodide);
// The heap's size now, read before the API object that leads to it is emptied.
const heapBytes = (pyodide as unknown as { _module: { HEAP8: Int8Array } })._module.HEAP8.buffer.byteLength;
pyodide.unregisterJsModule('js');
pyodide.unregisterJsModule('pyodide_js');
Reflect.deleteProperty(pyodide.FS.filesystems, 'NODEFS');
emptyApi(pyodide);
capMemoryGrowth(heapBytes, limits.memoryBytes);
closeEscapes();

function emptyApi(api: PyodideAPI): void {
  for (const target of [api, Object.getPrototypeOf(api) as object]) {
    for (const key of Reflect.ownKeys(target)) {
      if (key !== 'constructor') Object.defineProperty(target, key, { value: undefined, configurable: false });
    }
  }
}

/**
 * The traceback from the program's own code on, without the sandbox's frames: Pyodide's and the sandbox's mean
 * nothing to a learner. An error that is not Python's (the runtime ended) leaves the worker to be replaced.
 */
function describeError(error: unknown): { error: string; fatal: boolean } {
  if (!(error instanceof Error && error.name === 'PythonError')) return { error: String(error), fatal: true };
  const lines = error.message.trimEnd().split('\n');
  const first = lines.findIndex((line) => line.includes(`File "${PROGRAM_FILE}"`));
  if (first < 0) return { error: lines.at(-1) ?? error.message, fatal: false };
  const shown: string[] = ['Traceback (most recent call last):'];
  let inSandbox = false;
  for (const line of lines.slice(first)) {
    if (line.startsWith('  File ')) inSandbox = line.includes(`File "${SANDBOX_FILE}"`);
    else if (!line.startsWith('    ')) inSandbox = false;
    if (!inSandbox) shown.push(line);
  }
  return { error: shown.join('\n'), fatal: false };
}

/** A runtime that ended (`os._exit()`, a fatal error) cannot run the next program: the worker is replaced. */
let runtimeEnded = false;
let globalsOfLastRun: PyProxy | undefined;

serveRuns(
  (code) => {
    const globals = freshGlobals();
    try {
      runPython(code, { globals: globals as never, filename: PROGRAM_FILE });
      flush();
      return { output: output.take() };
    } catch (thrown) {
      const { error, fatal } = describeError(thrown);
      runtimeEnded = fatal;
      if (!fatal) flush();
      return { output: output.take(), error };
    } finally {
      globalsOfLastRun = globals;
    }
  },
  () => {
    if (runtimeEnded) return { dirty: true };
    try {
      // Dropping the program's globals runs its finalisers: after its answer has gone, under the reset's time limit.
      globalsOfLastRun?.destroy();
      return { dirty: afterRun() };
    } catch {
      return { dirty: true };
    }
  },
);
