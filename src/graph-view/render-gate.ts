// Holding G6's drawing while a large graph moves as a picture (viewport-motion.ts).
//
// Each of G6's canvases (its layers) runs its own requestAnimationFrame loop, and every frame walks the whole scene
// twice (G's syncHierarchy and notifyMutationObservers) even when nothing changed: at 5,000 nodes that is 100 ms
// and more per frame, which alone would make the moving picture stutter. G takes the loop's requestAnimationFrame
// from its canvas config (CanvasConfig.requestAnimationFrame), which G6 5.1 does not pass on, so the gate sets the
// same field on each layer's canvas: while held, a frame of the loop is put off to the next frame and nothing is
// walked or drawn; released, the loop draws in the next frame whatever changed meanwhile.
import type { Graph } from '@antv/g6';

type FrameRequest = (callback: FrameRequestCallback) => number;

export interface RenderGate {
  /** Gates the loops of the graph's canvases (after its first render: G6 makes its canvases there). */
  install(graph: Graph): void;
  hold(held: boolean): void;
}

export function createRenderGate(): RenderGate {
  let held = false;
  let installed = false;
  return {
    install(graph) {
      if (installed) return;
      installed = true;
      for (const canvas of Object.values(graph.getCanvas().getLayers())) {
        const layer = canvas as unknown as { requestAnimationFrame: FrameRequest };
        const frame = layer.requestAnimationFrame;
        const gated: FrameRequest = (tick) =>
          frame((time) => {
            // G cancels its loop's pending frame when destroyed; a frame put off since is not the one it cancels.
            if (graph.destroyed) return;
            if (held) gated(tick);
            else tick(time);
          });
        layer.requestAnimationFrame = gated;
      }
    },
    hold(next) {
      held = next;
    },
  };
}
