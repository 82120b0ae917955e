import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { DescriptionAnswer, SnippetAnswer } from '../../src/contract/knowledge.ts';
import type { TypingResult } from '../../src/contract/typing.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { LookupView } from '../../src/elements/LookupView.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { recordEvent, retryLookup } from '../../src/kit/search.ts';
import { session } from '../../src/kit/session.ts';
import type { LookupResult } from '../../src/search/fan-out.ts';
import { useLookup } from '../../src/react/use-lookup.ts';
import { useValue } from '../../src/react/use-value.ts';
import { progressChart } from './progress-chart.ts';
import { createTypingHistory } from './typing-history.ts';
import {
  buildLessons,
  isFinished,
  scoreAttempt,
  startAttempt,
  topMissed,
  typeText,
  type MissedKey,
  type PastResult,
} from './typing.ts';

export const typingTutorAttributes = {};

/** The latest lessons listed under the chart. */
const LATEST_LISTED = 5;

/** The keys as the learner reads them: a space is named, every other key is itself. */
function MissedKeys({ keys }: { keys: readonly MissedKey[] }) {
  const t = useT();
  return (
    <ul className="missed-keys" part="missed-keys">
      {keys.map(({ key, count }) => (
        <li key={key}>
          <kbd>{key === ' ' ? t('typing-tutor.space') : key}</kbd> {t('typing-tutor.times', { count })}
        </li>
      ))}
    </ul>
  );
}

interface LessonsProps {
  readonly word: string;
  readonly lessons: readonly string[];
  /** The language the lessons are in. */
  readonly lang: string;
  readonly onFinished: (result: TypingResult) => void;
}

/** The lessons of one thought, one at a time: typed in a text box, the result shown when the last key is right. */
function Lessons({ word, lessons, lang, onFinished }: LessonsProps) {
  const t = useT();
  const inputId = useId();
  const textId = useId();
  const [index, setIndex] = useState(0);
  const [attempt, setAttempt] = useState(() => startAttempt(lessons[0] ?? ''));
  const [missedLast, setMissedLast] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const finished = isFinished(attempt);

  // The result takes the focus, so a screen reader reads it and Tab goes on to the next lesson.
  useEffect(() => {
    if (finished) result.current?.focus();
  }, [finished]);

  const typed = attempt.lesson.slice(0, attempt.position);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    // The box holds what was typed right; deleting or replacing in it changes nothing.
    if (!value.startsWith(typed) || value.length === typed.length) return;
    const next = typeText(attempt, value.slice(typed.length), performance.now());
    setMissedLast(next.position - attempt.position < next.keystrokes - attempt.keystrokes);
    setAttempt(next);
    if (isFinished(next)) onFinished(scoreAttempt(next, word));
  };
  const start = (lesson: number) => {
    setIndex(lesson);
    setAttempt(startAttempt(lessons[lesson] ?? ''));
    setMissedLast(false);
    // The box is back once the state has changed.
    requestAnimationFrame(() => input.current?.focus());
  };

  const score = scoreAttempt(attempt, word);
  const missed = topMissed([attempt.missed]);
  return (
    <div className="lesson" part="lesson">
      <h2 part="lesson-heading">{t('typing-tutor.lessonHeading', { n: index + 1, total: lessons.length, word })}</h2>
      <p className="lesson-text" part="lesson-text" lang={lang} id={textId}>
        <span className="typed">{typed}</span>
        {!finished && (
          <span className="due" data-missed={missedLast}>
            {attempt.lesson[attempt.position]}
          </span>
        )}
        <span>{attempt.lesson.slice(attempt.position + 1)}</span>
      </p>
      {finished ? (
        <div className="result" part="result" role="status" tabIndex={-1} ref={result}>
          <p>{t('typing-tutor.done', { wpm: score.wpm, accuracy: score.accuracy })}</p>
          {missed.length > 0 ? (
            <>
              <p>{t('typing-tutor.missedThis')}</p>
              <MissedKeys keys={missed} />
            </>
          ) : (
            <p>{t('typing-tutor.noneMissed')}</p>
          )}
          <div className="actions">
            <button type="button" className="lookup-button" part="again" onClick={() => start(index)}>
              {t('typing-tutor.again')}
            </button>
            {index + 1 < lessons.length && (
              <button type="button" className="lookup-button" part="next" onClick={() => start(index + 1)}>
                {t('typing-tutor.next')}
              </button>
            )}
          </div>
        </div>
      ) : (
        <>
          <label htmlFor={inputId} part="label">
            {t('typing-tutor.inputLabel')}
          </label>
          <input
            id={inputId}
            ref={input}
            part="input"
            type="text"
            lang={lang}
            value={typed}
            onChange={onChange}
            aria-describedby={textId}
            aria-invalid={missedLast}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
          />
          <p className="stats" part="stats">
            {t('typing-tutor.stats', { wpm: score.wpm, accuracy: score.accuracy })}
          </p>
        </>
      )}
    </div>
  );
}

/** The learner's past lessons: words per minute and accuracy over time, the keys they miss most, the latest few. */
function Progress({ results }: { results: readonly PastResult[] }) {
  const t = useT();
  const language = useLanguage();
  const chart = useMemo(() => progressChart(results), [results]);
  const dates = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }), [language]);
  if (results.length === 0) {
    return (
      <p className="tj-message" part="no-history">
        {t('typing-tutor.noHistory')}
      </p>
    );
  }
  const first = results.at(-chart.points.length) ?? results[0];
  const last = results.at(-1);
  const missed = topMissed(results.map((result) => result.missed));
  return (
    <>
      <svg
        className="chart"
        part="chart"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={t('typing-tutor.chartLabel', {
          count: chart.points.length,
          firstWpm: first?.wpm ?? 0,
          lastWpm: last?.wpm ?? 0,
          firstAccuracy: first?.accuracy ?? 0,
          lastAccuracy: last?.accuracy ?? 0,
        })}
      >
        <path className="wpm" d={chart.wpm} />
        <path className="accuracy" d={chart.accuracy} />
        {chart.points.map((point, index) => (
          <g key={index}>
            <circle className="wpm" cx={point.x} cy={point.wpmY} r={3} />
            <circle className="accuracy" cx={point.x} cy={point.accuracyY} r={3} />
          </g>
        ))}
      </svg>
      <ul className="legend" part="legend" aria-hidden="true">
        <li className="wpm">{t('typing-tutor.legendWpm', { top: chart.wpmTop })}</li>
        <li className="accuracy">{t('typing-tutor.legendAccuracy')}</li>
      </ul>
      {missed.length > 0 && (
        <>
          <p>{t('typing-tutor.missedMost')}</p>
          <MissedKeys keys={missed} />
        </>
      )}
      <table part="history">
        <caption>{t('typing-tutor.latest')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('typing-tutor.colWhen')}</th>
            <th scope="col">{t('typing-tutor.colWord')}</th>
            <th scope="col">{t('typing-tutor.colWpm')}</th>
            <th scope="col">{t('typing-tutor.colAccuracy')}</th>
          </tr>
        </thead>
        <tbody>
          {results
            .slice(-LATEST_LISTED)
            .reverse()
            .map((result) => (
              <tr key={result.timestamp}>
                <td>{dates.format(new Date(result.timestamp))}</td>
                <td>{result.word}</td>
                <td>{result.wpm}</td>
                <td>{t('typing-tutor.percent', { value: result.accuracy })}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </>
  );
}

/** The snippet while the description is still on its way: lessons are made once, from both texts. */
function bothTexts(
  snippet: LookupResult<SnippetAnswer>,
  description: LookupResult<DescriptionAnswer>,
): LookupResult<SnippetAnswer> {
  if (snippet.status === 'ready' && description.status === 'loading') {
    return { status: 'loading', thought: snippet.thought, data: undefined, error: undefined };
  }
  return snippet;
}

/**
 * Typing Tutor: lessons made from the current thought's snippet and description, typed with words per minute,
 * accuracy and the keys most often missed; each finished lesson is recorded as a TYPING_LESSON event, and the
 * signed-in learner's past lessons are drawn over time.
 */
export function TypingTutor({ emit }: WidgetProps<typeof typingTutorAttributes>) {
  const t = useT();
  const snippet = useLookup('snippet');
  const description = useLookup('description');
  const search = useSearchWord(emit);
  const progressId = useId();
  const [history] = useState(() => createTypingHistory({ api: kitApi, user: session.signals.user }));
  const historyState = useValue(history.state);
  useEffect(() => {
    const release = history.need();
    return () => {
      release();
      history.dispose();
    };
  }, [history]);

  const descriptionText = description.status === 'ready' && description.data.found ? description.data.text : '';
  const onFinished = (result: TypingResult) => {
    void recordEvent('TYPING_LESSON', result).then(() => history.reload());
  };

  return (
    <section className="typing-tutor">
      <LookupView
        result={bothTexts(snippet, description)}
        idleKey="typing-tutor.idle"
        onRetry={() => {
          retryLookup('snippet');
          retryLookup('description');
        }}
        onSearch={search}
      >
        {(data) => {
          const lessons = buildLessons([data.text, descriptionText]);
          return lessons.length === 0 ? (
            <p className="tj-message" part="no-lessons">
              {t('typing-tutor.noLessons', { word: data.term })}
            </p>
          ) : (
            // A new thought starts its first lesson afresh.
            <Lessons
              key={lessons.join('\n')}
              word={data.term}
              lessons={lessons}
              lang={data.language}
              onFinished={onFinished}
            />
          );
        }}
      </LookupView>
      <section className="progress" part="progress" aria-labelledby={progressId}>
        <h2 id={progressId}>{t('typing-tutor.progressHeading')}</h2>
        <LearnerDataView
          state={historyState}
          messages={{
            signIn: 'typing-tutor.signIn',
            loading: 'typing-tutor.historyLoading',
            failed: 'typing-tutor.historyFailed',
          }}
          onRetry={() => history.reload()}
        >
          {(results) => <Progress results={results} />}
        </LearnerDataView>
      </section>
    </section>
  );
}
