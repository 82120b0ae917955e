import { Fragment, useEffect, useState } from 'react';
import type { Thought } from '../../src/contract/thought.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { Emit } from '../../src/elements/events.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { thought } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { useValue } from '../../src/react/use-value.ts';
import { thoughtFacts, type DetailKind } from './thought-facts.ts';

export const detailAttributes = {
  /** Shows only the thought's label, without its kind, language and description. */
  compact: attribute.flag(),
};

const kindKey = (kind: DetailKind) => `detail.type.${kind}` as MessageKey;

type SenseKindKey = (category: string) => MessageKey;

/**
 * The name of a sense's kind (person, artifact …), once its messages have loaded: a chunk of their own, fetched the
 * first time a thought has one, so that Search Engine + Detail keep to their size budget (bench:size).
 */
function useSenseKind(category: string | undefined): MessageKey | undefined {
  const [senseKindKey, setSenseKindKey] = useState<SenseKindKey>();
  useEffect(() => {
    if (category === undefined || senseKindKey) return;
    void import('../../src/elements/sense-kind.ts').then((names) => setSenseKindKey(() => names.senseKindKey));
  }, [category, senseKindKey]);
  return category !== undefined && senseKindKey ? senseKindKey(category) : undefined;
}

/**
 * The thought's label, and unless compact its kind, language and description, each in its own language; a word the
 * knowledge source does not know is said to be not found, with the words the learner may have meant.
 */
function ThoughtView({ current, compact, emit }: { current: Thought; compact: boolean; emit: Emit }) {
  const t = useT();
  const languageNames = new Intl.DisplayNames([useLanguage()], { type: 'language' });
  const search = useSearchWord(emit);
  const facts = thoughtFacts(current, useLookup('entities'));
  const senseKind = useSenseKind(facts?.category);
  return (
    <>
      <p className="kicker" part="caption">
        {t('detail.heading')}
      </p>
      <h2 part="heading" lang={facts?.language}>
        {current.label ?? current.word}
      </h2>
      {facts?.meant ? (
        // Its own few lines rather than LookupView's: Search Engine + Detail keep to their size budget (bench:size).
        <p className="tj-message" part="empty">
          {t('detail.notFound')}
          {facts.meant.map((term) => (
            <Fragment key={term}>
              {' '}
              <button type="button" part="suggestion" lang={facts.language} onClick={() => search(term)}>
                {term}
              </button>
            </Fragment>
          ))}
        </p>
      ) : (
        !compact &&
        facts && (
          <>
            <dl part="facts">
              <dt>{t('detail.type')}</dt>
              <dd>{facts.category ? senseKind && t(senseKind) : t(kindKey(facts.kind))}</dd>
              <dt>{t('detail.language')}</dt>
              <dd>{languageNames.of(facts.language) ?? facts.language}</dd>
            </dl>
            {facts.definition && (
              <p className="description" part="description" lang={facts.language}>
                {facts.definition}
              </p>
            )}
          </>
        )
      )}
    </>
  );
}

/** Detail: shows the current thought. */
export function Detail({ compact, emit }: WidgetProps<typeof detailAttributes>) {
  const t = useT();
  const current = useValue(thought);

  useEffect(() => {
    if (current) emit('tj-thought-shown', { thought: current });
  }, [current, emit]);

  return (
    <section className="detail" aria-live="polite">
      {current ? (
        <ThoughtView current={current} compact={compact} emit={emit} />
      ) : (
        <p className="tj-message" part="idle">
          {t('detail.empty')}
        </p>
      )}
    </section>
  );
}
