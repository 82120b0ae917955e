// How long to wait before connecting again after a drop: doubling from a second, capped, and jittered, so that the
// pages a server restart dropped do not all come back in the same instant.

/** The first wait, the factor each failed attempt multiplies it by, and the longest wait. */
export const BACKOFF = { firstMs: 1_000, factor: 2, capMs: 30_000 } as const;

/**
 * The wait before attempt `attempt` (0 for the first after a drop): between half and all of the doubled wait
 * ("equal jitter"), never more than the cap. `random` is in [0, 1).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF.capMs, BACKOFF.firstMs * BACKOFF.factor ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
