// Waiting in tests on a state, never on a time: the one helper every tier's tests share (vitest and Chromium alike).

// Taken at load, so that `until` keeps polling in real time while a test runs the page's timers on a fake clock.
const pollLater = globalThis.setTimeout.bind(globalThis);

/** What `until` waits for: anything but nothing (undefined, null) and false. */
type Found<T> = Exclude<T, undefined | null | false>;

/**
 * Polls `find` until it gives something (a true check, an element, a value; not undefined, null or false) and returns
 * that, or fails after timeoutMs naming what it waited for. `find` may be async (a database read, say).
 */
export async function until<T>(find: () => T | Promise<T>, what: string, timeoutMs = 5_000): Promise<Found<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined && found !== null && found !== false) return found as Found<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => pollLater(resolve, 10));
  }
}
