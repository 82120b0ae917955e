import { describe, expect, it } from 'vitest';
import { releaseMemory } from './idle-memory.ts';

describe('releasing memory', () => {
  it('gives back the pages of garbage a plain collection keeps', async () => {
    let garbage: unknown[] | undefined = Array.from({ length: 300_000 }, (_, n) => ({ n, text: `item ${n}` }));
    expect(garbage).toHaveLength(300_000);
    garbage = undefined;
    const before = process.memoryUsage().heapTotal;
    await releaseMemory();
    expect(process.memoryUsage().heapTotal).toBeLessThan(before - 8 * 1024 * 1024);
  });
});
