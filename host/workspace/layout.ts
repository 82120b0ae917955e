import type { DockviewApi, SerializedDockview } from 'dockview-react';
import { z } from 'zod';
import { slotKeySchema, slotKeys, type SlotKey } from '../../src/contract/workspace.ts';
import { storage } from '../../src/state/storage.ts';
import { widgetTitle } from './widget-title.ts';

const LAYOUT_STORAGE_KEY = 'host.layout';
/** Bumped when the saved shape changes, so an old layout falls back to the default instead of half-loading. */
const LAYOUT_VERSION = 1;

/** The one Dockview component of every tab; its params name the registry widget the tab shows. */
export const WIDGET_COMPONENT = 'widget';
export interface WidgetParams {
  name: string;
}

/** Spec 1 §2 "Home workspace": the first workspace, while most widgets of the spec's default are planned. */
const DEFAULT_PANELS: readonly { slot: SlotKey; widgets: readonly string[] }[] = [
  { slot: '_a', widgets: ['search-engine'] },
  { slot: '_b', widgets: ['detail'] },
];
/** Spec 1 §2: the explore view starts with panel _b active; spec 2 §9.1: it takes the default 70 % split. */
const DEFAULT_ACTIVE: SlotKey = '_b';
const DEFAULT_SPLIT = 0.7;

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

/** The saved layout, or undefined when there is none or it is not one this host wrote. */
export function parseSavedLayout(raw: string | null): SerializedDockview | undefined {
  if (raw === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = savedLayoutSchema.safeParse(json);
  // The checked parts are typed above; the remainder is Dockview's own format, validated by fromJSON.
  return parsed.success ? (parsed.data.dockview as unknown as SerializedDockview) : undefined;
}

export function saveLayout(api: DockviewApi): void {
  storage.set(LAYOUT_STORAGE_KEY, JSON.stringify({ version: LAYOUT_VERSION, dockview: api.toJSON() }));
}

/**
 * Shows the saved layout, else the default. Returns 'broken' when a saved layout could not be used, so the
 * learner can be told why their layout is gone.
 */
export function restoreLayout(api: DockviewApi): 'saved' | 'default' | 'broken' {
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
  return raw === null ? 'default' : 'broken';
}

function applyDefaultLayout(api: DockviewApi): void {
  for (const { slot, widgets } of DEFAULT_PANELS) {
    const group = api.addGroup({ id: slot, direction: 'right' });
    for (const name of widgets) addWidgetTab(api, group.id, name);
  }
  const active = api.getGroup(DEFAULT_ACTIVE);
  active?.api.setSize({ width: Math.round(api.width * DEFAULT_SPLIT) });
  active?.api.setActive();
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
