import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of an element in CSS pixels, followed as it resizes; `fallback` until it is measured. A hidden element
 * (width 0) keeps the last width, so a plot shown again does not start from nothing.
 */
export function useWidth(ref: RefObject<Element | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
