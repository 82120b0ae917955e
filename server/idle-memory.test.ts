import { describe, expect, it } from 'vitest';
import { releaseMemory } from './idle-memory.ts';

/** Some 30 MB of objects that are garbage once it returns. */
const makeGarbage = () => Array.from({ length: 300_000 }, (_, n) => ({ n, text: `item ${n}` })).length;

describe('releasing memory', () => {
  it('gives back the pages of garbage a plain collection keeps', async () => {
    expect(makeGarbage()).toBe(300_000);
    const before = process.memoryUsage().heapTotal;
    await releaseMemory();
    expect(process.memoryUsage().heapTotal).toBeLessThan(before - 8 * 1024 * 1024);
  });
});
