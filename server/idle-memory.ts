// V8 keeps memory it no longer needs until more allocation makes it collect: the start's garbage (the knowledge
// index read or built, the migrations, the demo data) and, after a burst of load, a young generation grown to its
// largest (--max-semi-space-size). A memory-reducing collection gives it back, so an idle server holds what it uses
// (bench:server). V8 runs one when the inspector asks (HeapProfiler.collectGarbage, a low-memory notification); a
// plain gc() keeps the pages. It stops the event loop for some tens of milliseconds, so it runs only when idle.
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';

const MB = 1024 * 1024;
/** How often the server looks whether it is idle with memory to give back. */
const CHECK_EVERY_MS = 10_000;
/** Idle: the event loop was busy less than this share of the last check's interval. */
const IDLE_UTILIZATION = 0.02;
/** Grown enough since the last release to be worth a full collection. */
const GROWTH_BYTES = 32 * MB;

/** One memory-reducing collection, now. */
export async function releaseMemory(): Promise<void> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.collectGarbage');
  } finally {
    session.disconnect();
  }
}

/**
 * Releases memory now (after the start), then whenever the server has been idle for a check's interval after its
 * resident memory grew. Returns the function that stops watching.
 */
export async function releaseMemoryWhenIdle(): Promise<() => void> {
  await releaseMemory();
  let releasedRss = process.memoryUsage.rss();
  let since = performance.eventLoopUtilization();
  let releasing = false;
  const timer = setInterval(() => {
    const { utilization } = performance.eventLoopUtilization(since);
    since = performance.eventLoopUtilization();
    if (releasing || utilization >= IDLE_UTILIZATION || process.memoryUsage.rss() < releasedRss + GROWTH_BYTES) return;
    releasing = true;
    void releaseMemory().finally(() => {
      releasing = false;
      releasedRss = process.memoryUsage.rss();
    });
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
