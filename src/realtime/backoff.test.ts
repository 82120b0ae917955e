import { describe, expect, it } from 'vitest';
import { BACKOFF, reconnectDelay } from './backoff.ts';

describe('reconnectDelay', () => {
  it('doubles from the first wait, between half and all of it', () => {
    expect(reconnectDelay(0, () => 0)).toBe(BACKOFF.firstMs / 2);
    expect(reconnectDelay(0, () => 0.999999)).toBe(BACKOFF.firstMs);
    expect(reconnectDelay(1, () => 0)).toBe(BACKOFF.firstMs);
    expect(reconnectDelay(3, () => 0.5)).toBe(Math.round(BACKOFF.firstMs * 8 * 0.75));
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    for (const attempt of [5, 10, 100, 10_000]) {
      expect(reconnectDelay(attempt, () => 0.999999)).toBeLessThanOrEqual(BACKOFF.capMs);
      expect(reconnectDelay(attempt, () => 0)).toBe(BACKOFF.capMs / 2);
    }
  });

  it('spreads the pages a restart dropped', () => {
    const waits = new Set(Array.from({ length: 50 }, () => reconnectDelay(4)));
    expect(waits.size).toBeGreaterThan(10);
  });
});
