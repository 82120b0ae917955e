// Spec 1 §3 "Layout view state: edit flag, resize flag" and §4 "layout edit mode and resize mode each on/off": voice
// "edit layout" and "resize layout" switch them. Both start on, as the workspace always was for a role that may
// rearrange (Layout) and resize (Layout): switched off, tabs and panels stay where and as large as they are.
import { signal } from '@preact/signals-core';

export const layoutEdit = signal(true, { name: 'host.layoutEdit' });
export const layoutResize = signal(true, { name: 'host.layoutResize' });

/** Switches layout edit mode; answers the new state. */
export function toggleLayoutEdit(): boolean {
  return (layoutEdit.value = !layoutEdit.value);
}

/** Switches layout resize mode; answers the new state. */
export function toggleLayoutResize(): boolean {
  return (layoutResize.value = !layoutResize.value);
}
