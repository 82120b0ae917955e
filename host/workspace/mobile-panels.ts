// The workspace on a phone (spec 1 §2 "mobile starts on _a"): one panel at a time, filling the workspace, and a
// switcher between panels. Panels stay mounted, so a widget keeps its state while another panel is shown.
//
// Dockview's maximised group is the panel shown. Dockview lays out a maximised grid by hiding the other groups at
// their current sizes and restoring them later at the grid's current size; done at a phone's width, that would squeeze
// the learner's desktop layout to a phone's proportions for good. So every change of the grid (maximising, saving,
// adding or closing a panel, a drag) happens with the grid laid out at a desktop size; the phone's size comes back
// straight after, before the browser paints. Plain resizes keep proportions, so nothing is lost in between.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { DockviewApi, IDockviewGroupPanel, IDockviewPanel } from 'dockview-react';
import type { SlotKey } from '../../src/contract/workspace.ts';

/**
 * Widths up to this (CSS pixels) are a phone's: one panel at a time. Six panels side by side need about 1000 px for
 * their words to fit, three about 700; a phone is at most 480 px wide upright, and a small tablet upright from 600.
 */
export const MOBILE_MAX_WIDTH = 700;
/**
 * Heights up to this are a phone's too, turned sideways (844 × 390): below the navbar, dock and footer, two rows of
 * panels would be under a hundred pixels each.
 */
export const MOBILE_MAX_HEIGHT = 500;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px), (max-height: ${MOBILE_MAX_HEIGHT}px)`;
/** Spec 1 §2: "mobile starts on _a". */
export const MOBILE_FIRST_SLOT: SlotKey = '_a';

interface Size {
  readonly width: number;
  readonly height: number;
}
/**
 * The desktop size the grid is laid out at for changes when the workspace opened on a phone: a common laptop
 * screen, wide enough that no panel of a full workspace is held at its minimum width.
 */
const DESKTOP_SIZE: Size = { width: 1366, height: 768 };
/** The smallest grid laid out as a desktop's: a phone's grid is narrower or, sideways, lower. */
const DESKTOP_GRID_MIN: Size = { width: MOBILE_MAX_WIDTH + 1, height: 300 };

/** What is read of `matchMedia(MOBILE_QUERY)`: whether it matches now, and its change events. */
export type ScreenQuery = Pick<MediaQueryList, 'matches'> &
  Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** One panel as the switcher lists it: its slot key and the widget its shown tab holds (none when it is empty). */
export interface MobilePanel {
  readonly slot: string;
  readonly widget: string | undefined;
}

export interface MobileView {
  /** Whether the workspace is a phone's now (one panel at a time). */
  readonly on: ReadonlySignal<boolean>;
  /** The slot of the panel shown on a phone; undefined on a wider screen. */
  readonly shown: ReadonlySignal<string | undefined>;
  /** The panels, by slot key: the switcher's entries. */
  readonly panels: ReadonlySignal<readonly MobilePanel[]>;
  /** Shows this panel alone and makes it the active one (where the widget picker adds). */
  show(slot: string): void;
  /**
   * On a phone, shows the first of these widgets that a panel holds (its tab selected, its panel alone), unless the
   * panel shown shows one of them already. A search brings its results forward so.
   */
  bringForward(widgets: readonly string[]): void;
  /**
   * Makes a change of the panels (adding one, say): on a phone at desktop size, then shows the active panel alone and
   * saves; elsewhere at once.
   */
  change(change: () => void): void;
  /** Saves the layout now, with desktop geometry even on a phone. */
  save(): void;
  /**
   * Starts fitting the workspace to the screen and saving its changes; returns the function that stops it. It can
   * start again (React's StrictMode runs an effect twice).
   */
  connect(): () => void;
}

/** Runs `change` with the grid laid out at `size`, then lays it out at the size it had. */
function atSize<T>(api: DockviewApi, size: Size, change: () => T): T {
  const { width, height } = api;
  api.layout(size.width, size.height);
  try {
    return change();
  } finally {
    api.layout(width, height);
  }
}

function maximised(api: DockviewApi): IDockviewGroupPanel | undefined {
  return api.groups.find((group) => group.api.isMaximized());
}

function firstPanel(api: DockviewApi): IDockviewGroupPanel | undefined {
  return api.getGroup(MOBILE_FIRST_SLOT) ?? [...api.groups].sort((x, y) => x.id.localeCompare(y.id))[0];
}

function showGroup(group: IDockviewGroupPanel): void {
  // Maximised first: making a group active exits another group's maximised state at whatever size the grid has.
  group.api.maximize();
  group.api.setActive();
}

/**
 * Restores the workspace. On a phone the restore runs at desktop size (a default layout splits the width by
 * percentages, which a phone's width would hold at every panel's minimum) and the first panel is shown before the
 * first frame, so a phone never shows six squeezed panels.
 */
export function restoreForScreen<T>(api: DockviewApi, media: ScreenQuery, restore: () => T): T {
  if (!media.matches) return restore();
  return atSize(api, DESKTOP_SIZE, () => {
    const result = restore();
    const first = firstPanel(api);
    if (first) showGroup(first);
    return result;
  });
}

/**
 * Keeps the workspace fitted to the screen: on a phone one panel at a time (the first when the phone view starts), on
 * a wider screen the layout as the learner left it. `save` is called whenever the layout changed, always with desktop
 * geometry (a layout saved on a phone opens unchanged on a desktop).
 */
export function createMobileView(api: DockviewApi, media: ScreenQuery, save: () => void): MobileView {
  const on = signal(false, { name: 'host.mobileView.on' });
  const shown = signal<string | undefined>(undefined, { name: 'host.mobileView.shown' });
  const panels = signal<readonly MobilePanel[]>([], { name: 'host.mobileView.panels' });
  /** The desktop size changes are made at while on a phone. */
  let desktop = DESKTOP_SIZE;
  /** True while this module changes the grid itself: the grid's own events then need no answer. */
  let busy = false;
  /** The size to lay the grid out at again once a change by someone else (a drag, "add panel") has finished. */
  let sizeBeforeChange: Size | undefined;
  let saveQueued = false;
  /** Whether connect() is in force: a save queued before a disconnect is then dropped. */
  let connected = false;

  const own = (change: () => void) => {
    if (busy) return change();
    busy = true;
    try {
      atSize(api, desktop, change);
    } finally {
      busy = false;
    }
  };

  const refresh = () => {
    const next = [...api.groups]
      .sort((x, y) => x.id.localeCompare(y.id))
      .map((group) => ({ slot: group.id, widget: widgetOf(group) }));
    if (!samePanels(next, panels.peek())) panels.value = next;
    shown.value = on.peek() ? maximised(api)?.id : undefined;
  };

  /** On a phone, shows the active panel when no panel is shown alone (one was closed, added or dragged). */
  const keepOnePanelShown = () => {
    if (!on.peek()) return;
    const target = api.activeGroup ?? firstPanel(api);
    const current = maximised(api);
    if (target && current !== target) own(() => showGroup(target));
    refresh();
  };

  const enter = () => {
    // The grid still has its desktop size when the media query reports first, as browsers do; if it was already
    // laid out at the phone's width, its proportions are kept and a laptop's size serves.
    const asDesktop = api.width >= DESKTOP_GRID_MIN.width && api.height >= DESKTOP_GRID_MIN.height;
    desktop = asDesktop ? { width: api.width, height: api.height } : DESKTOP_SIZE;
    on.value = true;
    const first = firstPanel(api);
    if (first) own(() => showGroup(first));
    refresh();
  };

  const leave = () => {
    if (api.hasMaximizedGroup()) own(() => api.exitMaximizedGroup());
    on.value = false;
    refresh();
  };

  const saveNow = () => {
    if (on.peek()) own(save);
    else save();
  };
  const queueSave = () => {
    if (saveQueued) return;
    saveQueued = true;
    queueMicrotask(() => {
      saveQueued = false;
      if (connected) saveNow();
    });
  };

  const onMediaChange = () => (media.matches ? enter() : leave());
  const connect = () => {
    connected = true;
    media.addEventListener('change', onMediaChange);
    const subscriptions = [
      // On a desktop every change is saved. On a phone, saving (toJSON) briefly restores the maximised group, which
      // Dockview reports as a layout change, so only the learner's own changes are saved there: structure and tabs.
      api.onDidLayoutChange(() => {
        if (!on.peek()) save();
        refresh();
      }),
      api.onWillMutateLayout(() => {
        if (busy || !on.peek()) return;
        sizeBeforeChange = { width: api.width, height: api.height };
        api.layout(desktop.width, desktop.height);
      }),
      api.onDidMutateLayout(() => {
        if (busy || !on.peek()) return;
        keepOnePanelShown();
        if (sizeBeforeChange) api.layout(sizeBeforeChange.width, sizeBeforeChange.height);
        sizeBeforeChange = undefined;
        queueSave();
      }),
      api.onDidActivePanelChange(() => {
        refresh();
        if (on.peek()) queueSave();
      }),
      api.onDidActiveGroupChange(() => {
        // A group made active without a structural change (a keyboard shortcut, quest mode) is shown on a phone.
        if (!busy) keepOnePanelShown();
      }),
    ];
    // restoreForScreen has shown the first panel already; a workspace that meets a phone now starts on the first.
    if (media.matches && !(on.peek() && api.hasMaximizedGroup())) enter();
    else if (!media.matches && on.peek()) leave();
    refresh();
    return () => {
      connected = false;
      media.removeEventListener('change', onMediaChange);
      for (const subscription of subscriptions) subscription.dispose();
    };
  };

  return {
    on,
    shown,
    panels,
    show(slot) {
      const group = api.getGroup(slot);
      if (!group || !on.peek()) return;
      own(() => showGroup(group));
      refresh();
    },
    bringForward(widgets) {
      if (!on.peek()) return;
      const current = maximised(api);
      const shows = (name: string) => (panel: IDockviewPanel | undefined) => panel?.params?.['name'] === name;
      if (widgets.some((name) => shows(name)(current?.activePanel))) return;
      for (const name of widgets) {
        const groups = [...api.groups].sort((x, y) => x.id.localeCompare(y.id));
        const group =
          groups.find((candidate) => shows(name)(candidate.activePanel)) ??
          groups.find((candidate) => candidate.panels.some(shows(name)));
        const panel = group?.panels.find(shows(name));
        if (!group || !panel) continue;
        own(() => {
          panel.api.setActive();
          showGroup(group);
        });
        refresh();
        queueSave();
        return;
      }
    },
    change(change) {
      if (!on.peek()) return change();
      own(change);
      keepOnePanelShown();
      queueSave();
    },
    save: saveNow,
    connect,
  };
}

function widgetOf(group: IDockviewGroupPanel): string | undefined {
  const name: unknown = group.activePanel?.params?.['name'];
  return typeof name === 'string' ? name : undefined;
}

function samePanels(x: readonly MobilePanel[], y: readonly MobilePanel[]): boolean {
  return (
    x.length === y.length &&
    x.every((panel, index) => panel.slot === y[index]?.slot && panel.widget === y[index]?.widget)
  );
}
