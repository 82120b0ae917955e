import { useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-core';

/**
 * Reads a signal in a React component and re-renders when it changes. The
 * subscription ends when the component unmounts, so a custom element that is
 * disconnected (its React root unmounted) leaves no listener behind.
 */
export function useValue<T>(source: ReadonlySignal<T>): T {
  return useSyncExternalStore(
    (onChange) => source.subscribe(onChange),
    () => source.value,
    () => source.value,
  );
}
