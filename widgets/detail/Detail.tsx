import { useEffect, useMemo } from 'react';
import type { ThoughtType } from '../../src/contract/thought.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { locale } from '../../src/preferences/locale.ts';
import { thought } from '../../src/kit/search.ts';
import { useValue } from '../../src/react/use-value.ts';

export const detailAttributes = {
  /** Shows only the thought's label, without its kind and language. */
  compact: attribute.flag(),
};

const typeKeys: Record<ThoughtType, MessageKey> = {
  string: 'detail.type.string',
  entity: 'detail.type.entity',
  note: 'detail.type.note',
  graph: 'detail.type.graph',
  quest: 'detail.type.quest',
};

/** Detail: shows the current thought. */
export function Detail({ compact, emit }: WidgetProps<typeof detailAttributes>) {
  const t = useT();
  const current = useValue(thought);
  const language = useValue(locale);
  const languageNames = useMemo(() => new Intl.DisplayNames([language], { type: 'language' }), [language]);

  useEffect(() => {
    if (current) emit('tj-thought-shown', { thought: current });
  }, [current, emit]);

  return (
    <section className="detail" aria-live="polite">
      {current ? (
        <>
          <p className="kicker" part="caption">
            {t('detail.heading')}
          </p>
          <h2 part="heading">{current.label ?? current.word}</h2>
          {!compact && (
            <dl part="facts">
              <dt>{t('detail.type')}</dt>
              <dd>{t(typeKeys[current.type])}</dd>
              <dt>{t('detail.language')}</dt>
              <dd>{languageNames.of(current.lang) ?? current.lang}</dd>
            </dl>
          )}
        </>
      ) : (
        <p className="tj-message" part="idle">
          {t('detail.empty')}
        </p>
      )}
    </section>
  );
}
