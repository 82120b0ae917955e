import { partOfSpeechKeys } from '../../src/elements/knowledge-text.ts';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';

export const glossaryAttributes = {};

/** Glossary: terms related to the current thought, closest first; choosing one searches it. */
export function Glossary({ emit }: WidgetProps<typeof glossaryAttributes>) {
  const t = useT();
  const result = useLookup('links');
  const search = useSearchWord(emit);

  return (
    <section className="glossary">
      <LookupView result={result} idleKey="glossary.idle" onRetry={() => retryLookup('links')} onSearch={search}>
        {(data) =>
          data.links.length === 0 ? (
            <p className="tj-message" part="empty">
              {t('glossary.none', { word: data.query })}
            </p>
          ) : (
            <>
              <h2 part="heading">{t('glossary.heading', { word: data.query })}</h2>
              <ol className="terms" part="list">
                {data.links.map((link) => (
                  <li key={`${link.term}-${link.synsetId}`} part="item">
                    <p className="term-line">
                      <button type="button" className="lookup-link term" part="term" onClick={() => search(link.term)}>
                        <span lang={data.language}>{link.term}</span>
                        <span className="tj-visually-hidden">{t('glossary.searchIt')}</span>
                      </button>{' '}
                      <span className="kicker" part="part-of-speech">
                        {t(partOfSpeechKeys[link.partOfSpeech])}
                      </span>
                    </p>
                    <p className="relation" part="relation" lang={data.language}>
                      {data.query} {link.label} {link.term}
                    </p>
                  </li>
                ))}
              </ol>
            </>
          )
        }
      </LookupView>
    </section>
  );
}
