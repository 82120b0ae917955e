// Runs one learner's Python program in Pyodide (CPython compiled to WebAssembly), loaded from node_modules: nothing is
// downloaded. The server starts a worker for every program and ends it after that program (sandbox.ts), so each starts
// from a clean interpreter: Pyodide is restored from a memory snapshot of one that ran nothing, which a first worker,
// asked for it, makes and sends instead of running a program. Pyodide's file system is in memory (its standard library
// and /tmp), never the server's disk. Its bridge to JavaScript is closed before the program runs: the `js` module is an
// empty object and then unregistered along with `pyodide_js`, the Pyodide API object is emptied, built-in modules such
// as `_pyodide_core` are refused and nothing left leads to them (python-sandbox.py), and function constructors are gone (worker-side.ts), so a program that still gets
// hold of a JavaScript object cannot turn it into code, a file, the network or the process.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import type { PyProxy } from 'pyodide/ffi';
import {
  capMemoryGrowth,
  closeEscapes,
  outputCollector,
  sendSnapshot,
  serveRuns,
  workerLimits,
  workerSnapshot,
  yieldToServer,
} from './worker-side.ts';

interface PyCallable<R> {
  (...args: unknown[]): R;
}

const PROGRAM_FILE = '<exec>';
const SANDBOX_FILE = '<sandbox>';
/**
 * Frames a traceback shows of the sandbox itself, which mean nothing to a learner: python-sandbox.py's, and this
 * module's (Pyodide shows a JavaScript function a program called, such as create_builtin below, as a frame).
 */
const SANDBOX_FRAMES = [`File "${SANDBOX_FILE}"`, `File "${fileURLToPath(import.meta.url)}"`];

yieldToServer();
const snapshot = workerSnapshot();
const pyodide = await loadPyodide({
  jsglobals: Object.create(null) as object,
  env: { HOME: '/home/pyodide' },
  ...(snapshot === 'make' ? { _makeSnapshot: true } : { _loadSnapshot: snapshot }),
});
if (snapshot === 'make') sendSnapshot(pyodide.makeMemorySnapshot());
else serveRuns(prepare(pyodide));

/** Closes the bridge to JavaScript and puts up the limits; answers the function that runs the program. */
function prepare(pyodide: PyodideAPI): (code: string) => { output: string; error?: string } {
  const limits = workerLimits();
  const output = outputCollector(limits.outputBytes);
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

  const imp = pyodide.pyimport('_imp') as PyProxy & { create_builtin: (spec: { name: unknown }) => PyProxy };
  const createBuiltin = imp.create_builtin;
  const [programGlobals, flush, builtinSpec] = (
    pyodide.runPython(readFileSync(new URL('./python-sandbox.py', import.meta.url), 'utf8'), {
      filename: SANDBOX_FILE,
    }) as {
      toJs(): [PyCallable<PyProxy>, PyCallable<void>, PyCallable<{ name: unknown }>];
    }
  ).toJs();
  // The real create_builtin stays in this closure, where no Python code can reach it; the one Python calls asks
  // python-sandbox.py's builtin_spec first, which refuses `_pyodide_core` and the other blocked modules.
  imp.create_builtin = (spec: { name: unknown }) => createBuiltin(builtinSpec(spec.name));
  const runPython = pyodide.runPython.bind(pyodide);
  // The heap's size now, read before the API object that leads to it is emptied.
  const heapBytes = (pyodide as unknown as { _module: { HEAP8: Int8Array } })._module.HEAP8.buffer.byteLength;
  pyodide.unregisterJsModule('js');
  pyodide.unregisterJsModule('pyodide_js');
  Reflect.deleteProperty(pyodide.FS.filesystems, 'NODEFS');
  emptyApi(pyodide);
  capMemoryGrowth(heapBytes, limits.memoryBytes);
  closeEscapes();

  return (code) => {
    try {
      runPython(code, { globals: programGlobals() as never, filename: PROGRAM_FILE });
      flush();
      return { output: output.take() };
    } catch (thrown) {
      const { error, pythonError } = describeError(thrown);
      // Anything else than a Python error ended the runtime: there is nothing left to flush.
      if (pythonError) flush();
      return { output: output.take(), error };
    }
  };
}

function emptyApi(api: PyodideAPI): void {
  for (const target of [api, Object.getPrototypeOf(api) as object]) {
    for (const key of Reflect.ownKeys(target)) {
      if (key !== 'constructor') Object.defineProperty(target, key, { value: undefined, configurable: false });
    }
  }
}

/**
 * The traceback from the program's own code on, without the sandbox's frames: Pyodide's and the sandbox's mean
 * nothing to a learner. An error that is not Python's means the runtime ended.
 */
function describeError(error: unknown): { error: string; pythonError: boolean } {
  if (!(error instanceof Error && error.name === 'PythonError')) return { error: String(error), pythonError: false };
  const lines = error.message.trimEnd().split('\n');
  const first = lines.findIndex((line) => line.includes(`File "${PROGRAM_FILE}"`));
  if (first < 0) return { error: lines.at(-1) ?? error.message, pythonError: true };
  const shown: string[] = ['Traceback (most recent call last):'];
  let inSandbox = false;
  for (const line of lines.slice(first)) {
    if (line.startsWith('  File ')) inSandbox = SANDBOX_FRAMES.some((frame) => line.includes(frame));
    else if (!line.startsWith('    ')) inSandbox = false;
    if (!inSandbox) shown.push(line);
  }
  return { error: shown.join('\n'), pythonError: true };
}
