import { abilities, allows, gates } from '../../src/abilities/abilities.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useCheckpoints } from '../../src/react/use-checkpoints.ts';
import { useValue } from '../../src/react/use-value.ts';

export const questNavigationAttributes = {};

/**
 * Quest Navigation: to the previous and the next checkpoint of the quest being followed, each explored. Its buttons
 * are quest controls: a role that may not save quests (spec 1 §6: save Quest) reads that they are not for it.
 */
export function QuestNavigation({ emit }: WidgetProps<typeof questNavigationAttributes>) {
  const t = useT();
  const { all, previous, next } = useCheckpoints();
  const explore = useSearchWord(emit, 'entity');
  const mayNavigate = allows(useValue(abilities), gates.saveQuest);
  if (!mayNavigate) {
    return (
      <section className="quest-panel">
        <p className="tj-message" role="note">
          {t('elements.notAvailable', { title: t('quest-navigation.title') })}
        </p>
      </section>
    );
  }
  if (all.length === 0) {
    return (
      <section className="quest-panel">
        <p className="tj-message" part="empty">
          {t('quest-navigation.empty')}
        </p>
      </section>
    );
  }
  return (
    <nav className="quest-panel quest-navigation" aria-label={t('quest-navigation.label')} part="buttons">
      <button type="button" part="previous" disabled={!previous} onClick={() => previous && explore(previous.label)}>
        {previous ? t('quest-navigation.previous', { label: previous.label }) : t('quest-navigation.atFirst')}
      </button>
      <button type="button" part="next" disabled={!next} onClick={() => next && explore(next.label)}>
        {next ? t('quest-navigation.next', { label: next.label }) : t('quest-navigation.atLast')}
      </button>
    </nav>
  );
}
