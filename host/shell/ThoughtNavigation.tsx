import { useT } from '../../src/i18n/use-t.ts';
import { stepThought } from '../../src/kit/explore.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { useValue } from '../../src/react/use-value.ts';

const go = (direction: 'previousThought' | 'nextThought') => void stepThought(exploreGraph, direction);

/**
 * Spec 1 §2 "a thought navigation controller (previous and next through entity nodes)": the explore graph's thought
 * history, as a browser's back and forward. Each button names the thought it goes to.
 */
export function ThoughtNavigation() {
  const t = useT();
  const { entries, index } = useValue(exploreGraph.signals.model).history;
  const previous = entries[index - 1];
  const next = entries[index + 1];
  return (
    <div className="tj-thought-nav" role="group" aria-label={t('host.thoughtNav')}>
      <button
        type="button"
        className="tj-button"
        disabled={!previous}
        aria-label={
          previous ? t('host.thoughtNav.previousTo', { thought: previous.label }) : t('host.thoughtNav.previous')
        }
        title={previous?.label}
        onClick={() => go('previousThought')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="tj-button"
        disabled={!next}
        aria-label={next ? t('host.thoughtNav.nextTo', { thought: next.label }) : t('host.thoughtNav.next')}
        title={next?.label}
        onClick={() => go('nextThought')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
