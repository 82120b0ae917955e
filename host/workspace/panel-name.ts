import type { DockviewApi, DockviewGroupPanel, IDockviewPanel } from 'dockview-react';
import { useSyncExternalStore } from 'react';
import { t } from '../../src/i18n/i18n.ts';
import { widgetTitle } from './widget-title.ts';

type Group = Pick<DockviewGroupPanel, 'panels' | 'activePanel'>;

const nameOf = (panel: IDockviewPanel) => widgetTitle(String(panel.params?.['name'] ?? ''));

/**
 * How a learner reads a panel's name: by the widgets it shows ("Search Engine", "Quest Library and 2 more"), never by
 * its slot key (_a … _n), which is the layout's own bookkeeping (spec 1 §2).
 */
export function panelName(group: Group, { without }: { without?: IDockviewPanel } = {}): string {
  const panels = group.panels.filter((panel) => panel !== without);
  const shown = group.activePanel && group.activePanel !== without ? group.activePanel : panels[0];
  if (!shown) return t('host.emptyPanelName');
  if (panels.length === 1) return nameOf(shown);
  return t('host.panelNameMore', { title: nameOf(shown), count: panels.length - 1 });
}

/** A panel's name, kept up to date as its tabs change. */
export function usePanelName(group: Group, api: Pick<DockviewApi, 'onDidLayoutChange' | 'onDidActivePanelChange'>) {
  return useSyncExternalStore(
    (onChange) => {
      const subscriptions = [api.onDidLayoutChange(onChange), api.onDidActivePanelChange(onChange)];
      return () => subscriptions.forEach((subscription) => subscription.dispose());
    },
    () => panelName(group),
  );
}
