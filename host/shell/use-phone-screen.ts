import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '../workspace/mobile-panels.ts';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const list = matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const read = () => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches;

/** Whether the screen is a phone's, by the workspace's own measure (one panel at a time); follows a resize. */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
