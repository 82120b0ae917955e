import type { ProviderPaper } from '../../src/contract/providers.ts';
import { ProviderView, ResultList } from '../../src/elements/ProviderView.tsx';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';

export const researchPapersAttributes = {};

/** The paper index and where its records are read. */
export const PAPER_SOURCE = { name: 'Crossref', url: 'https://www.crossref.org/' } as const;

/** Crossref's kinds of work, by the few names a learner meets; every other kind is "another work". */
const KIND_KEYS: Readonly<Record<string, MessageKey>> = {
  'journal-article': 'research-papers.kind.article',
  'proceedings-article': 'research-papers.kind.proceedings',
  'book-chapter': 'research-papers.kind.chapter',
  book: 'research-papers.kind.book',
  monograph: 'research-papers.kind.book',
  'edited-book': 'research-papers.kind.book',
  'posted-content': 'research-papers.kind.preprint',
  dissertation: 'research-papers.kind.dissertation',
  report: 'research-papers.kind.report',
  dataset: 'research-papers.kind.dataset',
};

/** One paper's details: authors, where and when it appeared, its kind, and its abstract behind a disclosure. */
function PaperDetails({ paper }: { readonly paper: ProviderPaper }) {
  const t = useT();
  const where = [paper.venue ?? paper.publisher, paper.year].filter((part) => part !== undefined).join(', ');
  return (
    <>
      {paper.authors.length > 0 && (
        <p className="provider-meta" part="authors">
          {paper.authors.join(', ')}
        </p>
      )}
      <p className="provider-meta" part="published">
        <span className="paper-kind">{t(KIND_KEYS[paper.kind] ?? 'research-papers.kind.other')}</span>
        {where && ` · ${where}`}
      </p>
      {paper.abstract && (
        <details className="paper-abstract" part="abstract">
          <summary>{t('research-papers.abstract')}</summary>
          <p>{paper.abstract}</p>
        </details>
      )}
    </>
  );
}

/** Research Papers: the works of the public paper index (Crossref) about the current thought, most relevant first. */
export function ResearchPapers(_props: WidgetProps<typeof researchPapersAttributes>) {
  const t = useT();
  const language = useLanguage();
  const result = useLookup('papers');

  return (
    <section className="research-papers">
      <ProviderView
        result={result}
        idleKey="research-papers.idle"
        onRetry={() => retryLookup('papers')}
        isEmpty={(found) => found.papers.length === 0}
      >
        {(found) => (
          <>
            <p className="provider-meta" part="count">
              {t('research-papers.count', {
                total: new Intl.NumberFormat(language).format(found.total),
                word: found.query,
                shown: found.papers.length,
              })}
            </p>
            <ResultList
              label={t('research-papers.results', { word: found.query })}
              entries={found.papers.map((paper) => ({
                id: paper.id,
                title: paper.title,
                url: paper.url,
                // The index's records are in the language they were published in, mostly English.
                lang: 'en',
                details: <PaperDetails paper={paper} />,
              }))}
            />
            <p className="provider-meta paper-source" part="source">
              {t('lookup.source')}{' '}
              <a href={PAPER_SOURCE.url} target="_blank" rel="noopener noreferrer">
                {PAPER_SOURCE.name}
              </a>
            </p>
          </>
        )}
      </ProviderView>
    </section>
  );
}
