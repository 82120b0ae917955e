import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { thoughtMap } from '../../src/kit/thought-map.ts';
import { treasure } from '../../src/kit/treasure.ts';
import { useCheckpoints } from '../../src/react/use-checkpoints.ts';
import { useValue } from '../../src/react/use-value.ts';

export const questCheckpointAttributes = {};

/**
 * Quest Checkpoint: where the learner stands in the quest being followed (the thought map's thoughts, in order),
 * how far along that is, and the checkpoint to reach next, one click away.
 */
export function QuestCheckpoint({ emit }: WidgetProps<typeof questCheckpointAttributes>) {
  const t = useT();
  const { all, index, next } = useCheckpoints();
  const found = useValue(treasure.signals.found);
  // A quest (or saved state) put in place has a goal; the learner's own map is wherever they are, with no treasure.
  const following = useValue(thoughtMap.signals.goal) !== null;
  const explore = useSearchWord(emit, 'entity');
  if (all.length === 0) {
    return (
      <section className="quest-panel">
        <p className="tj-message" part="empty">
          {t('quest-checkpoint.empty')}
        </p>
      </section>
    );
  }
  const reached = index + 1;
  return (
    <section className="quest-panel">
      <p className="where" part="where" role="status">
        {index === -1
          ? t('quest-checkpoint.nowhere', { total: all.length })
          : t(following ? 'quest-checkpoint.at' : 'quest-checkpoint.ownAt', {
              number: reached,
              total: all.length,
              label: all[index]?.label ?? '',
            })}
      </p>
      <progress part="progress" max={all.length} value={reached} aria-label={t('quest-checkpoint.progress')} />
      {next ? (
        <p part="next">
          {t('quest-checkpoint.next')}{' '}
          <button type="button" onClick={() => explore(next.label)}>
            {next.label}
          </button>
        </p>
      ) : (
        <p part="done">
          {t(
            !following
              ? 'quest-checkpoint.ownLatest'
              : found
                ? 'quest-checkpoint.treasureFound'
                : 'quest-checkpoint.lastReached',
          )}
        </p>
      )}
    </section>
  );
}
