import { useEffect, useId, useState } from 'react';
import { eventVerbs, eventVerbSchema } from '../../../src/contract/events.ts';
import { useFormats } from '../../../src/charts/formats.ts';
import { LearnerDataView } from '../../../src/elements/LearnerDataView.tsx';
import { verbLabel } from '../../../src/elements/verb-label.ts';
import { valueText } from '../../../src/events/learner-events.ts';
import { createReportQuestions, type ReportQuestions as Questions } from '../../../src/events/report-questions.ts';
import { useLanguage } from '../../../src/i18n/use-language.ts';
import { useT } from '../../../src/i18n/use-t.ts';
import { session } from '../../../src/kit/session.ts';
import { useValue } from '../../../src/react/use-value.ts';
import { api } from '../../api.ts';
import { REPORT_MESSAGES } from './report-messages.ts';

/** Reports' two questions under the charts: the actions of one kind, and how many actions between two days. */
export function ReportQuestions() {
  const [questions] = useState(() => createReportQuestions({ api, user: session.signals.user }));
  useEffect(() => {
    const releases = [questions.ofKind.need(), questions.between.need()];
    return () => releases.forEach((release) => release());
  }, [questions]);
  return (
    <div className="tj-dashboard-questions">
      <ActionsOfKind questions={questions} />
      <ActionsBetween questions={questions} />
    </div>
  );
}

function ActionsOfKind({ questions }: { questions: Questions }) {
  const t = useT();
  const id = useId();
  const language = useLanguage();
  const verb = useValue(questions.verb);
  const state = useValue(questions.ofKind.state);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const named = eventVerbs
    .map((code) => ({ code, name: verbLabel(t, code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('dashboard.ofKind')}</h2>
      <div className="tj-field">
        <label htmlFor={id}>{t('dashboard.action')}</label>
        <select
          id={id}
          value={verb ?? ''}
          onChange={(event) => {
            const chosen = eventVerbSchema.safeParse(event.target.value);
            if (chosen.success) questions.chooseVerb(chosen.data);
          }}
        >
          <option value="" disabled>
            {t('dashboard.chooseKind')}
          </option>
          {named.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {verb !== null && (
        <LearnerDataView state={state} messages={REPORT_MESSAGES} onRetry={() => questions.ofKind.reload()}>
          {(list) =>
            list.items.length === 0 ? (
              <p role="status">{t('dashboard.noneOfKind')}</p>
            ) : (
              <ol className="tj-dashboard-events" aria-label={t('dashboard.ofKindList', { kind: verbLabel(t, verb) })}>
                {list.items.map((event) => (
                  <li key={event.id}>
                    <time dateTime={event.timestamp}>{when.format(new Date(event.timestamp))}</time>{' '}
                    {valueText(event.value)}
                  </li>
                ))}
              </ol>
            )
          }
        </LearnerDataView>
      )}
    </section>
  );
}

function ActionsBetween({ questions }: { questions: Questions }) {
  const t = useT();
  const id = useId();
  const formats = useFormats();
  const span = useValue(questions.span);
  const state = useValue(questions.between.state);
  const choose = (part: 'from' | 'to', day: string) => {
    const next = { ...span, [part]: day };
    // A day cleared, or a span that ends before it starts, is not asked.
    if (next.from !== '' && next.to !== '' && next.from <= next.to) questions.chooseSpan(next);
  };
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('dashboard.between')}</h2>
      <div className="tj-dashboard-days">
        <div className="tj-field">
          <label htmlFor={`${id}-from`}>{t('dashboard.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={span.from}
            max={span.to}
            onChange={(event) => choose('from', event.target.value)}
          />
        </div>
        <div className="tj-field">
          <label htmlFor={`${id}-to`}>{t('dashboard.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={span.to}
            min={span.from}
            onChange={(event) => choose('to', event.target.value)}
          />
        </div>
      </div>
      <LearnerDataView state={state} messages={REPORT_MESSAGES} onRetry={() => questions.between.reload()}>
        {(count) => (
          <p role="status">
            {t('dashboard.betweenCount', {
              count,
              actions: formats.number(count),
              from: formats.longDay(span.from),
              to: formats.longDay(span.to),
            })}
          </p>
        )}
      </LearnerDataView>
    </section>
  );
}
