// The signed-in learner's activity report (spec 1 §2 /dashboard, "Reports"): their events per verb per day with the
// points of each day over a span they choose (POST /events/analytics), and how many events they ever recorded
// (GET /events/count), which tells a learner who has done nothing yet from one who did nothing lately. Framework-
// free; the dashboard page makes one while it shows.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { EventAnalytics } from '../contract/events.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';

/** The spans a learner may look back over, in days; the call allows a year at most (MAX_ANALYTICS_DAYS). */
export const REPORT_SPANS = [7, 30, 90, 365] as const;
export const DEFAULT_REPORT_SPAN = 30;

export interface ActivityReport {
  readonly analytics: EventAnalytics;
  /** Every event the learner ever recorded, in any span. */
  readonly everRecorded: number;
}

export interface ActivityReportDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
}

export interface ActivityReportReader {
  readonly days: ReadonlySignal<number>;
  readonly report: LearnerData<ActivityReport>;
  /** Looks back over another span: the report is read again. */
  setDays(days: number): void;
}

export function createActivityReport({ api, user }: ActivityReportDeps): ActivityReportReader {
  const days = signal(DEFAULT_REPORT_SPAN, { name: 'activityReport.days' });
  const report = createLearnerData<ActivityReport>({
    name: 'activityReport.report',
    user,
    async read({ username }, signal) {
      const [analytics, count] = await Promise.all([
        api.call('events.analytics', { body: { username, days: days.peek() }, signal }),
        api.call('events.count', { query: { username }, signal }),
      ]);
      return { analytics, everRecorded: count.count };
    },
  });
  return {
    days,
    report,
    setDays(next) {
      days.value = next;
      report.reload();
    },
  };
}

export interface DayCount {
  /** YYYY-MM-DD, a UTC day. */
  readonly day: string;
  readonly count: number;
}

export interface VerbCount {
  /** A verb of spec 1 §3, or one a newer server records. */
  readonly verb: string;
  readonly count: number;
}

export interface DayPoints {
  readonly day: string;
  /** Earned that day (less any taken back). */
  readonly earned: number;
  /** The learner's total at the end of that day. */
  readonly total: number;
}

/** How many events each day of the span had, oldest first. */
export function eventsPerDay({ perDay }: EventAnalytics): DayCount[] {
  return perDay.map(({ day, counts }) => ({ day, count: sum(Object.values(counts)) }));
}

/** How many events of each verb the span had, the most done first (ties in the verbs' order). */
export function eventsPerVerb({ perDay }: EventAnalytics): VerbCount[] {
  const counts = new Map<string, number>();
  for (const day of perDay) {
    for (const [verb, count] of Object.entries(day.counts)) counts.set(verb, (counts.get(verb) ?? 0) + count);
  }
  return [...counts]
    .map(([verb, count]) => ({ verb, count }))
    .sort((a, b) => b.count - a.count || a.verb.localeCompare(b.verb));
}

/** The learner's points at the end of each day of the span: where they stood before it, plus each day's. */
export function pointsOverTime({ perDay, pointsBefore }: EventAnalytics): DayPoints[] {
  let total = pointsBefore;
  return perDay.map(({ day, points }) => {
    total += points;
    return { day, earned: points, total };
  });
}

const sum = (values: readonly number[]) => values.reduce((all, value) => all + value, 0);
