// Dockview makes each panel a region named by the title of its tab shown, which is also the name of the widget's own
// region inside it, and of any other panel showing the same widget. A landmark is found by its name, so each panel's
// is its own: "Panel: Graph Library and 4 more", numbered where two panels would read alike. The names are hidden
// texts the panels are labelled by (aria-labelledby wins over Dockview's aria-label).
import type { DockviewApi } from 'dockview-react';
import { t } from '../../src/i18n/i18n.ts';
import { panelName } from './panel-name.ts';

/** Each panel's landmark name, in the order of `groups`. */
export function panelLandmarkNames(groups: readonly Parameters<typeof panelName>[0][]): string[] {
  const names = groups.map((group) => panelName(group));
  return names.map((panel, index) => {
    const alike = names.filter((name) => name === panel).length;
    if (alike === 1) return t('host.panelLandmark', { panel });
    const number = names.slice(0, index + 1).filter((name) => name === panel).length;
    return t('host.panelLandmarkNth', { panel, number });
  });
}

/**
 * Names the panels' regions of this Dockview, now and as panels, tabs and the language change, with hidden texts
 * kept in `holder` (ids made from `idPrefix`). Returns the function that stops.
 */
export function namePanelLandmarks(api: DockviewApi, holder: HTMLElement, idPrefix: string): () => void {
  const update = () => {
    const groups = api.groups;
    const names = panelLandmarkNames(groups);
    holder.replaceChildren(
      ...groups.map((group, index) => {
        const label = document.createElement('span');
        label.id = `${idPrefix}-landmark${group.id}`;
        label.textContent = names[index] ?? '';
        group.element.setAttribute('aria-labelledby', label.id);
        return label;
      }),
    );
  };
  update();
  const subscriptions = [
    api.onDidLayoutChange(update),
    api.onDidActivePanelChange(update),
    api.onDidAddGroup(update),
    api.onDidRemoveGroup(update),
  ];
  return () => subscriptions.forEach((subscription) => subscription.dispose());
}
