import { useEffect, useId, useState } from 'react';
import { thoughtTypeSchema, type ThoughtType } from '../../src/contract/thought.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import type { PastThought } from '../../src/events/thoughts.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { folded } from '../../src/i18n/folded.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { searchWord } from '../../src/kit/search.ts';
import { thoughts } from '../../src/kit/thoughts.ts';
import { useValue } from '../../src/react/use-value.ts';

export const thoughtsFilterAttributes = {};

const kinds = thoughtTypeSchema.options;
const kindKey = (type: ThoughtType) => `thoughts-filter.kind.${type}` as MessageKey;

/**
 * Thoughts Filter: the thoughts the signed-in learner had lately (words looked up, ideas explored, notes, graphs,
 * quests), filtered by kind and by text; choosing one makes it the page's thought again. A guest is asked to sign in.
 */
export function ThoughtsFilter({ emit }: WidgetProps<typeof thoughtsFilterAttributes>) {
  const state = useValue(thoughts.state);
  useEffect(() => thoughts.need(), []);
  const t = useT();
  return (
    <section className="learner-data">
      {state.status !== 'guest' && (
        <div className="row">
          <button type="button" onClick={() => thoughts.reload()}>
            {t('thoughts-filter.refresh')}
          </button>
        </div>
      )}
      <LearnerDataView
        state={state}
        messages={{
          signIn: 'thoughts-filter.signIn',
          loading: 'thoughts-filter.loading',
          failed: 'thoughts-filter.failed',
        }}
        onRetry={() => thoughts.reload()}
      >
        {(list) => (
          <Filtered
            list={list}
            onChoose={({ word, type }) => {
              if (searchWord(word, { type })) emit('tj-search', { word });
            }}
          />
        )}
      </LearnerDataView>
    </section>
  );
}

function Filtered({ list, onChoose }: { list: readonly PastThought[]; onChoose: (thought: PastThought) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [shown, setShown] = useState<ReadonlySet<ThoughtType>>(new Set(kinds));
  if (list.length === 0) {
    return (
      <p className="tj-message" part="empty" role="status">
        {t('thoughts-filter.empty')}
      </p>
    );
  }
  const wanted = folded(text.trim());
  const matching = list.filter((thought) => shown.has(thought.type) && folded(thought.word).includes(wanted));
  const toggle = (kind: ThoughtType) => {
    const next = new Set(shown);
    if (!next.delete(kind)) next.add(kind);
    setShown(next);
  };

  return (
    <>
      <div className="row" part="filters">
        <label htmlFor={id}>{t('thoughts-filter.filter')}</label>
        <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="row" part="kinds" role="group" aria-label={t('thoughts-filter.kinds')}>
        {kinds.map((kind) => (
          <button key={kind} type="button" part="kind" aria-pressed={shown.has(kind)} onClick={() => toggle(kind)}>
            {t(kindKey(kind))}
          </button>
        ))}
      </div>
      <p className="muted" part="count" role="status">
        {t('thoughts-filter.count', { shown: matching.length, total: list.length })}
      </p>
      {matching.length === 0 ? (
        <p className="tj-message" part="no-match">
          {t('thoughts-filter.noMatch')}
        </p>
      ) : (
        <ul className="cards" part="list">
          {matching.map((thought) => (
            <li key={`${thought.type}\u0000${thought.word}`}>
              <button type="button" className="card thought" part="thought" onClick={() => onChoose(thought)}>
                <span className="card-title">{thought.word}</span>
                <span className="muted">
                  {t(kindKey(thought.type))} · {t('thoughts-filter.times', { count: thought.count })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
