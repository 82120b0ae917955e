// Adding a panel, as the navbar's button does: the toast says which way it went.
import { t } from '../../src/i18n/i18n.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { addPanel } from './dock.ts';

export function addPanelAndTell(): void {
  const slot = addPanel();
  showToast(slot ? t('host.panelAdded') : t('host.panelsFull'), slot ? 'success' : 'error');
}
