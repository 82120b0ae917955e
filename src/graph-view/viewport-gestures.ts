// The learner's drag and wheel on a large graph's canvas, turned into a ViewportMotion (viewport-motion.ts), in
// place of G6's drag-canvas and zoom-canvas behaviors. A drag starts only on the canvas itself (G6 says so through
// `startDrag`): a drag that starts on a node moves the node, as G6's drag-element does.
import type { ViewportMotion } from './viewport-motion.ts';

/** A wheel notch (deltaY 100) zooms by 50%, at most, as G6's zoom-canvas does with its default sensitivity. */
const wheelRatio = (event: WheelEvent): number =>
  1 + Math.min(50, Math.max(-50, -(event.deltaY || event.deltaX))) / 100;

export interface ViewportGestures {
  /** A pointer went down on the empty canvas: a move from here pans the picture. */
  startDrag(pointer: { readonly pointerId: number; readonly clientX: number; readonly clientY: number }): void;
  dispose(): void;
}

export function bindViewportGestures(
  container: HTMLElement,
  motion: ViewportMotion,
  active: () => boolean,
): ViewportGestures {
  let drag: { pointerId: number; x: number; y: number } | null = null;

  function onWheel(event: WheelEvent): void {
    if (!active()) return;
    event.preventDefault();
    const box = container.getBoundingClientRect();
    motion.zoomBy(wheelRatio(event), [event.clientX - box.left, event.clientY - box.top]);
  }

  function onPointerMove(event: PointerEvent): void {
    if (drag === null || event.pointerId !== drag.pointerId) return;
    motion.panBy(event.clientX - drag.x, event.clientY - drag.y);
    drag = { ...drag, x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent): void {
    if (drag === null || event.pointerId !== drag.pointerId) return;
    drag = null;
    void motion.rest();
  }

  container.addEventListener('wheel', onWheel, { passive: false });
  window.addEventListener('pointermove', onPointerMove);
  window.addEventListener('pointerup', onPointerUp);
  window.addEventListener('pointercancel', onPointerUp);

  return {
    startDrag({ pointerId, clientX, clientY }) {
      if (active()) drag = { pointerId, x: clientX, y: clientY };
    },
    dispose() {
      container.removeEventListener('wheel', onWheel);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      motion.dispose();
    },
  };
}
