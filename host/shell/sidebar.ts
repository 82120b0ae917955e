import { signal } from '@preact/signals-core';
import { storage } from '../../src/storage/storage.ts';

const SIDEBAR_KEY = 'host.sidebarOpen';
export const SIDEBAR_ID = 'tj-sidebar';

/** Spec 1 §2: the sidebar opens and closes; the learner's choice is kept. It starts closed. */
export const sidebarOpen = signal(storage.get(SIDEBAR_KEY) === 'true', { name: 'host.sidebarOpen' });

export function setSidebarOpen(open: boolean): void {
  sidebarOpen.value = open;
  storage.set(SIDEBAR_KEY, String(open));
}
