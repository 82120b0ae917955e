import { allows, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';
import { dock } from './dock.ts';
import { questMode, setQuestMode } from './quest-mode.ts';

/**
 * The navbar's quest-mode toggle: it shows ON or OFF (spec 1 §4); Alt + Q does the same. Not shown to a role that
 * may not save quests (spec 1 §6: save Quest gates quest-mode navigation).
 */
export function QuestModeToggle() {
  const t = useT();
  const on = useValue(questMode);
  const api = useValue(dock);
  const allowed = allows(useValue(userAbilities), gates.saveQuest);
  if (!allowed) return null;
  return (
    <button
      type="button"
      className="tj-button"
      aria-pressed={on}
      aria-keyshortcuts="Alt+Q"
      disabled={!api}
      onClick={() => setQuestMode(!on)}
    >
      {t('host.questModeToggle', { state: t(on ? 'host.questModeOnLabel' : 'host.questModeOffLabel') })}
    </button>
  );
}
