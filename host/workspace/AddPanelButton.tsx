import { allows, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';
import { addPanelAndTell } from './add-panel.ts';
import { dock } from './dock.ts';

/** Add new Panel; not shown to a role that may not create layouts (spec 1 §6: create Layout). */
export function AddPanelButton() {
  const t = useT();
  const api = useValue(dock);
  const allowed = allows(useValue(userAbilities), gates.createLayout);
  if (!allowed) return null;
  return (
    <button type="button" className="tj-button" disabled={!api} onClick={addPanelAndTell}>
      {t('host.addPanel')}
    </button>
  );
}
