import { useEffect, type RefObject } from 'react';

/** While `open`, a press (pointer down) anywhere outside `root` calls `onOutside`: how the host's popups close. */
export function useOutsidePress(root: RefObject<Element | null>, open: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root, onOutside]);
}
