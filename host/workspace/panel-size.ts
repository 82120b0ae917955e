// Issue 11: no panel is left too small to read. Every panel keeps a minimum content size (Dockview shrinks the others
// to make room). Issue 24: a new panel is one a widget can be used in: spec 1 §2's "a new panel takes a 94% split" of
// the panel it opens beside, and never less than 320 × 240.
import type { DockviewApi, DockviewGroupPanel, IDockviewGroupPanel } from 'dockview-react';

export const MIN_PANEL_WIDTH = 200;
export const MIN_PANEL_HEIGHT = 120;

/** Spec 1 §2: the share of the panel it opens beside that a new panel takes. */
export const NEW_PANEL_SHARE = 0.94;
/** The least a new panel gets, whatever the split: room for a widget's controls. */
export const NEW_PANEL_MIN_WIDTH = 320;
export const NEW_PANEL_MIN_HEIGHT = 240;

function constrain(group: DockviewGroupPanel): void {
  group.api.setConstraints({ minimumWidth: MIN_PANEL_WIDTH, minimumHeight: MIN_PANEL_HEIGHT });
}

/** Gives every panel, now and to come, the minimum size. Returns the function that stops. */
export function keepPanelsReadable(api: DockviewApi): () => void {
  api.groups.forEach(constrain);
  const subscription = api.onDidAddGroup(constrain);
  return () => subscription.dispose();
}

/** A panel as placing reads it: its slot and its size on screen. */
export interface PanelBox {
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

/** Where a new panel opens: beside or below `reference`, `size` pixels wide (beside) or high (below). */
export interface NewPanelPlace {
  readonly reference: string;
  readonly direction: 'right' | 'below';
  readonly size: number;
}

/** The room a new panel gets splitting this one either way, if it would get at least the least room. */
function splitsOf(box: PanelBox): { place: NewPanelPlace; area: number }[] {
  const share = (length: number, least: number, keep: number) =>
    Math.min(Math.max(Math.round(length * NEW_PANEL_SHARE), least), length - keep);
  const width = share(box.width, NEW_PANEL_MIN_WIDTH, MIN_PANEL_WIDTH);
  const height = share(box.height, NEW_PANEL_MIN_HEIGHT, MIN_PANEL_HEIGHT);
  const splits: { place: NewPanelPlace; area: number }[] = [];
  if (width >= NEW_PANEL_MIN_WIDTH && box.height >= NEW_PANEL_MIN_HEIGHT)
    splits.push({ place: { reference: box.id, direction: 'right', size: width }, area: width * box.height });
  if (height >= NEW_PANEL_MIN_HEIGHT && box.width >= NEW_PANEL_MIN_WIDTH)
    splits.push({ place: { reference: box.id, direction: 'below', size: height }, area: box.width * height });
  return splits;
}

const largest = <T extends { area: number }>(items: readonly T[]): T | undefined =>
  items.reduce<T | undefined>((best, item) => (best && best.area >= item.area ? best : item), undefined);

/**
 * Where a new panel opens: splitting the active panel (the way that leaves the new one more room), or, when the
 * active one is too small to give it 320 × 240 and keep its own minimum, the panel that can give it the most. When no
 * panel can, the largest one is split along its longer side, and the new panel gets the least room anyway (Dockview
 * takes it from the other panels, down to their minimum). Undefined when there is no panel.
 */
export function placeNewPanel(panels: readonly PanelBox[], activeId: string | undefined): NewPanelPlace | undefined {
  const active = panels.find((box) => box.id === activeId);
  const best = largest(active ? splitsOf(active) : []) ?? largest(panels.flatMap(splitsOf));
  if (best) return best.place;
  const biggest = largest(panels.map((box) => ({ box, area: box.width * box.height })))?.box;
  if (!biggest) return undefined;
  return biggest.width >= biggest.height
    ? { reference: biggest.id, direction: 'right', size: NEW_PANEL_MIN_WIDTH }
    : { reference: biggest.id, direction: 'below', size: NEW_PANEL_MIN_HEIGHT };
}

/**
 * Opens a panel with this slot where placeNewPanel says, sized so that it takes its room from the panel it splits
 * alone (Dockview would otherwise share the room out among the panels beside them), and makes it active.
 */
export function openNewPanel(api: DockviewApi, slot: string): DockviewGroupPanel {
  // A maximised panel gives the workspace back first: the new one is laid out among the others.
  if (api.hasMaximizedGroup()) api.exitMaximizedGroup();
  const place = placeNewPanel(
    api.groups.map(({ id, width, height }) => ({ id, width, height })),
    api.activeGroup?.id,
  );
  const reference = place && api.getGroup(place.reference);
  if (!place || !reference) return api.addGroup({ id: slot, direction: 'right' });
  const beside = place.direction === 'right';
  const before = beside ? reference.width : reference.height;
  // Dockview gives and takes room from the last panel of a row first. So the new panel opens with no room (the last
  // panel hardly changes), the panel it splits gives up the new one's share (the last panel takes it), and the new
  // panel takes that share (from the last panel, which is back as it was): only the split panel lost room.
  const group = api.addGroup({
    id: slot,
    referenceGroup: reference.id,
    direction: place.direction,
    // Dockview 8 reads the size along the split from initialHeight for a panel beside and initialWidth for one below.
    initialWidth: 1,
    initialHeight: 1,
  });
  const setLength = (target: IDockviewGroupPanel, length: number) =>
    target.api.setSize(beside ? { width: length } : { height: length });
  setLength(reference, Math.max(before - place.size, beside ? MIN_PANEL_WIDTH : MIN_PANEL_HEIGHT));
  setLength(group, place.size);
  return group;
}
