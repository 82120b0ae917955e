import type { DockviewApi, SerializedDockview } from 'dockview-react';
import { z } from 'zod';
import { slotKeySchema, slotKeys, type LayoutViewName, type SlotKey } from '../../src/contract/workspace.ts';
import { storage } from '../../src/storage/storage.ts';
import { LAYOUT_VIEWS, type LayoutView, type ViewPanel } from './views.ts';
import { widgetTitle } from './widget-title.ts';

/**
 * Bumped when the saved shape or the default changes, so an older layout gives way to the default instead of
 * half-loading. 2: the simpler home default of spec 1 §2 (six panels). 3: the learner's libraries and goals as tabs
 * behind the first ones, so saved work shows without any setup. 4: the explore view is spec 1 §2's Home workspace
 * (Graph Explore first), and the search-first workspace became the Simplified view.
 */
export const LAYOUT_VERSION = 4;
/**
 * Version 3 layouts are still read, but not a version 3 default the learner never changed: it would keep the old
 * default forever, so the view's new default replaces it. A learner's own arrangement stays theirs.
 */
const PREVIOUS_VERSION = 3;
/** The defaults version 3 wrote that version 4 changed, as widgets by slot. */
const REPLACED_DEFAULTS: Partial<Record<LayoutViewName, Readonly<Record<string, readonly string[]>>>> = {
  exploreView: {
    _a: ['quest-library', 'graph-library', 'goals'],
    _b: ['search-engine'],
    _c: ['snippet', 'notes-library'],
    _d: ['wiki-data-card'],
    _e: ['detail', 'eddie'],
    _f: ['graph-index'],
  },
  simplifiedView: { _a: ['search-engine'], _b: ['detail'] },
};

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
  version: z.union([z.literal(PREVIOUS_VERSION), z.literal(LAYOUT_VERSION)]),
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

type SavedLayout = z.infer<typeof savedLayoutSchema>;

/** The widgets of each panel of a saved layout, in tab order, by slot. */
function widgetsBySlot({ dockview }: SavedLayout): Record<string, string[]> {
  const slots: Record<string, string[]> = {};
  const visit = (node: GridNode): void => {
    if (node.type === 'branch') node.data.forEach(visit);
    else slots[node.data.id] = node.data.views.map((id) => dockview.panels[id]?.params.name ?? id);
  };
  visit(dockview.grid.root);
  return slots;
}

/** Whether a version 3 layout is that version's default for this view, its tabs as they were (sizes aside). */
function isReplacedDefault(layout: SavedLayout, view: LayoutViewName): boolean {
  const replaced = REPLACED_DEFAULTS[view];
  if (layout.version !== PREVIOUS_VERSION || !replaced) return false;
  const saved = widgetsBySlot(layout);
  const slots = Object.keys(replaced);
  return (
    Object.keys(saved).length === slots.length && slots.every((slot) => saved[slot]?.join() === replaced[slot]?.join())
  );
}

/**
 * Whether saved text is a layout of an earlier version of the host, or an earlier default: it gives way to the
 * default quietly.
 */
function isOlderLayout(json: unknown, view: LayoutViewName): boolean {
  if (typeof json !== 'object' || json === null || !('version' in json)) return false;
  if (typeof json.version === 'number' && json.version < PREVIOUS_VERSION) return true;
  const parsed = savedLayoutSchema.safeParse(json);
  return parsed.success && isReplacedDefault(parsed.data, view);
}

function readJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The saved layout, or undefined when there is none, it is not one this host wrote, or it is an earlier default of
 * this view that the learner never changed.
 */
export function parseSavedLayout(
  raw: string | null,
  view: LayoutViewName = 'exploreView',
): SerializedDockview | undefined {
  if (raw === null) return undefined;
  const parsed = savedLayoutSchema.safeParse(readJson(raw));
  if (!parsed.success || isReplacedDefault(parsed.data, view)) return undefined;
  // The checked parts are typed above; the remainder is Dockview's own format, validated by fromJSON.
  return parsed.data.dockview as unknown as SerializedDockview;
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
 * could not be used (the learner can be told why their layout is gone). The default is the view's, unless given (the
 * view as the learner's roles let them see it, role-layout.ts).
 */
export function restoreLayout(
  api: DockviewApi,
  place: LayoutPlace = EXPLORE_PLACE,
  defaultView: LayoutView = LAYOUT_VIEWS[place.view],
): 'saved' | 'default' | 'outdated' | 'broken' {
  const raw = storage.get(layoutStorageKey(place));
  const saved = parseSavedLayout(raw, place.view);
  if (saved) {
    try {
      api.fromJSON(saved);
      return 'saved';
    } catch (error) {
      console.warn('[tj-host] the saved layout could not be restored; showing the default', error);
    }
  }
  api.clear();
  applyDefaultLayout(api, defaultView);
  if (raw === null) return 'default';
  return !saved && isOlderLayout(readJson(raw), place.view) ? 'outdated' : 'broken';
}

/** Lays out a view's default: its panels in order, each next to one added before it. */
export function applyDefaultLayout(api: DockviewApi, { panels, active }: LayoutView): void {
  for (const { slot, widgets, selected, next } of panels) {
    const group = next
      ? api.addGroup({ id: slot, referenceGroup: next.to, direction: next.direction })
      : api.addGroup({ id: slot, direction: 'right' });
    const shown = selected ?? widgets[0];
    widgets.forEach((widget) => addWidgetTab(api, group.id, widget, { inactive: widget !== shown }));
    group.panels.find((panel) => panel.params?.['name'] === shown)?.api.setActive();
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
    // Panels stacked in a column share its height (Dockview halves the panel a new one opens below).
    if (next?.direction !== 'below')
      shareHeight(
        api,
        stackedFrom(slot, (above) => nextTo(above, 'below')),
      );
  }
}

/** A panel and those stacked below it, top to bottom. */
function stackedFrom(top: SlotKey, below: (slot: SlotKey) => SlotKey | undefined): SlotKey[] {
  const column = [top];
  for (let under = below(top); under; under = below(under)) column.push(under);
  return column;
}

function shareHeight(api: DockviewApi, column: readonly SlotKey[]): void {
  if (column.length < 3) return;
  const total = column.reduce((sum, slot) => sum + (api.getGroup(slot)?.height ?? 0), 0);
  for (const slot of column.slice(0, -1))
    api.getGroup(slot)?.api.setSize({ height: Math.round(total / column.length) });
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
