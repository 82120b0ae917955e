import { useId } from 'react';
import { createTermExplanation } from '../../src/chat/whole-answer.ts';
import { WholeAnswer } from '../../src/elements/WholeAnswer.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { useWholeAnswer } from '../../src/react/use-whole-answer.ts';

/**
 * The thought's info section as Eddie writes it (spec 2 §7.3 POST /eddie/prompt/info): on request, Eddie's whole
 * explanation of the term, for a learner whose role has Eddie. Keyed by the term where it is shown, so another thought
 * starts without the last one's explanation.
 */
export function EddieExplains({ term, search }: { term: string; search: (word: string) => void }) {
  const t = useT();
  const headingId = useId();
  const { mayAskEddie, state, ask } = useWholeAnswer(createTermExplanation);
  if (!mayAskEddie) return null;
  const explain = () => ask(term);
  return (
    <section className="eddie-explains" part="eddie-explains" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('information.eddieExplains')}</h3>
      {state.status === 'idle' && (
        <button type="button" className="lookup-button" part="explain" onClick={explain}>
          {t('information.explain', { term })}
        </button>
      )}
      <WholeAnswer state={state} retry={explain} search={search} />
    </section>
  );
}
