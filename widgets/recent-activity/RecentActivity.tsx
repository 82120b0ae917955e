import { useEffect, useId } from 'react';
import { eventVerbSchema } from '../../src/contract/events.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { verbLabel } from '../../src/elements/verb-label.ts';
import { valueText } from '../../src/events/learner-events.ts';
import type { Activity } from '../../src/events/recent-activity.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { recentActivity } from '../../src/kit/recent-activity.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useValue } from '../../src/react/use-value.ts';

export const recentActivityAttributes = {};

/** The spans a learner may look back over; 3 days is the spec's (spec 2 §9.1). */
const SPANS = [3, 7, 30] as const;

/**
 * Recent Activity: how much the signed-in learner did each of the last days (3 by default), and per kind of action
 * how often, when last and on what. A guest is asked to sign in.
 */
export function RecentActivity(_props: WidgetProps<typeof recentActivityAttributes>) {
  const state = useValue(recentActivity.activity.state);
  useEffect(() => recentActivity.activity.need(), []);
  return (
    <section className="learner-data">
      {state.status !== 'guest' && <SpanChoice />}
      <LearnerDataView
        state={state}
        messages={{
          signIn: 'recent-activity.signIn',
          loading: 'recent-activity.loading',
          failed: 'recent-activity.failed',
        }}
        onRetry={() => recentActivity.activity.reload()}
      >
        {(activity) => <ActivityView activity={activity} />}
      </LearnerDataView>
    </section>
  );
}

function SpanChoice() {
  const t = useT();
  const id = useId();
  const days = useValue(recentActivity.days);
  return (
    <div className="row" part="span">
      <label htmlFor={id}>{t('recent-activity.span')}</label>
      <select id={id} value={days} onChange={(event) => recentActivity.setDays(Number(event.target.value))}>
        {SPANS.map((span) => (
          <option key={span} value={span}>
            {t('recent-activity.days', { days: span })}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => recentActivity.activity.reload()}>
        {t('recent-activity.refresh')}
      </button>
    </div>
  );
}

function ActivityView({ activity }: { activity: Activity }) {
  const t = useT();
  const language = useLanguage();
  const dayFormat = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const latestFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const perDay = activity.analytics.perDay.map(({ day, counts }) => {
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const top = eventVerbSchema.safeParse(Object.entries(counts).sort((a, b) => b[1] - a[1])[0]?.[0]);
    return { day, total, top: top.success ? top.data : null };
  });
  const most = Math.max(1, ...perDay.map((day) => day.total));
  const inSpan = perDay.reduce((sum, day) => sum + day.total, 0);

  return (
    <>
      <p className="muted" part="summary">
        {t('recent-activity.summary', { count: inSpan, days: activity.analytics.days })}
      </p>
      <table className="days" part="days">
        <caption className="tj-visually-hidden">{t('recent-activity.daysCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('recent-activity.day')}</th>
            <th scope="col">{t('recent-activity.actions')}</th>
            <th scope="col">{t('recent-activity.mostDone')}</th>
          </tr>
        </thead>
        <tbody>
          {perDay.map(({ day, total, top }) => (
            <tr key={day}>
              <th scope="row">{dayFormat.format(new Date(`${day}T00:00:00Z`))}</th>
              <td>
                <span className="amount">
                  <span className="bar" aria-hidden="true" style={{ inlineSize: `${(total / most) * 100}%` }} />
                  <span className="count">{total}</span>
                </span>
              </td>
              <td>{top ? verbLabel(t, top) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {activity.buckets.length === 0 ? (
        <p className="tj-message" part="empty" role="status">
          {t('recent-activity.empty')}
        </p>
      ) : (
        <ul className="cards" part="kinds" aria-label={t('recent-activity.byKind')}>
          {activity.buckets.map((bucket) => (
            <li key={bucket.verb} className="card" part="kind">
              <span className="card-title">
                {verbLabel(t, bucket.verb)} <span className="muted">({bucket.count})</span>
              </span>
              <span className="muted">
                {t('recent-activity.last', { when: latestFormat.format(new Date(bucket.latest)) })}
              </span>
              <span part="recent">
                {[...new Set(bucket.events.map((event) => valueText(event.value)).filter(Boolean))].join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
