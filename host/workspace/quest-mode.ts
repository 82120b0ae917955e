// Quest mode (spec 1 §4): on, the dendrogram (Dendro) is the active widget of panel _b and Graph Explore is closed
// there, and "Quest Mode Enabled" is said; off, Graph Explore is the active widget of _b and "Quest Mode Disabled" is
// said (toasts sit at the bottom right). Alt + Q and the navbar's toggle switch it; the SignalSchool role starts
// with it on. A workspace without a panel _b uses its active panel.
import { signal } from '@preact/signals-core';
import type { DockviewApi, IDockviewPanel } from 'dockview-react';
import { allows, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { t } from '../../src/i18n/i18n.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { dock } from './dock.ts';
import { addWidgetTab } from './layout.ts';

export const questMode = signal(false, { name: 'host.questMode' });

/** Spec 1 §4: quest mode works on slot _b. */
const QUEST_SLOT = '_b';

const widgetOf = (panel: IDockviewPanel): unknown => panel.params?.['name'];

/** Lays panel _b out for the mode: the widget it shows made active (added when missing). */
export function applyQuestMode(api: DockviewApi, on: boolean): void {
  const group = api.getGroup(QUEST_SLOT) ?? api.activeGroup ?? api.groups[0];
  if (!group) return;
  if (on) for (const panel of [...group.panels]) if (widgetOf(panel) === 'graph-explore') panel.api.close();
  const shown = on ? 'dendro' : 'graph-explore';
  const existing = group.panels.find((panel) => widgetOf(panel) === shown);
  if (existing) existing.api.setActive();
  else addWidgetTab(api, group.id, shown);
}

/** Switches quest mode, lays the workspace out for it and says so. */
export function setQuestMode(on: boolean): void {
  questMode.value = on;
  const api = dock.value;
  if (api) applyQuestMode(api, on);
  showToast(t(on ? 'host.questModeOn' : 'host.questModeOff'), 'info');
}

/**
 * Alt + Q anywhere on the page toggles quest mode (by the key's place: alt + Q types "œ" on a Mac). For a role that
 * may not save quests (spec 1 §6) the key is left to the page, as the toggle is not shown.
 */
export function listenToQuestModeKey(page: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.code !== 'KeyQ' || !allows(userAbilities.value, gates.saveQuest)) return;
    event.preventDefault();
    setQuestMode(!questMode.value);
  };
  page.addEventListener('keydown', onKeyDown);
  return () => page.removeEventListener('keydown', onKeyDown);
}
