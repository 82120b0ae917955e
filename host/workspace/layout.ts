import type { DockviewApi, SerializedDockview } from 'dockview-react';
import { z } from 'zod';
import { slotKeySchema, slotKeys, type LayoutViewName, type SlotKey } from '../../src/contract/workspace.ts';
import { storage } from '../../src/storage/storage.ts';
import { LAYOUT_VIEWS, type ViewPanel } from './views.ts';
import { widgetTitle } from './widget-title.ts';

/**
 * Bumped when the saved shape or the default changes, so an older layout gives way to the default instead of
 * half-loading. 2: the simpler home default of spec 1 §2 (six panels). 3: the learner's libraries and goals as tabs
 * behind the first ones, so saved work shows without any setup.
 */
export const LAYOUT_VERSION = 3;

/** The one Dockview component of every tab; its params name the registry widget the tab shows. */
export const WIDGET_COMPONENT = 'widget';
export interface WidgetParams {
  name: string;
}

/**
 * Spec 2 §9.1 "default tree splits 20%, 70%": the first column takes 20 % of the width, the second 70 % of the rest;
 * a search box's panel is only as tall as a search box needs.
 */
const FIRST_SPLIT = 0.2;
const SECOND_SPLIT = 0.7;
const SEARCH_PANEL_HEIGHT = 0.2;

/** Where a layout is kept: spec 1 §2 saves it per user and per view. */
export interface LayoutPlace {
  readonly view: LayoutViewName;
  /** The signed-in learner's username; '' for a visitor. */
  readonly user: string;
}
export const EXPLORE_PLACE: LayoutPlace = { view: 'exploreView', user: '' };

export function layoutStorageKey({ view, user }: LayoutPlace): string {
  return `host.layout.${view}.${user}`;
}

// Only what the host relies on is checked here: every group is a spec slot and every tab shows a widget by name.
// Dockview checks the rest in fromJSON, and throws on what it cannot use.
const leafSchema = z.looseObject({
  type: z.literal('leaf'),
  data: z.looseObject({ id: slotKeySchema, views: z.array(z.string()) }),
});
type GridNode = z.infer<typeof leafSchema> | { type: 'branch'; data: GridNode[] };
const gridNodeSchema: z.ZodType<GridNode> = z.union([
  leafSchema,
  z.looseObject({ type: z.literal('branch'), data: z.array(z.lazy(() => gridNodeSchema)) }),
]);

const savedLayoutSchema = z.object({
  version: z.literal(LAYOUT_VERSION),
  dockview: z.looseObject({
    grid: z.looseObject({ root: gridNodeSchema }),
    panels: z.record(
      z.string(),
      z.looseObject({
        id: z.string(),
        contentComponent: z.literal(WIDGET_COMPONENT),
        params: z.looseObject({ name: z.string() }),
      }),
    ),
    // The host offers neither floating nor popped-out groups; a layout that has them is not one it wrote.
    floatingGroups: z.array(z.unknown()).max(0).optional(),
    popoutGroups: z.array(z.unknown()).max(0).optional(),
  }),
});

/** Whether saved text is a layout of an earlier version of the host: it gives way to the default quietly. */
function isOlderLayout(json: unknown): boolean {
  if (typeof json !== 'object' || json === null || !('version' in json)) return false;
  return typeof json.version === 'number' && json.version < LAYOUT_VERSION;
}

function readJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The saved layout, or undefined when there is none or it is not one this host wrote. */
export function parseSavedLayout(raw: string | null): SerializedDockview | undefined {
  if (raw === null) return undefined;
  const parsed = savedLayoutSchema.safeParse(readJson(raw));
  // The checked parts are typed above; the remainder is Dockview's own format, validated by fromJSON.
  return parsed.success ? (parsed.data.dockview as unknown as SerializedDockview) : undefined;
}

export function saveLayout(api: DockviewApi, place: LayoutPlace = EXPLORE_PLACE): void {
  const { grid, ...dockview } = api.toJSON();
  // A phone shows one panel at a time by maximising it (mobile-panels.ts), which toJSON() would write down as the
  // grid's maximizedNode; a saved layout opens with every panel in place, so the grid keeps only its panel tree.
  const { root, width, height, orientation } = grid;
  storage.set(
    layoutStorageKey(place),
    JSON.stringify({ version: LAYOUT_VERSION, dockview: { ...dockview, grid: { root, width, height, orientation } } }),
  );
}

/**
 * Shows the layout saved for this place, else the view's default. Returns 'outdated' when the saved layout was written by an earlier
 * version of the host (the learner can be told the workspace has a new default), and 'broken' when a saved layout
 * could not be used (the learner can be told why their layout is gone).
 */
export function restoreLayout(
  api: DockviewApi,
  place: LayoutPlace = EXPLORE_PLACE,
): 'saved' | 'default' | 'outdated' | 'broken' {
  const raw = storage.get(layoutStorageKey(place));
  const saved = parseSavedLayout(raw);
  if (saved) {
    try {
      api.fromJSON(saved);
      return 'saved';
    } catch (error) {
      console.warn('[tj-host] the saved layout could not be restored; showing the default', error);
    }
  }
  api.clear();
  applyDefaultLayout(api, place.view);
  if (raw === null) return 'default';
  return !saved && isOlderLayout(readJson(raw)) ? 'outdated' : 'broken';
}

function applyDefaultLayout(api: DockviewApi, name: LayoutViewName): void {
  const { panels, active } = LAYOUT_VIEWS[name];
  for (const { slot, widgets, next } of panels) {
    const group = next
      ? api.addGroup({ id: slot, referenceGroup: next.to, direction: next.direction })
      : api.addGroup({ id: slot, direction: 'right' });
    widgets.forEach((widget, index) => addWidgetTab(api, group.id, widget, { inactive: index > 0 }));
  }
  applySplits(api, panels);
  api.getGroup(active)?.api.setActive();
}

function applySplits(api: DockviewApi, panels: readonly ViewPanel[]): void {
  const { width, height } = api;
  const nextTo = (slot: SlotKey | undefined, direction: 'right' | 'below') =>
    panels.find(({ next }) => next !== undefined && next.to === slot && next.direction === direction)?.slot;
  const setWidth = (slot: SlotKey, size: number) => api.getGroup(slot)?.api.setSize({ width: Math.round(size) });
  const first = panels[0]?.slot;
  const second = nextTo(first, 'right');
  const third = nextTo(second, 'right');
  if (first && second) setWidth(first, width * FIRST_SPLIT);
  if (second && third) setWidth(second, width * (1 - FIRST_SPLIT) * SECOND_SPLIT);
  for (const { slot, widgets, next } of panels) {
    const under = nextTo(slot, 'below');
    if (under && widgets.length === 1 && widgets[0] === 'search-engine') {
      api.getGroup(slot)?.api.setSize({ height: Math.round(height * SEARCH_PANEL_HEIGHT) });
    }
    // Two panels side by side under one share its width.
    const beside = nextTo(slot, 'right');
    const column = next && next.direction === 'below' ? api.getGroup(next.to) : undefined;
    if (beside && column) setWidth(slot, column.width / 2);
  }
}

/**
 * Adds a tab showing the named widget to a panel (at `index` among its tabs, else last); tab ids are unique in the
 * whole workspace. An inactive tab is added behind the one shown.
 */
export function addWidgetTab(
  api: DockviewApi,
  slot: string,
  name: string,
  { inactive = false, index }: { inactive?: boolean; index?: number } = {},
): void {
  let id = name;
  for (let n = 2; api.getPanel(id); n++) id = `${name}-${n}`;
  api.addPanel<WidgetParams>({
    id,
    component: WIDGET_COMPONENT,
    params: { name },
    title: widgetTitle(name),
    position: { referenceGroup: slot, ...(index === undefined ? {} : { index }) },
    inactive,
  });
}

/** The first slot of _a to _n not in use, or undefined when all fourteen are. */
export function nextFreeSlot(used: Iterable<string>): SlotKey | undefined {
  const taken = new Set(used);
  return slotKeys.find((slot) => !taken.has(slot));
}
