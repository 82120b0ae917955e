import { signal } from '@preact/signals-core';
import type { DockviewApi } from 'dockview-react';
import type { LayoutViewName } from '../../src/contract/workspace.ts';
import { addWidgetTab, nextFreeSlot } from './layout.ts';
import { panelName } from './panel-name.ts';
import { openNewPanel } from './panel-size.ts';

/** The workspace on screen, if any: the navbar's picker and add-panel button act on it. */
export const dock = signal<DockviewApi | undefined>(undefined, { name: 'host.dock' });
/** The named view (spec 1 §2) the workspace on screen shows, if any: the view switcher names it. */
export const shownView = signal<LayoutViewName | undefined>(undefined, { name: 'host.shownView' });

/** Runs a change of the workspace's panels: at once, or as the workspace on screen needs it made. */
export type LayoutChange = (change: () => void) => void;
/**
 * How the workspace on screen wants its panels changed. A phone's (mobile-panels.ts) makes the change at the desktop
 * size the layout is saved at, then shows the active panel alone.
 */
export const layoutChange = signal<LayoutChange>((change) => change(), { name: 'host.layoutChange' });

/** Spec 2 §9.1: a chosen widget is added 100 ms later, once the dropdown has closed. */
export const WIDGET_ADD_DELAY_MS = 100;
/** Spec 2 §9.1: several chosen widgets ("Add Widgets") are added 1,000 ms apart. */
export const WIDGETS_ADD_INTERVAL_MS = 1000;

/** What became of a widget the learner asked for. */
export type AddOutcome =
  /** Added; `beside` names the panel's other widgets, undefined when it has none. */
  | { readonly result: 'added'; readonly slot: string; readonly beside: string | undefined }
  /** The panel shows it already: that tab is brought to the front instead (one copy per panel). */
  | { readonly result: 'already'; readonly slot: string }
  /** No workspace on screen, or every slot (_a to _n) is taken. */
  | { readonly result: 'full' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The panel given, else the active one, else the first, else a new one. */
function targetSlot(api: DockviewApi, slot: string | undefined): string | undefined {
  if (slot && api.getGroup(slot)) return slot;
  return api.activeGroup?.id ?? api.groups[0]?.id ?? addPanel();
}

function addNow(name: string, slot: string | undefined): AddOutcome {
  const api = dock.value;
  const target = api && targetSlot(api, slot);
  const group = target ? api?.getGroup(target) : undefined;
  if (!api || !target || !group) return { result: 'full' };
  const copy = group.panels.find((panel) => panel.params?.['name'] === name);
  if (copy) {
    copy.api.setActive();
    return { result: 'already', slot: target };
  }
  const beside = group.panels.length > 0 ? panelName(group) : undefined;
  addWidgetTab(api, target, name);
  return { result: 'added', slot: target, beside };
}

/**
 * Adds the named widget as a tab of a panel (the given one, else the active one; a new panel when there is none),
 * 100 ms after it was chosen.
 */
export async function addWidget(name: string, slot?: string): Promise<AddOutcome> {
  await wait(WIDGET_ADD_DELAY_MS);
  return addNow(name, slot);
}

/** Adds several widgets to one panel, the first 100 ms after the choice and the others 1,000 ms apart. */
export async function addWidgets(
  names: readonly string[],
  slot: string | undefined,
  onEach: (name: string, outcome: AddOutcome) => void,
): Promise<void> {
  for (const [index, name] of names.entries()) {
    await wait(index === 0 ? WIDGET_ADD_DELAY_MS : WIDGETS_ADD_INTERVAL_MS);
    onEach(name, addNow(name, slot));
  }
}

/**
 * Opens the next free panel (_a … _n) as spec 1 §2's 94 % split of the active panel, at least 320 × 240 (another
 * panel is split when the active one cannot give that: panel-size.ts), and makes it active; undefined when all are
 * taken.
 */
export function addPanel(): string | undefined {
  const api = dock.value;
  const slot = api && nextFreeSlot(api.groups.map((group) => group.id));
  if (!api || !slot) return undefined;
  layoutChange.value(() => openNewPanel(api, slot));
  return slot;
}
