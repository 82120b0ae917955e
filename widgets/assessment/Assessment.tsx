import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Mark, Question, QuestionKind, SourceRelation } from '../../src/contract/assessments.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useT, type Translate } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { thought } from '../../src/kit/search.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { createAssessmentRun } from './assessment-run.ts';

export const assessmentAttributes = {};

const promptKeys: Record<QuestionKind, MessageKey> = {
  definition: 'assessment.kind.definition',
  kindOf: 'assessment.kind.kindOf',
  partOf: 'assessment.kind.partOf',
  synonym: 'assessment.kind.synonym',
  oddOneOut: 'assessment.kind.oddOneOut',
};

const sourceKeys: Record<SourceRelation['relation'], MessageKey> = {
  gloss: 'assessment.source.gloss',
  hypernym: 'assessment.source.hypernym',
  partHolonym: 'assessment.source.partHolonym',
  synonym: 'assessment.source.synonym',
  notHypernym: 'assessment.source.notHypernym',
};

/** The question as a language model reworded it (checked by the server), else asked from its kind and subject. */
const promptOf = (t: Translate, question: Question) =>
  question.text ?? t(promptKeys[question.kind], { subject: question.subject });

const optionText = (question: Question, id: string | null) =>
  question.options.find((option) => option.id === id)?.text ?? '';

function MarkedQuestion({ question, mark, lang }: { question: Question; mark: Mark; lang: string }) {
  const t = useT();
  return (
    <li className="mark" part="mark" data-correct={mark.correct}>
      <p className="prompt" lang={lang}>
        {promptOf(t, question)}
      </p>
      <p className="verdict" part="verdict">
        {mark.correct ? t('assessment.correct') : t('assessment.wrong')}{' '}
        {mark.chosen === null
          ? t('assessment.noAnswer')
          : t('assessment.yourAnswer', { answer: optionText(question, mark.chosen) })}
      </p>
      {!mark.correct && <p>{t('assessment.rightAnswer', { answer: optionText(question, mark.answer) })}</p>}
      <p className="explanation" part="explanation" lang={lang}>
        {t(sourceKeys[mark.source.relation], { from: mark.source.from, to: mark.source.to })}
      </p>
    </li>
  );
}

/**
 * Assessment: a test on the current thought or a typed word, made offline from the knowledge graph; taken with the
 * keyboard (one radio group per question), marked by the server, each answer explained by the relation it comes
 * from; retaken as often as the learner likes. Marking needs a signed-in learner: results earn points.
 */
export function Assessment(_props: WidgetProps<typeof assessmentAttributes>) {
  const t = useT();
  const language = useLanguage();
  const inputId = useId();
  const [run] = useState(() => createAssessmentRun({ api: kitApi }));
  const state = useValue(run.state);
  const word = useValue(thought)?.word ?? '';
  const signedIn = useValue(session.signals.isLoggedIn);
  const [text, setText] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const score = useRef<HTMLParagraphElement>(null);

  useEffect(() => () => run.cancel(), [run]);
  // A new test or a result takes the focus, so a screen reader reads it and Tab goes on from there.
  useEffect(() => {
    if (state.status === 'taking') heading.current?.focus();
    if (state.status === 'marked') score.current?.focus();
  }, [state.status]);

  const generate = (subtopic: string) => {
    setAnswers({});
    void run.generate(subtopic);
  };
  const onGenerate = (event: FormEvent) => {
    event.preventDefault();
    generate(text.trim() || word);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run.submit(answers);
  };

  const test = 'test' in state ? state.test : undefined;
  const lang = test?.language ?? 'en';

  let body;
  switch (state.status) {
    case 'idle':
      body = (
        <p className="tj-message" part="idle">
          {t('assessment.empty')}
        </p>
      );
      break;
    case 'generating':
      body = (
        <div className="lookup-loading" part="loading" aria-busy="true">
          <span className="lookup-spinner" aria-hidden="true" />
          <p role="status">{t('assessment.loading', { subtopic: state.subtopic })}</p>
        </div>
      );
      break;
    case 'error':
      body = (
        <div className="tj-message" part="error" role="alert">
          <p className="lookup-error-what">
            {state.test ? t('assessment.markError') : t('assessment.generateError', { subtopic: state.subtopic })}
          </p>
          <p>{state.error.message}</p>
          <button
            type="button"
            className="lookup-button"
            part="retry"
            onClick={() => (state.test ? void run.submit(answers) : generate(state.subtopic))}
          >
            {t('assessment.retry')}
          </button>
        </div>
      );
      break;
    case 'taking':
    case 'marking':
      body = null;
      break;
    case 'marked': {
      const result = state.assessment.result;
      const byId = new Map(state.test.questions.map((question) => [question.id, question]));
      body = (
        <div className="result" part="result">
          <p className="score" part="score" role="status" tabIndex={-1} ref={score}>
            {t('assessment.score', { score: result?.score ?? 0, total: result?.total ?? 0 })}{' '}
            {t('assessment.points', { points: result?.points ?? 0 })}
            {result && result.rubies > 0 && <> {t('assessment.ruby', { term: state.test.term })}</>}
          </p>
          <ol className="marks" part="marks">
            {result?.marks.map((mark) => {
              const question = byId.get(mark.questionId);
              return question ? (
                <MarkedQuestion key={mark.questionId} question={question} mark={mark} lang={lang} />
              ) : null;
            })}
          </ol>
          <button type="button" className="lookup-button" part="retake" onClick={() => generate(state.test.subtopic)}>
            {t('assessment.retake', { term: state.test.term })}
          </button>
        </div>
      );
      break;
    }
  }

  const taking = state.status === 'taking' || state.status === 'marking' || (state.status === 'error' && state.test);

  return (
    <section className="assessment">
      <form part="form" onSubmit={onGenerate}>
        <label htmlFor={inputId} part="label">
          {t('assessment.label')}
        </label>
        <div className="row">
          <input
            id={inputId}
            part="input"
            type="text"
            value={text}
            placeholder={word || t('assessment.placeholder')}
            autoComplete="off"
            enterKeyHint="go"
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="lookup-button" part="generate">
            {text.trim() === '' && word !== '' ? t('assessment.forThought', { word }) : t('assessment.generate')}
          </button>
        </div>
      </form>
      {taking && test && (
        <form className="test" part="test" onSubmit={onSubmit} aria-busy={state.status === 'marking'}>
          <h2 part="heading" tabIndex={-1} ref={heading}>
            {t('assessment.heading', { term: test.term })}
          </h2>
          {test.language !== language && (
            <p className="lookup-language-note" part="language-note" role="note">
              {t('lookup.onlyIn', {
                language: new Intl.DisplayNames([language], { type: 'language' }).of(test.language) ?? test.language,
              })}
            </p>
          )}
          <ol className="questions">
            {test.questions.map((question) => (
              <li key={question.id}>
                <fieldset part="question">
                  <legend part="prompt" lang={lang}>
                    {promptOf(t, question)}{' '}
                    <span className="difficulty" part="difficulty">
                      ({t(`assessment.difficulty.${question.difficulty}`)})
                    </span>
                  </legend>
                  {question.options.map((option) => (
                    <label key={option.id} className="option" part="option" lang={lang}>
                      <input
                        type="radio"
                        name={`${inputId}-${question.id}`}
                        value={option.id}
                        checked={answers[question.id] === option.id}
                        onChange={() => setAnswers((chosen) => ({ ...chosen, [question.id]: option.id }))}
                      />{' '}
                      {option.text}
                    </label>
                  ))}
                </fieldset>
              </li>
            ))}
          </ol>
          {!signedIn && (
            <p className="tj-message" part="sign-in">
              {t('assessment.signIn')}
            </p>
          )}
          <button
            type="submit"
            className="lookup-button"
            part="submit"
            disabled={!signedIn || state.status === 'marking'}
          >
            {state.status === 'marking' ? t('assessment.marking') : t('assessment.submit')}
          </button>
        </form>
      )}
      {body}
    </section>
  );
}
