import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';
import { dock } from './dock.ts';
import { questMode, setQuestMode } from './quest-mode.ts';

/** The navbar's quest-mode toggle: it shows ON or OFF (spec 1 §4); Alt + Q does the same. */
export function QuestModeToggle() {
  const t = useT();
  const on = useValue(questMode);
  const api = useValue(dock);
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
