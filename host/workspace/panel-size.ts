// Issue 11: no panel is left too small to read. Every panel keeps a minimum content size (Dockview shrinks the others
// to make room), and a new panel stacks below the active one when beside it neither would keep that width.
import type { DockviewApi, DockviewGroupPanel } from 'dockview-react';

export const MIN_PANEL_WIDTH = 200;
export const MIN_PANEL_HEIGHT = 120;

function constrain(group: DockviewGroupPanel): void {
  group.api.setConstraints({ minimumWidth: MIN_PANEL_WIDTH, minimumHeight: MIN_PANEL_HEIGHT });
}

/** Gives every panel, now and to come, the minimum size. Returns the function that stops. */
export function keepPanelsReadable(api: DockviewApi): () => void {
  api.groups.forEach(constrain);
  const subscription = api.onDidAddGroup(constrain);
  return () => subscription.dispose();
}

/** Where a new panel opens next to `active`: beside it while both would keep the minimum width, else below it. */
export function newPanelDirection(active: Pick<DockviewGroupPanel, 'width'>): 'right' | 'below' {
  return active.width >= 2 * MIN_PANEL_WIDTH ? 'right' : 'below';
}
