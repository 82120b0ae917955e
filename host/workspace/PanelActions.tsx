import type { IDockviewHeaderActionsProps } from 'dockview-react';
import { abilities, allows, canLoadWidget, gates } from '../../src/abilities/abilities.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';
import { usePanelName } from './panel-name.ts';
import { addWidget } from './dock.ts';
import { closeTab } from './tab-close.ts';

/** Spec 1 §2: per-tab help opens the Help widget in panel _f. */
const HELP_SLOT = '_f';

/**
 * The end of each panel's tab bar: a radio that makes it the active panel (where the picker adds widgets, spec 1 §2
 * "choose the active panel by radio"), per-tab help, a button that closes the tab shown (undoable), and one that closes the panel,
 * for a role that may (spec 1 §6: Open User may not). They are named by the panel's widgets; the slot key stays out
 * of what a learner reads (data-slot).
 */
export function PanelActions({ group, containerApi, isGroupActive, activePanel }: IDockviewHeaderActionsProps) {
  const t = useT();
  const panel = usePanelName(group, containerApi);
  const ability = useValue(abilities);
  const mayClose = allows(ability, gates.closePanel);
  return (
    <div className="tj-panel-actions">
      <input
        type="radio"
        className="tj-panel-key"
        name="tj-active-panel"
        data-slot={group.id}
        checked={isGroupActive}
        aria-label={t('host.activePanel', { panel })}
        onChange={() => group.api.setActive()}
      />
      {canLoadWidget(ability, 'help') && (
        <button
          type="button"
          className="tj-icon-button"
          aria-label={t('host.openHelp')}
          title={t('host.openHelp')}
          onClick={() => void addWidget('help', HELP_SLOT)}
        >
          ?
        </button>
      )}
      {activePanel && (
        <button
          type="button"
          className="tj-icon-button"
          aria-label={t('host.closeTab', { title: activePanel.title ?? '' })}
          title={t('host.closeTab', { title: activePanel.title ?? '' })}
          onClick={() => closeTab(containerApi, activePanel)}
        >
          ×
        </button>
      )}
      {mayClose && (
        <button
          type="button"
          className="tj-icon-button"
          data-slot={group.id}
          title={t('host.closePanel', { panel })}
          aria-label={t('host.closePanel', { panel })}
          onClick={() => containerApi.removeGroup(group)}
        >
          ⊠
        </button>
      )}
    </div>
  );
}
