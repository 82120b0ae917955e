import { describe, expect, it } from 'vitest';
import { batched } from './batches.ts';

/** A runAll whose batches are held until the test lets each one answer. */
function heldBatches() {
  const batches: { requests: readonly number[]; answer: () => void }[] = [];
  const runAll = (requests: readonly number[]) =>
    new Promise<(number | Error)[]>((resolve) => {
      batches.push({
        requests,
        answer: () => resolve(requests.map((n) => (n < 0 ? new Error(`no ${n}`) : n * 10))),
      });
    });
  return { batches, ask: batched(runAll) };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched', () => {
  it('sends what is asked in one turn of the event loop as one batch, and answers each request', async () => {
    const { batches, ask } = heldBatches();
    const answers = Promise.all([ask(1), ask(2), ask(3)]);
    await turn();
    expect(batches.map((batch) => batch.requests)).toEqual([[1, 2, 3]]);
    batches[0]?.answer();
    expect(await answers).toEqual([10, 20, 30]);
  });

  it('keeps two batches in the database at once; what is asked meanwhile waits, as one batch', async () => {
    const { batches, ask } = heldBatches();
    const first = ask(1);
    await turn();
    const second = ask(2);
    await turn();
    const waiting = [ask(3), ask(4)];
    await turn();
    const alsoWaiting = ask(5);
    await turn();
    expect(batches.map((batch) => batch.requests)).toEqual([[1], [2]]);
    batches[0]?.answer();
    expect(await first).toBe(10);
    await turn();
    expect(batches.map((batch) => batch.requests)).toEqual([[1], [2], [3, 4, 5]]);
    batches[1]?.answer();
    batches[2]?.answer();
    expect(await Promise.all([second, ...waiting, alsoWaiting])).toEqual([20, 30, 40, 50]);
  });

  it('fails a request whose answer is an Error, and only that one', async () => {
    const { batches, ask } = heldBatches();
    const answers = Promise.allSettled([ask(1), ask(-1)]);
    await turn();
    batches[0]?.answer();
    expect(await answers).toMatchObject([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: { message: 'no -1' } },
    ]);
  });
});
