import dashboardMessages from 'virtual:tj-messages/dashboard';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChartFigure } from '../../src/charts/ChartFigure.tsx';
import '../../src/charts/chart.css';
import { useFormats, type Formats } from '../../src/charts/formats.ts';
import { eventVerbSchema } from '../../src/contract/events.ts';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import '../../src/elements/lookup-view.css';
import { verbLabel } from '../../src/elements/verb-label.ts';
import {
  createActivityReport,
  eventsPerDay,
  eventsPerVerb,
  pointsOverTime,
  REPORT_SPANS,
  type ActivityReport,
} from '../../src/events/activity-report.ts';
import { registerMessages } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { api } from '../api.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { WidgetElement } from '../workspace/WidgetElement.tsx';
import './dashboard/dashboard.css';
import { DayBars } from './dashboard/DayBars.tsx';
import { PointsLine } from './dashboard/PointsLine.tsx';
import { REPORT_MESSAGES } from './dashboard/report-messages.ts';
import { ReportQuestions } from './dashboard/ReportQuestions.tsx';
import { VerbBars } from './dashboard/VerbBars.tsx';

void registerMessages(dashboardMessages);

/**
 * Spec 1 §2 /dashboard (sidebar label Reports): the signed-in learner's activity over a span they choose, as three
 * plots with tables: events per day, events per kind of action, and their points over time; the actions of one kind
 * and the number between two days they choose; then where they stand:
 * the Leaderboard (points and rubies) and Skill Graph (top skills) widgets.
 */
export function DashboardPage() {
  const t = useT();
  const [reader] = useState(() => createActivityReport({ api, user: session.signals.user }));
  const state = useValue(reader.report.state);
  const days = useValue(reader.days);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('dashboard.title'));
  // Before the first paint, so the page opens on "Loading", never on the guest's "Log in".
  useLayoutEffect(() => reader.report.need(), [reader]);

  return (
    <div className="tj-page tj-dashboard">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('dashboard.title')}
      </h1>
      <p className="tj-dashboard-lead">{t('dashboard.lead')}</p>
      <SpanChoice days={days} onChange={reader.setDays} />
      <LearnerDataView
        state={state}
        messages={REPORT_MESSAGES}
        onRetry={() => {
          // The Retry button goes away with the error: the keyboard waits at the page's heading.
          headingRef.current?.focus();
          reader.report.reload();
        }}
      >
        {(report) => <Report report={report} />}
      </LearnerDataView>
      <ReportQuestions />
      <div className="tj-dashboard-standing">
        <WidgetElement name="leaderboard" />
        <WidgetElement name="skill-graph" />
      </div>
    </div>
  );
}

function SpanChoice({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const t = useT();
  const formats = useFormats();
  const id = useId();
  return (
    <div className="tj-field tj-dashboard-span">
      <label htmlFor={id}>{t('dashboard.span')}</label>
      <select id={id} value={days} onChange={(event) => onChange(Number(event.target.value))}>
        {REPORT_SPANS.map((span) => (
          <option key={span} value={span}>
            {t('dashboard.spanDays', { days: formats.number(span) })}
          </option>
        ))}
      </select>
    </div>
  );
}

function Report({ report }: { report: ActivityReport }) {
  const t = useT();
  const formats = useFormats();
  const perDay = eventsPerDay(report.analytics);
  const events = perDay.reduce((all, day) => all + day.count, 0);
  const span = formats.number(report.analytics.days);

  if (report.everRecorded === 0) {
    return (
      <div className="tj-dashboard-empty">
        <p role="status">{t('dashboard.empty')}</p>
        <p>
          <Link to="/">{t('dashboard.emptyLink')}</Link>
        </p>
      </div>
    );
  }
  if (events === 0) {
    return (
      <p className="tj-dashboard-empty" role="status">
        {t('dashboard.emptySpan', { days: span })}
      </p>
    );
  }

  const points = pointsOverTime(report.analytics);
  const earned = points.reduce((all, day) => all + day.earned, 0);
  return (
    <>
      <p className="tj-dashboard-summary" role="status">
        {t('dashboard.summary', { events: formats.number(events), points: formats.number(earned), days: span })}
      </p>
      <div className="tj-dashboard-charts">
        <ChartFigure
          title={t('dashboard.perDay')}
          plot={(size) => <DayBars days={perDay} size={size} formats={formats} />}
          table={{
            columns: [t('dashboard.day'), t('dashboard.actions')],
            rows: perDay.map(({ day, count }) => [formats.longDay(day), formats.number(count)]),
          }}
        />
        <VerbFigure report={report} formats={formats} />
        <ChartFigure
          title={t('dashboard.points')}
          plot={(size) => <PointsLine points={points} size={size} formats={formats} />}
          table={{
            columns: [t('dashboard.day'), t('dashboard.pointsEarned'), t('dashboard.pointsTotal')],
            rows: points.map(({ day, earned: onDay, total }) => [
              formats.longDay(day),
              formats.number(onDay),
              formats.number(total),
            ]),
          }}
        />
      </div>
    </>
  );
}

function VerbFigure({ report, formats }: { report: ActivityReport; formats: Formats }) {
  const t = useT();
  const perVerb = eventsPerVerb(report.analytics);
  // A verb a newer server records, which this page has no words for, shows as the server names it.
  const labelOf = (verb: string) => {
    const known = eventVerbSchema.safeParse(verb);
    return known.success ? verbLabel(t, known.data) : verb;
  };
  return (
    <ChartFigure
      title={t('dashboard.perVerb')}
      plot={(size) => <VerbBars verbs={perVerb} labelOf={labelOf} size={size} formats={formats} />}
      table={{
        columns: [t('dashboard.action'), t('dashboard.actions')],
        rows: perVerb.map(({ verb, count }) => [labelOf(verb), formats.number(count)]),
      }}
    />
  );
}
