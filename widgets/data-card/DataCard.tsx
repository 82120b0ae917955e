import { partOfSpeechKeys, safeUrl } from '../../src/elements/knowledge-text.ts';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { sensesOf, type Definition } from './main-sense.ts';

export const dataCardAttributes = {};

/** A list of words to search, under a label; nothing when there are none. */
function Words(props: {
  labelKey: MessageKey;
  words: readonly string[];
  language: string;
  onSearch: (word: string) => void;
}) {
  const { labelKey, words, language, onSearch } = props;
  const t = useT();
  if (words.length === 0) return null;
  return (
    <div className="words" part="words">
      <span className="words-label">{t(labelKey)}</span>
      <ul className="term-list" lang={language}>
        {words.map((word) => (
          <li key={word}>
            <button type="button" className="lookup-link" part="term" onClick={() => onSearch(word)}>
              {word}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One definition: its text and its examples. */
function DefinitionText({ definition }: { definition: Definition }) {
  return (
    <>
      <p>{definition.definition}</p>
      {definition.examples.map((example) => (
        <p key={example} className="example" part="example">
          <q>{example}</q>
        </p>
      ))}
    </>
  );
}

/**
 * Data Card: the dictionary entry of the current thought — its main sense first, then its other senses by part of
 * speech, with examples, synonyms and antonyms.
 */
export function DataCard({ emit }: WidgetProps<typeof dataCardAttributes>) {
  const t = useT();
  const result = useLookup('dictionary');
  const search = useSearchWord(emit);

  return (
    <article className="data-card">
      <LookupView result={result} idleKey="data-card.idle" onRetry={() => retryLookup('dictionary')} onSearch={search}>
        {(data) => {
          const sourceUrl = safeUrl(data.source.url);
          const { main, others } = sensesOf(data.meanings);
          return (
            <>
              <h2 part="heading" lang={data.language}>
                {data.word}
              </h2>
              {main && (
                <section className="main-sense" part="main-sense" aria-label={t('data-card.mainSense')}>
                  <p className="kicker" part="part-of-speech">
                    {t(partOfSpeechKeys[main.partOfSpeech])}
                  </p>
                  <div className="main-definition" part="definition" lang={data.language}>
                    <DefinitionText definition={main.definition} />
                  </div>
                  <Words
                    labelKey="data-card.synonyms"
                    words={main.definition.synonyms}
                    language={data.language}
                    onSearch={search}
                  />
                  <Words
                    labelKey="data-card.antonyms"
                    words={main.definition.antonyms}
                    language={data.language}
                    onSearch={search}
                  />
                </section>
              )}
              {others.length > 0 && (
                <section className="other-senses" part="other-senses">
                  <h3>{t('data-card.otherSenses')}</h3>
                  {others.map((meaning) => (
                    <section key={meaning.partOfSpeech} className="meaning" part="meaning">
                      <h4 part="part-of-speech">{t(partOfSpeechKeys[meaning.partOfSpeech])}</h4>
                      <ol part="definitions" lang={data.language}>
                        {meaning.definitions.map((definition, at) => (
                          <li key={at}>
                            <DefinitionText definition={definition} />
                          </li>
                        ))}
                      </ol>
                      <Words
                        labelKey="data-card.synonyms"
                        words={meaning.synonyms}
                        language={data.language}
                        onSearch={search}
                      />
                      <Words
                        labelKey="data-card.antonyms"
                        words={meaning.antonyms}
                        language={data.language}
                        onSearch={search}
                      />
                    </section>
                  ))}
                </section>
              )}
              <p className="source" part="source">
                {t('lookup.source')}{' '}
                {sourceUrl ? (
                  <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
                    {data.source.name}
                  </a>
                ) : (
                  data.source.name
                )}{' '}
                ({data.source.license})
              </p>
            </>
          );
        }}
      </LookupView>
    </article>
  );
}
