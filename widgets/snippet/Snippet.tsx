import { KNOWLEDGE_SOURCE, partOfSpeechKeys } from '../../src/elements/knowledge-text.ts';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';

export const snippetAttributes = {};

/** Snippet: a short paragraph about the current thought, with its source. */
export function Snippet({ emit }: WidgetProps<typeof snippetAttributes>) {
  const t = useT();
  const result = useLookup('snippet');
  const search = useSearchWord(emit);

  return (
    <article className="snippet">
      <LookupView result={result} idleKey="snippet.idle" onRetry={() => retryLookup('snippet')} onSearch={search}>
        {(data) => (
          <>
            {data.partOfSpeech && (
              <p className="kicker" part="part-of-speech">
                {t(partOfSpeechKeys[data.partOfSpeech])}
              </p>
            )}
            <h2 part="heading" lang={data.language}>
              {data.term}
            </h2>
            <p className="snippet-text" part="text" lang={data.language}>
              {data.text}
            </p>
            <p className="source" part="source">
              {t('lookup.source')}{' '}
              <a href={KNOWLEDGE_SOURCE.url} target="_blank" rel="noopener noreferrer">
                {KNOWLEDGE_SOURCE.name}
              </a>
            </p>
          </>
        )}
      </LookupView>
    </article>
  );
}
