import { useT } from '../../src/i18n/use-t.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { useValue } from '../../src/react/use-value.ts';
import { addPanel, dock } from './dock.ts';

export function AddPanelButton() {
  const t = useT();
  const api = useValue(dock);
  return (
    <button
      type="button"
      className="tj-button"
      disabled={!api}
      onClick={() => {
        const slot = addPanel();
        showToast(slot ? t('host.panelAdded', { panel: slot }) : t('host.panelsFull'), slot ? 'success' : 'error');
      }}
    >
      {t('host.addPanel')}
    </button>
  );
}
