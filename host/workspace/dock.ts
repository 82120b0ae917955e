import { signal } from '@preact/signals-core';
import type { DockviewApi } from 'dockview-react';
import { addWidgetTab, nextFreeSlot } from './layout.ts';

/** The workspace on screen, if any: the navbar's picker and add-panel button act on it. */
export const dock = signal<DockviewApi | undefined>(undefined, { name: 'host.dock' });

/** Spec 2 §9.1: a chosen widget is added 100 ms later, once the dropdown has closed. */
export const WIDGET_ADD_DELAY_MS = 100;

/**
 * Adds the named widget as a tab of the active panel (a new panel when there is none). Resolves with the panel
 * it went to, or undefined when no workspace is on screen or every slot is taken.
 */
export function addWidget(name: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const api = dock.value;
      const slot = api ? (api.activeGroup?.id ?? api.groups[0]?.id ?? addPanel()) : undefined;
      if (api && slot) addWidgetTab(api, slot, name);
      resolve(slot);
    }, WIDGET_ADD_DELAY_MS);
  });
}

/** Opens the next free panel (_c … _n) beside the active one and makes it active; undefined when all are taken. */
export function addPanel(): string | undefined {
  const api = dock.value;
  const slot = api && nextFreeSlot(api.groups.map((group) => group.id));
  if (!api || !slot) return undefined;
  const active = api.activeGroup;
  api.addGroup(active ? { id: slot, referenceGroup: active, direction: 'right' } : { id: slot, direction: 'right' });
  return slot;
}
