import type { EncyclopediaSummary, KnowledgeTerm, WikidataAnswer } from '../../src/contract/knowledge.ts';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { partOfSpeechKeys, safeUrl } from '../../src/elements/knowledge-text.ts';
import { senseKindKey } from '../../src/elements/sense-kind.ts';

export const wikiDataCardAttributes = {};

type Facts = WikidataAnswer['facts'];

/** The facts in the order the card lists them; spec 1 asks for is-a, instance-of, parts, members, domain, synonyms. */
const factKeys: readonly [keyof Facts, MessageKey][] = [
  ['isA', 'wiki-data-card.fact.isA'],
  ['instanceOf', 'wiki-data-card.fact.instanceOf'],
  ['parts', 'wiki-data-card.fact.parts'],
  ['partOf', 'wiki-data-card.fact.partOf'],
  ['members', 'wiki-data-card.fact.members'],
  ['memberOf', 'wiki-data-card.fact.memberOf'],
  ['madeOf', 'wiki-data-card.fact.madeOf'],
  ['domain', 'wiki-data-card.fact.domain'],
  ['synonyms', 'wiki-data-card.fact.synonyms'],
  ['antonyms', 'wiki-data-card.fact.antonyms'],
  ['kinds', 'wiki-data-card.fact.kinds'],
  ['instances', 'wiki-data-card.fact.instances'],
];

const labelOf = (value: KnowledgeTerm | string): string => (typeof value === 'string' ? value : value.label);

/** The card is empty only when neither the knowledge source nor the encyclopedia knows the word. */
const isEmpty = (data: WikidataAnswer): boolean =>
  !data.found && !(data.summary?.configured === true && data.summary.found);

/** Wiki Data Card: the facts of the current thought, and the encyclopedia's summary and picture when connected. */
export function WikiDataCard({ emit }: WidgetProps<typeof wikiDataCardAttributes>) {
  const t = useT();
  const result = useLookup('wikidata');
  const search = useSearchWord(emit);

  return (
    <article className="wiki-card">
      <LookupView
        result={result}
        idleKey="wiki-data-card.idle"
        onRetry={() => retryLookup('wikidata')}
        onSearch={search}
        isEmpty={isEmpty}
      >
        {(data) => {
          const facts = factKeys.filter(([fact]) => data.facts[fact].length > 0);
          return (
            <>
              <header>
                {data.partOfSpeech && (
                  <p className="kicker" part="part-of-speech">
                    {t(partOfSpeechKeys[data.partOfSpeech])}
                    {data.category && <> · {t(senseKindKey(data.category))}</>}
                  </p>
                )}
                <h2 part="heading" lang={data.language}>
                  {data.found ? data.term : data.word}
                </h2>
              </header>
              {data.description && (
                <p className="description" part="description" lang={data.language}>
                  {data.description}
                </p>
              )}
              {facts.length > 0 && (
                <dl className="facts" part="facts" aria-label={t('wiki-data-card.facts')}>
                  {facts.map(([fact, key]) => (
                    <div key={fact} className="fact" part="fact">
                      <dt>{t(key)}</dt>
                      <dd>
                        <ul className="term-list" lang={data.language}>
                          {data.facts[fact].map((value) => (
                            <li key={labelOf(value)}>
                              <button
                                type="button"
                                className="lookup-link"
                                part="term"
                                onClick={() => search(labelOf(value))}
                              >
                                {labelOf(value)}
                              </button>
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {data.otherSenses.length > 0 && (
                <details className="other-senses" part="other-senses">
                  <summary>{t('wiki-data-card.otherSenses', { count: data.otherSenses.length })}</summary>
                  <ul>
                    {data.otherSenses.map((sense) => (
                      <li key={sense.synsetId}>
                        <span className="kicker">{t(partOfSpeechKeys[sense.partOfSpeech])}</span>{' '}
                        <span lang={data.language}>{sense.definition}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
              {data.summary && <Encyclopedia summary={data.summary} word={data.word} language={data.language} />}
            </>
          );
        }}
      </LookupView>
    </article>
  );
}

/** The encyclopedia's part of the card: its summary and picture, or why there is none. */
function Encyclopedia({ summary, word, language }: { summary: EncyclopediaSummary; word: string; language: string }) {
  const t = useT();
  let content;
  if (!summary.configured) {
    content = (
      <p className="encyclopedia-note" part="encyclopedia-note" role="note">
        {t('wiki-data-card.encyclopediaNotConfigured')}
      </p>
    );
  } else if (summary.unavailable) {
    content = (
      <p className="encyclopedia-note" part="encyclopedia-note">
        {t('wiki-data-card.encyclopediaUnavailable')}
      </p>
    );
  } else if (!summary.found) {
    content = (
      <p className="encyclopedia-note" part="encyclopedia-note">
        {t('wiki-data-card.encyclopediaNotFound', { word })}
      </p>
    );
  } else {
    const image = safeUrl(summary.imageUrl);
    const page = safeUrl(summary.pageUrl);
    content = (
      <>
        {image && (
          <figure>
            <img part="picture" src={image} alt={summary.title ?? word} loading="lazy" referrerPolicy="no-referrer" />
          </figure>
        )}
        {summary.title && (
          <h3 part="encyclopedia-heading" lang={language}>
            {summary.title}
          </h3>
        )}
        {summary.extract && (
          <p part="extract" lang={language}>
            {summary.extract}
          </p>
        )}
        {page && (
          <p className="source" part="source">
            <a href={page} target="_blank" rel="noopener noreferrer">
              {t('wiki-data-card.readMore')}
            </a>
          </p>
        )}
      </>
    );
  }
  return (
    <section className="encyclopedia" part="encyclopedia" aria-label={t('wiki-data-card.encyclopedia')}>
      {content}
    </section>
  );
}
