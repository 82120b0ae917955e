import { abilities } from '../../src/abilities/abilities.ts';
import { hotkeyLabel } from '../../src/graph/hotkeys.ts';
import { allowedModeHotkeys } from '../../src/graph/mode-actions.ts';
import type { GraphMode } from '../../src/graph/modes.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { keyboardMapFor } from '../../src/page/keyboard-map.ts';
import { useValue } from '../../src/react/use-value.ts';

export const helpAttributes = {};

/** Graph Controls' own names for the modes, so a mode is called the same in both widgets. */
const modeKey = (mode: GraphMode) => `graph-controls.mode.${mode}` as MessageKey;

/**
 * Help (spec 1 §2, opened per tab in panel _f): the keyboard map of spec 2 §9.2 and the graph edit modes with their
 * keys, those the learner's roles allow (spec 1 §6: shortest path is off for all). Only text: the /accessibility page is the host's, and this widget may sit on a partner's page.
 */
export function Help() {
  const t = useT();
  const ability = useValue(abilities);
  return (
    <section className="help">
      <p part="intro">{t('help.intro')}</p>

      <h2 part="heading">{t('help.keys.heading')}</h2>
      <table className="keys-table" part="table">
        <caption>{t('help.keys.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('help.keys.keys')}</th>
            <th scope="col">{t('help.keys.action')}</th>
          </tr>
        </thead>
        <tbody>
          {keyboardMapFor(ability).map((row) => (
            <tr key={row.keys}>
              <th scope="row">
                <kbd part="keys">{row.keys}</kbd>
              </th>
              <td>{t(row.action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="note" part="note">
        {t('help.keys.note')}
      </p>

      <h2 part="heading">{t('help.modes.heading')}</h2>
      <p part="intro">{t('help.modes.intro')}</p>
      <table className="keys-table" part="table">
        <caption>{t('help.modes.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('help.modes.keys')}</th>
            <th scope="col">{t('help.modes.mode')}</th>
          </tr>
        </thead>
        <tbody>
          {allowedModeHotkeys(ability).map(({ key, mode }) => (
            <tr key={key}>
              <th scope="row">
                <kbd part="keys">{hotkeyLabel(key)}</kbd>
              </th>
              <td>{t(modeKey(mode))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="note" part="note">
        {t('help.modes.others')}
      </p>

      <p part="more">{t('help.more')}</p>
    </section>
  );
}
