import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-core';

/**
 * Reads a signal in a React component and re-renders when it changes. It subscribes once per signal (as tldraw's
 * useValue does), not at every render, and the subscription ends when the component unmounts, so a custom element
 * that is disconnected (its React root unmounted) leaves no listener behind.
 */
export function useValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(onChange), [source]);
  const read = useCallback(() => source.value, [source]);
  return useSyncExternalStore(subscribe, read, read);
}
