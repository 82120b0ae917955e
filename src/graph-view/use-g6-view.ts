import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createG6View, type G6View, type G6ViewOptions } from './g6-view.ts';

/**
 * One G6 view per mounted container: made in an effect, destroyed in its cleanup, so React StrictMode's
 * mount-unmount-mount and an element detached and attached again each end with exactly one live G6 graph (the
 * view itself waits for a render in flight before destroying G6). Options are read through a ref: a new callback
 * does not remake the graph. The view follows the container's size.
 */
export function useG6View(
  container: RefObject<HTMLElement | null>,
  options: Omit<G6ViewOptions, 'container'>,
): G6View | null {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [view, setView] = useState<G6View | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const made = createG6View({
      ...latest.current,
      container: element,
      onClick: (target, at) => latest.current.onClick(target, at),
      onHover: (hover) => latest.current.onHover?.(hover),
      comboOf: (id) => latest.current.comboOf?.(id),
      onArranging: (share) => latest.current.onArranging?.(share),
    });
    const observer = new ResizeObserver(() => made.resize());
    observer.observe(element);
    setView(made);
    return () => {
      observer.disconnect();
      made.destroy();
      setView((current) => (current === made ? null : current));
    };
  }, [container]);

  return view;
}
