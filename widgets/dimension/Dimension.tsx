import type { DimensionAnswer, DimensionAttribute, DimensionFact, Suggestion } from '../../src/contract/knowledge.ts';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import type { LookupResult } from '../../src/search/fan-out.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';

export const dimensionAttributes = {};

/** The thought's node of the answer, as LookupView reads an answer: found or not, with its "did you mean". */
interface ThoughtDimensions {
  readonly found: boolean;
  readonly suggestions: readonly Suggestion[];
  readonly language: string;
  /** The attributes asked, in the spec's order (What, When, Where, Who, Which, How, Why). */
  readonly attributes: readonly DimensionAttribute[];
  readonly facts: Partial<Record<DimensionAttribute, readonly DimensionFact[]>>;
}

function ofThought(answer: DimensionAnswer): ThoughtDimensions {
  const node = answer.nodes[0];
  return {
    found: node?.found ?? false,
    suggestions: node?.suggestions ?? [],
    language: answer.language,
    attributes: answer.attributes,
    facts: node?.attributes ?? {},
  };
}

function mapReady<A, B>(result: LookupResult<A>, map: (data: A) => B): LookupResult<B> {
  return result.status === 'ready' ? { ...result, data: map(result.data) } : result;
}

const attributeKeys: Record<DimensionAttribute, { name: MessageKey; hint: MessageKey }> = {
  What: { name: 'dimension.What', hint: 'dimension.What.hint' },
  When: { name: 'dimension.When', hint: 'dimension.When.hint' },
  Where: { name: 'dimension.Where', hint: 'dimension.Where.hint' },
  Who: { name: 'dimension.Who', hint: 'dimension.Who.hint' },
  Which: { name: 'dimension.Which', hint: 'dimension.Which.hint' },
  How: { name: 'dimension.How', hint: 'dimension.How.hint' },
  Why: { name: 'dimension.Why', hint: 'dimension.Why.hint' },
};

/** A fact's sentence with its other term as a link to explore it, where the sentence names it. */
function Fact({ fact, onSearch }: { fact: DimensionFact; onSearch: (word: string) => void }) {
  const t = useT();
  const at = fact.term ? fact.text.toLowerCase().indexOf(fact.term.toLowerCase()) : -1;
  if (!fact.term || at < 0) return <>{fact.text}</>;
  const term = fact.text.slice(at, at + fact.term.length);
  return (
    <>
      {fact.text.slice(0, at)}
      <button
        type="button"
        className="lookup-link"
        part="term"
        aria-label={t('dimension.explore', { term: fact.term })}
        onClick={() => onSearch(fact.term ?? term)}
      >
        {term}
      </button>
      {fact.text.slice(at + fact.term.length)}
    </>
  );
}

/**
 * Dimension: the 5W1H of the current thought (spec 2 §9.1: What, When, Where, Who, Which, How, Why), each with
 * what the knowledge source says, or plainly that nothing is known: nothing is guessed.
 */
export function Dimension({ emit }: WidgetProps<typeof dimensionAttributes>) {
  const t = useT();
  const result = mapReady(useLookup('dimension'), ofThought);
  const search = useSearchWord(emit);
  const word = result.thought?.word ?? '';

  return (
    <section className="dimension">
      <LookupView result={result} idleKey="dimension.empty" onRetry={() => retryLookup('dimension')} onSearch={search}>
        {(data) => (
          <>
            <h2 part="heading">{t('dimension.heading', { word })}</h2>
            <dl part="list">
              {data.attributes.map((attribute) => {
                const facts = data.facts[attribute] ?? [];
                const keys = attributeKeys[attribute];
                return (
                  <div key={attribute} className="attribute" part="item" data-attribute={attribute}>
                    <dt>
                      <span className="attribute-name" part="attribute-name">
                        {t(keys.name)}
                      </span>{' '}
                      <span className="attribute-hint" part="attribute-hint">
                        {t(keys.hint)}
                      </span>
                    </dt>
                    <dd>
                      {facts.length > 0 ? (
                        <ul part="facts" lang={data.language}>
                          {facts.map((fact) => (
                            <li key={fact.text}>
                              <Fact fact={fact} onSearch={search} />
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <p className="nothing-known" part="nothing-known">
                          {t('dimension.nothingKnown')}
                        </p>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </>
        )}
      </LookupView>
    </section>
  );
}
