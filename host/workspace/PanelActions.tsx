import type { IDockviewHeaderActionsProps } from 'dockview-react';
import { useT } from '../../src/i18n/use-t.ts';

/**
 * The end of each panel's tab bar: its slot key as a radio that makes it the active panel (where the picker adds
 * widgets, spec 1 §2 "choose the active panel by radio") and a button that closes the panel.
 */
export function PanelActions({ group, containerApi, isGroupActive }: IDockviewHeaderActionsProps) {
  const t = useT();
  const panel = group.id;
  return (
    <div className="tj-panel-actions">
      <label className="tj-panel-key">
        <input
          type="radio"
          name="tj-active-panel"
          checked={isGroupActive}
          aria-label={t('host.activePanel', { panel })}
          onChange={() => group.api.setActive()}
        />
        <span aria-hidden="true">{panel}</span>
      </label>
      <button
        type="button"
        className="tj-icon-button"
        aria-label={t('host.closePanel', { panel })}
        onClick={() => containerApi.removeGroup(group)}
      >
        ×
      </button>
    </div>
  );
}
