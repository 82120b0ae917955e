// Whether something is left behind, in browser tests: Chromium runs with --expose-gc (web-test-runner.config.mjs),
// so a test can collect garbage and see, through weak references, what is still reachable.
import { liveG6Graphs } from '../graph-view/g6-view.ts';
import { until } from './until.ts';

/**
 * The objects still reachable once what the page had scheduled has run (the next animation frame, the next idle
 * period: where G's rendering loop and its idle callback after a first render run) and full collections followed.
 * Several rounds: what one collection frees may let a pending callback of the next round go.
 */
async function reachableAfterCollection<T extends object>(refs: readonly WeakRef<T>[]): Promise<T[]> {
  const { gc } = globalThis as unknown as { gc: () => void };
  for (let round = 0; round < 3; round += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestIdleCallback(resolve));
    gc();
  }
  return refs.map((ref) => ref.deref()).filter((object): object is T => object !== undefined);
}

/**
 * Removes a graph element whose graph is drawn (its only G6 graph on the page) and tells how many canvases it drew
 * with and the size of each still reachable once G6 is destroyed and garbage collected: none, when nothing is left.
 */
export async function canvasesLeftBehind(element: HTMLElement): Promise<{ drawnWith: number; kept: string[] }> {
  const canvases = [...(element.shadowRoot?.querySelectorAll('canvas') ?? [])].map((canvas) => new WeakRef(canvas));
  element.remove();
  await until(() => liveG6Graphs() === 0, 'G6 destroyed');
  const kept = await reachableAfterCollection(canvases);
  return { drawnWith: canvases.length, kept: kept.map((canvas) => `${canvas.width}×${canvas.height}`) };
}
