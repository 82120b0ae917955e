/**
 * For the fake servers of browser tests: answers wait while the gate is held, so a test can see the loading
 * state or search again before the first answers arrive. A held request that is aborted fails with the abort.
 */
export function createHoldGate() {
  let holding = false;
  const waiting = new Set<() => void>();
  return {
    hold(): void {
      holding = true;
    },
    release(): void {
      holding = false;
      for (const go of [...waiting]) go();
    },
    async pass(signal: AbortSignal | undefined): Promise<void> {
      if (holding) {
        await new Promise<void>((resolve, reject) => {
          const go = () => {
            waiting.delete(go);
            resolve();
          };
          waiting.add(go);
          signal?.addEventListener('abort', () => {
            waiting.delete(go);
            reject(signal.reason);
          });
        });
      }
      signal?.throwIfAborted();
    },
  };
}
