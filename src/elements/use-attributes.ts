import { useCallback, useSyncExternalStore } from 'react';

/**
 * The current values of some attributes of an element, re-read whenever one is set, changed or removed.
 * Returns one string so React can compare snapshots cheaply; decode it with `JSON.parse`.
 */
export function useAttributeSnapshot(element: Element, names: readonly string[]): string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new MutationObserver(onChange);
      observer.observe(element, { attributes: true, attributeFilter: [...names] });
      return () => observer.disconnect();
    },
    [element, names],
  );
  const read = () => JSON.stringify(names.map((name) => element.getAttribute(name)));
  return useSyncExternalStore(subscribe, read, read);
}
