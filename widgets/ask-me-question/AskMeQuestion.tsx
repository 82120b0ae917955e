import { useEffect, useId, useMemo, useState } from 'react';
import { createChat, type Chat } from '../../src/chat/chat.ts';
import { defaultIntent } from '../../src/contract/prompts.ts';
import { answerHtml } from '../../src/elements/answer-html.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { QuestionForm } from '../../src/elements/QuestionForm.tsx';
import { Turn } from '../../src/elements/Turn.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { nodeInfoChat } from '../../src/prompts/playground.ts';
import { thought } from '../../src/kit/search.ts';
import { useValue } from '../../src/react/use-value.ts';
import { questionsIn } from './questions.ts';

export const askMeQuestionAttributes = {
  /** The thought Eddie asks about; empty: the current thought. */
  word: attribute.text(),
};

/**
 * Ask Me Question: Eddie asks the learner questions about the current thought (the node information's questions
 * section, streamed), the learner answers one, and Eddie's follow-up on that answer streams in.
 */
export function AskMeQuestion({ word, emit }: WidgetProps<typeof askMeQuestionAttributes>) {
  const t = useT();
  const current = useValue(thought);
  const about = word.trim() || current?.word || '';
  const onSearch = useSearchWord(emit);
  return (
    <section className="eddie ask-me-question">
      {about === '' ? (
        <p className="tj-message" part="idle">
          {t('ask-me-question.idle')}
        </p>
      ) : (
        <Questions key={about} about={about} onSearch={onSearch} />
      )}
    </section>
  );
}

function Questions({ about, onSearch }: { about: string; onSearch: (word: string) => void }) {
  const t = useT();
  // Eddie's questions arrive as one streamed answer; the chat core streams, stops and fails it as it does Eddie's.
  const asking = useMemo(() => nodeInfoChat(kitApi, 'questions', defaultIntent.id), []);
  const followUp = useMemo(() => createChat({ api: kitApi }), []);
  useEffect(() => {
    void asking.ask(about);
    return () => {
      asking.stop();
      followUp.stop();
    };
  }, [about, asking, followUp]);
  const turn = useValue(asking.turns).at(-1);
  const html = useMemo(() => answerHtml(turn?.answer ?? ''), [turn?.answer]);

  if (turn === undefined || turn.status === 'streaming') {
    return (
      <>
        <p className="turn-status" part="loading" role="status">
          {t('ask-me-question.loading', { word: about })}
        </p>
        <div className="answer" part="streaming" aria-busy="true" dangerouslySetInnerHTML={{ __html: html }} />
      </>
    );
  }
  if (turn.status !== 'done') {
    return (
      <div className="tj-message" part="error" role="alert">
        <p>
          {turn.status === 'failed'
            ? t('ask-me-question.failed', { message: turn.error?.message ?? '' })
            : t('ask-me-question.stopped')}
        </p>
        <button type="button" className="lookup-button" part="retry" onClick={() => void asking.ask(about)}>
          {t('ask-me-question.retry')}
        </button>
      </div>
    );
  }
  const questions = questionsIn(turn.answer);
  if (questions.length === 0) {
    // Eddie's own words say why there is nothing to ask (the dictionary knows nothing related, say).
    return <div className="tj-message answer" part="empty" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <Answering about={about} questions={questions} followUp={followUp} onSearch={onSearch} />;
}

interface AnsweringProps {
  about: string;
  questions: readonly string[];
  followUp: Chat;
  onSearch: (word: string) => void;
}

function Answering({ about, questions, followUp, onSearch }: AnsweringProps) {
  const t = useT();
  const [chosen, setChosen] = useState(0);
  const turns = useValue(followUp.turns);
  const group = useId();
  const question = questions[chosen] ?? questions[0] ?? '';

  const last = turns.at(-1);
  return (
    <>
      <QuestionForm
        chat={followUp}
        onAsk={(text) =>
          void followUp.ask(t('ask-me-question.followUpPrompt', { word: about, question, answer: text.trim() }))
        }
        label="ask-me-question.yourAnswer"
        submit="ask-me-question.answer"
        rows={3}
        before={
          <fieldset className="questions" part="questions">
            <legend>{t('ask-me-question.asks', { word: about })}</legend>
            {questions.map((asked, index) => (
              <label key={asked} className="choice" part="question-choice">
                <input type="radio" name={group} checked={index === chosen} onChange={() => setChosen(index)} />
                <span>{asked}</span>
              </label>
            ))}
          </fieldset>
        }
      />
      {turns.length > 0 && (
        <ol className="conversation" part="conversation" aria-label={t('ask-me-question.followUps')}>
          {turns.map((turn) => (
            <Turn key={turn.id} turn={turn} onCitation={onSearch} />
          ))}
        </ol>
      )}
      <p className="tj-visually-hidden" part="status" role="status">
        {last?.status === 'streaming'
          ? t('eddie.answering')
          : last?.status === 'done'
            ? t('ask-me-question.answered')
            : ''}
      </p>
    </>
  );
}
