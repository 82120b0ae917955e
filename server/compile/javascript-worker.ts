// Runs learners' JavaScript in QuickJS compiled to WebAssembly: a fresh runtime and context for every program, so
// nothing one program leaves behind is seen by the next. QuickJS has no file system, network or process of its own;
// the program gets only `console`, which prints into its output.
import { inspect } from 'node:util';
import { getQuickJS, shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSHandle } from 'quickjs-emscripten';
import {
  capMemoryGrowth,
  closeEscapes,
  outputCollector,
  serveRuns,
  workerLimits,
  yieldToServer,
} from './worker-side.ts';

/** QuickJS's own check of its stack, below the depth at which WebAssembly itself would overflow the worker's. */
const MAX_STACK_BYTES = 256 * 1024;

/** A stack overflow's trace repeats one line thousands of times: a few say where. */
const MAX_STACK_LINES = 8;

yieldToServer();
const limits = workerLimits();
const quickJs = await getQuickJS();
const output = outputCollector(limits.outputBytes);
capMemoryGrowth(quickJs.getWasmMemory().buffer.byteLength, limits.memoryBytes);
closeEscapes();

function text(context: QuickJSContext, value: QuickJSHandle): string {
  const dumped: unknown = context.dump(value);
  return typeof dumped === 'string' ? dumped : inspect(dumped, { depth: 4 });
}

function installConsole(context: QuickJSContext): void {
  const console = context.newObject();
  const print = context.newFunction('log', (...args) => {
    output.write(`${args.map((arg) => text(context, arg)).join(' ')}\n`);
  });
  for (const name of ['log', 'info', 'warn', 'error', 'debug']) context.setProp(console, name, print);
  context.setProp(context.global, 'console', console);
  print.dispose();
  console.dispose();
}

/** "TypeError: x is not a function" and where, as a learner reads it. */
function describeError(context: QuickJSContext, error: QuickJSHandle): string {
  const dumped: unknown = context.dump(error);
  if (typeof dumped === 'object' && dumped !== null && 'message' in dumped) {
    const { name, message, stack } = dumped as { name?: unknown; message?: unknown; stack?: unknown };
    const where = typeof stack === 'string' ? stack.trimEnd().split('\n').slice(0, MAX_STACK_LINES).join('\n') : '';
    return [`${String(name ?? 'Error')}: ${String(message)}`, where].filter(Boolean).join('\n');
  }
  return `Uncaught ${inspect(dumped)}`;
}

serveRuns((code) => {
  const runtime = quickJs.newRuntime();
  try {
    runtime.setMaxStackSize(MAX_STACK_BYTES);
    // The server stops the worker at the time limit too; this ends the program first, with the worker still warm.
    const pastDeadline = shouldInterruptAfterDeadline(Date.now() + limits.timeLimitMs);
    let interrupted = false;
    runtime.setInterruptHandler((rt) => {
      interrupted ||= pastDeadline(rt) === true;
      return interrupted;
    });
    const context = runtime.newContext();
    try {
      installConsole(context);
      const result = context.evalCode(code, 'main.js');
      if (result.error) {
        const error = describeError(context, result.error);
        result.error.dispose();
        return interrupted ? { output: output.take(), limit: 'time' } : { output: output.take(), error };
      }
      result.value.dispose();
      return { output: output.take() };
    } finally {
      context.dispose();
    }
  } finally {
    runtime.dispose();
  }
});
