import type { DockviewApi, IDockviewGroupPanel, IDockviewHeaderActionsProps } from 'dockview-react';
import { useSyncExternalStore } from 'react';
import { allows, canLoadWidget, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';
import { usePanelName } from './panel-name.ts';
import { addWidget } from './dock.ts';
import { toggleMaximised } from './maximise.ts';
import { closeTab } from './tab-close.ts';

/** Spec 1 §2: per-tab help opens the Help widget in panel _f. */
const HELP_SLOT = '_f';

/** Four corners pointing out: the panel takes the whole workspace. */
const MaximiseIcon = () => (
  <svg className="tj-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" />
  </svg>
);

/** Four corners pointing in: every panel comes back. */
const RestoreIcon = () => (
  <svg className="tj-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M6 2v4H2M14 6h-4V2M10 14v-4h4M2 10h4v4" />
  </svg>
);

/** Whether the panel fills the workspace now, kept up to date. */
function useMaximised(group: IDockviewGroupPanel, api: Pick<DockviewApi, 'onDidMaximizedGroupChange'>): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = api.onDidMaximizedGroupChange(onChange);
      return () => subscription.dispose();
    },
    () => group.api.isMaximized(),
  );
}

/**
 * The end of each panel's tab bar: a radio that makes it the active panel (where the picker adds widgets, spec 1 §2
 * "choose the active panel by radio"), per-tab help, a button that gives the panel the whole workspace and back
 * (maximise.ts), a button that closes the tab shown (undoable), and one that closes the panel, for a role that may
 * (spec 1 §6: Open User may not). Each has its name as a tooltip. They are named by the panel's widgets; the slot key
 * stays out of what a learner reads (data-slot).
 */
export function PanelActions({ group, containerApi, isGroupActive, activePanel }: IDockviewHeaderActionsProps) {
  const t = useT();
  const panel = usePanelName(group, containerApi);
  const ability = useValue(userAbilities);
  const mayClose = allows(ability, gates.closePanel);
  const maximised = useMaximised(group, containerApi);
  const maximiseName = t(maximised ? 'host.restorePanel' : 'host.maximisePanel', { panel });
  return (
    <div className="tj-panel-actions">
      <input
        type="radio"
        className="tj-panel-key"
        name="tj-active-panel"
        data-slot={group.id}
        checked={isGroupActive}
        aria-label={t('host.activePanel', { panel })}
        title={t('host.activePanel', { panel })}
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
      <button
        type="button"
        className="tj-icon-button tj-maximise"
        aria-label={maximiseName}
        title={maximiseName}
        onClick={() => toggleMaximised(group)}
      >
        {maximised ? <RestoreIcon /> : <MaximiseIcon />}
      </button>
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
