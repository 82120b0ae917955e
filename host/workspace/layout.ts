import type { DockviewApi, SerializedDockview } from 'dockview-react';
import { z } from 'zod';
import { slotKeySchema, slotKeys, type SlotKey } from '../../src/contract/workspace.ts';
import { storage } from '../../src/storage/storage.ts';
import { widgetTitle } from './widget-title.ts';

const LAYOUT_STORAGE_KEY = 'host.layout';
/**
 * Bumped when the saved shape or the default changes, so an older layout gives way to the default instead of
 * half-loading. 2: the simpler home default of spec 1 §2 (six panels).
 */
export const LAYOUT_VERSION = 2;

/** The one Dockview component of every tab; its params name the registry widget the tab shows. */
export const WIDGET_COMPONENT = 'widget';
export interface WidgetParams {
  name: string;
}

interface DefaultPanel {
  readonly slot: SlotKey;
  readonly widgets: readonly string[];
  /** Where the panel opens, next to one added before it; the first fills the workspace. */
  readonly next?: { readonly to: SlotKey; readonly direction: 'right' | 'below' };
}

/**
 * Spec 1 §2 "A simpler home default": _a quest library, _b search engine, _c snippet, _d wiki data card, _e detail,
 * _f graph index (a widget not built yet shows "coming soon" where it is placed). Laid out as three columns:
 *
 *   _a | _b         | _e
 *      | _c  |  _d  | _f
 *
 * so the search box sits above the results it fills and the thought's detail beside them.
 */
export const DEFAULT_PANELS: readonly DefaultPanel[] = [
  { slot: '_a', widgets: ['quest-library'] },
  { slot: '_b', widgets: ['search-engine'], next: { to: '_a', direction: 'right' } },
  { slot: '_e', widgets: ['detail'], next: { to: '_b', direction: 'right' } },
  { slot: '_c', widgets: ['snippet'], next: { to: '_b', direction: 'below' } },
  { slot: '_d', widgets: ['wiki-data-card'], next: { to: '_c', direction: 'right' } },
  { slot: '_f', widgets: ['graph-index'], next: { to: '_e', direction: 'below' } },
];
/** Spec 1 §2: the explore view starts with panel _b active. */
export const DEFAULT_ACTIVE: SlotKey = '_b';
/**
 * Spec 2 §9.1 "default tree splits 20%, 70%": the first column takes 20 % of the width, the middle one 70 % of the
 * rest; the search box's panel is only as tall as a search box needs.
 */
const FIRST_SPLIT = 0.2;
const SECOND_SPLIT = 0.7;
const SEARCH_PANEL_HEIGHT = 0.2;

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

export function saveLayout(api: DockviewApi): void {
  storage.set(LAYOUT_STORAGE_KEY, JSON.stringify({ version: LAYOUT_VERSION, dockview: api.toJSON() }));
}

/**
 * Shows the saved layout, else the default. Returns 'outdated' when the saved layout was written by an earlier
 * version of the host (the learner can be told the workspace has a new default), and 'broken' when a saved layout
 * could not be used (the learner can be told why their layout is gone).
 */
export function restoreLayout(api: DockviewApi): 'saved' | 'default' | 'outdated' | 'broken' {
  const raw = storage.get(LAYOUT_STORAGE_KEY);
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
  applyDefaultLayout(api);
  if (raw === null) return 'default';
  return !saved && isOlderLayout(readJson(raw)) ? 'outdated' : 'broken';
}

function applyDefaultLayout(api: DockviewApi): void {
  for (const { slot, widgets, next } of DEFAULT_PANELS) {
    const group = next
      ? api.addGroup({ id: slot, referenceGroup: next.to, direction: next.direction })
      : api.addGroup({ id: slot, direction: 'right' });
    for (const name of widgets) addWidgetTab(api, group.id, name);
  }
  const { width, height } = api;
  api.getGroup('_a')?.api.setSize({ width: Math.round(width * FIRST_SPLIT) });
  api.getGroup('_b')?.api.setSize({ width: Math.round(width * (1 - FIRST_SPLIT) * SECOND_SPLIT) });
  api.getGroup('_b')?.api.setSize({ height: Math.round(height * SEARCH_PANEL_HEIGHT) });
  api.getGroup('_c')?.api.setSize({ width: Math.round((width * (1 - FIRST_SPLIT) * SECOND_SPLIT) / 2) });
  api.getGroup(DEFAULT_ACTIVE)?.api.setActive();
}

/** Adds a tab showing the named widget to a panel; tab ids are unique in the whole workspace. */
export function addWidgetTab(api: DockviewApi, slot: string, name: string): void {
  let id = name;
  for (let n = 2; api.getPanel(id); n++) id = `${name}-${n}`;
  api.addPanel<WidgetParams>({
    id,
    component: WIDGET_COMPONENT,
    params: { name },
    title: widgetTitle(name),
    position: { referenceGroup: slot },
  });
}

/** The first slot of _a to _n not in use, or undefined when all fourteen are. */
export function nextFreeSlot(used: Iterable<string>): SlotKey | undefined {
  const taken = new Set(used);
  return slotKeys.find((slot) => !taken.has(slot));
}
