import { useEffect, useId, useState, type FormEvent } from 'react';
import { createEddieQuery } from '../../src/chat/whole-answer.ts';
import type { ComputationAnswer } from '../../src/contract/providers.ts';
import { MAX_QUESTION_LENGTH } from '../../src/contract/providers.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import { WholeAnswer } from '../../src/elements/WholeAnswer.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { createAsk } from './ask-question.ts';
import { kitApi } from '../../src/kit/api.ts';
import { recordEvent } from '../../src/kit/search.ts';
import { useValue } from '../../src/react/use-value.ts';
import { useWholeAnswer } from '../../src/react/use-whole-answer.ts';

export const askAttributes = {};

/**
 * Questions to try, in the calculator's own notation (its keywords, such as "in", "solve", "days until" and "what
 * is", are English whatever the learner's language), so they are not translated.
 */
export const ASK_EXAMPLES = [
  '12 km in miles',
  '100 F in C',
  '15% of 80',
  'days until 2027-01-01',
  'what is photosynthesis',
  '2^10 / 4',
  'solve 2x + 3 = 11',
  'derivative of x^3',
];

const engineKeys: Record<ComputationAnswer['engine'], MessageKey> = {
  offline: 'ask.engine.offline',
  wolfram: 'ask.engine.wolfram',
  dictionary: 'ask.engine.dictionary',
};

const kindKeys: Record<NonNullable<ComputationAnswer['kind']>, MessageKey> = {
  arithmetic: 'ask.kind.arithmetic',
  unit: 'ask.kind.unit',
  simplify: 'ask.kind.simplify',
  derivative: 'ask.kind.derivative',
  solve: 'ask.kind.solve',
  percent: 'ask.kind.percent',
  date: 'ask.kind.date',
  definition: 'ask.kind.definition',
};

function Answer({ question, answer, search }: { question: string; answer: ComputationAnswer; search: Search }) {
  const t = useT();
  if (!answer.answered) {
    // `ans` is then the server's message, already in the learner's language.
    return (
      <div className="tj-message" part="empty" role="status">
        <p>{answer.ans}</p>
        <p>{t('ask.tryExamples')}</p>
      </div>
    );
  }
  return (
    <div className="answer" part="answer" role="status">
      <p className="question" part="question">
        {question}
      </p>
      <output className="ans" part="result">
        {answer.ans}
      </output>
      <p className="engine" part="source">
        {t('ask.answeredBy', { engine: t(engineKeys[answer.engine]) })}
        {answer.kind && <> · {t(kindKeys[answer.kind])}</>}
      </p>
      {answer.term && (
        <p>
          <button type="button" className="lookup-link" part="search" onClick={() => search(answer.term ?? '')}>
            {t('ask.searchTerm', { term: answer.term })}
          </button>
        </p>
      )}
      {answer.kind === 'definition' && (
        <p className="engine" part="note">
          {t('ask.definitionInEnglish')}
        </p>
      )}
      {answer.unavailable && (
        <p className="engine" part="source">
          {t('ask.serviceDidNotAnswer')}
        </p>
      )}
    </div>
  );
}

type Search = (word: string) => void;

/**
 * Ask: a computational or everyday question (arithmetic, algebra, units, temperatures, percentages, dates, "what is
 * X") answered by the server: by Wolfram|Alpha when it is connected, else by its offline calculator, or its
 * dictionary for "what is X", with a link that searches X. The answer says which engine gave it. A learner whose role
 * has Eddie may ask Eddie the same question instead, answered whole (POST /eddie/query).
 */
export function Ask({ emit }: WidgetProps<typeof askAttributes>) {
  const t = useT();
  const search = useSearchWord(emit);
  const inputId = useId();
  const [ask] = useState(() => createAsk({ api: kitApi, recordEvent }));
  const state = useValue(ask.state);
  const { mayAskEddie, state: eddieState, ask: askEddieOnce } = useWholeAnswer(createEddieQuery);
  const [text, setText] = useState('');
  // Whose answer shows: the last one asked.
  const [answerer, setAnswerer] = useState<'ask' | 'eddie'>('ask');

  useEffect(() => () => ask.cancel(), [ask]);

  const submit = (question: string) => {
    setText(question);
    setAnswerer('ask');
    void ask.ask(question);
  };
  const askEddie = () => {
    if (text.trim() === '') return;
    setAnswerer('eddie');
    askEddieOnce(text);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };

  let result;
  switch (state.status) {
    case 'idle':
      result = (
        <p className="tj-message" part="idle">
          {t('ask.empty')}
        </p>
      );
      break;
    case 'loading':
      result = (
        <div className="lookup-loading" part="loading" aria-busy="true">
          <span className="lookup-spinner" aria-hidden="true" />
          <p role="status">{t('ask.loading', { question: state.asked })}</p>
        </div>
      );
      break;
    case 'error':
      result = (
        <div className="tj-message" part="error" role="alert">
          <p className="lookup-error-what">{t('ask.error', { question: state.asked })}</p>
          <p>{state.error.message}</p>
          <button type="button" className="lookup-button" part="retry" onClick={() => void ask.ask(state.asked)}>
            {t('ask.retry')}
          </button>
        </div>
      );
      break;
    case 'ready':
      result = <Answer question={state.asked} answer={state.answer} search={search} />;
      break;
  }

  return (
    <section className="ask">
      <form part="form" onSubmit={onSubmit}>
        <label htmlFor={inputId} part="label">
          {t('ask.label')}
        </label>
        <div className="row">
          <input
            id={inputId}
            part="input"
            type="text"
            value={text}
            maxLength={MAX_QUESTION_LENGTH}
            placeholder={t('ask.placeholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="lookup-button" part="submit">
            {t('ask.submit')}
          </button>
          {mayAskEddie && (
            <button type="button" className="lookup-button" part="ask-eddie" onClick={askEddie}>
              {t('ask.askEddie')}
            </button>
          )}
        </div>
      </form>
      <div className="examples" part="examples">
        <span>{t('ask.examples')}</span>
        <ul className="term-list">
          {ASK_EXAMPLES.map((example) => (
            <li key={example}>
              <button type="button" className="lookup-link" part="example" onClick={() => submit(example)}>
                {example}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {answerer === 'eddie' && eddieState.status !== 'idle' ? (
        <WholeAnswer state={eddieState} retry={() => askEddieOnce(eddieState.asked)} search={search} />
      ) : (
        result
      )}
    </section>
  );
}
