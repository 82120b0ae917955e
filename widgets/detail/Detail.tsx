import { useEffect, useMemo } from 'react';
import type { Thought } from '../../src/contract/thought.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { Emit } from '../../src/elements/events.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LookupEmpty } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { thought } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { useValue } from '../../src/react/use-value.ts';
import { thoughtFacts, unknownWord, type DetailKind } from './thought-facts.ts';

export const detailAttributes = {
  /** Shows only the thought's label, without its kind, language and description. */
  compact: attribute.flag(),
};

const kindKeys: Record<DetailKind, MessageKey> = {
  string: 'detail.type.string',
  entity: 'detail.type.entity',
  note: 'detail.type.note',
  graph: 'detail.type.graph',
  quest: 'detail.type.quest',
  person: 'detail.type.person',
  place: 'detail.type.place',
};

/**
 * The thought's label, and unless compact its kind, language and description, each in its own language; a word the
 * knowledge source does not know is said to be not found, with the words the learner may have meant.
 */
function ThoughtView({ current, compact, emit }: { current: Thought; compact: boolean; emit: Emit }) {
  const t = useT();
  const interfaceLanguage = useLanguage();
  const languageNames = useMemo(
    () => new Intl.DisplayNames([interfaceLanguage], { type: 'language' }),
    [interfaceLanguage],
  );
  const search = useSearchWord(emit);
  const entities = useLookup('entities');
  const facts = thoughtFacts(current, entities);
  const unknown = unknownWord(current, entities);
  return (
    <>
      <p className="kicker" part="caption">
        {t('detail.heading')}
      </p>
      <h2 part="heading" lang={facts?.language}>
        {current.label ?? current.word}
      </h2>
      {unknown ? (
        <LookupEmpty word={current.word} answer={unknown} onSearch={search} />
      ) : (
        !compact &&
        facts && (
          <>
            <dl part="facts">
              <dt>{t('detail.type')}</dt>
              <dd>{t(kindKeys[facts.kind])}</dd>
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
