import { signal } from '@preact/signals-core';

/**
 * Which copy of the page tools is in charge (src/page/PageTools.tsx): a page may hold two (the kit loaded twice,
 * or a partner adding <tj-page-tools> where one is already), and two would open two overlays on one ctrl + K.
 */
export const pageToolsOwner = signal<symbol | null>(null, { name: 'pageTools.owner' });

/** Takes charge if nobody has; true when this copy is now in charge. */
export function claimPageTools(me: symbol): boolean {
  if (pageToolsOwner.value !== null && pageToolsOwner.value !== me) return false;
  pageToolsOwner.value = me;
  return true;
}

export function releasePageTools(me: symbol): void {
  if (pageToolsOwner.value === me) pageToolsOwner.value = null;
}
