// Recent Activity (spec 1 §2): what the signed-in learner did lately, counted per verb per day over the last days
// (POST /events/analytics, days 3 by default, spec 2 §9.1), and per verb with the newest few of each
// (GET /events/eventsbucket). Framework-free; the page's one instance is src/kit/recent-activity.ts.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { ANALYTICS_DAYS, type EventAnalytics, type EventBucket } from '../contract/events.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';

export interface Activity {
  readonly analytics: EventAnalytics;
  /** Most recent first. */
  readonly buckets: readonly EventBucket[];
}

export interface RecentActivityDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
}

export interface RecentActivity {
  readonly days: ReadonlySignal<number>;
  readonly activity: LearnerData<Activity>;
  setDays(days: number): void;
}

export function createRecentActivity({ api, user }: RecentActivityDeps): RecentActivity {
  const days = signal(ANALYTICS_DAYS, { name: 'recentActivity.days' });
  const activity = createLearnerData<Activity>({
    name: 'recentActivity.activity',
    user,
    async read({ username }, signal) {
      const [analytics, buckets] = await Promise.all([
        api.call('events.analytics', { body: { username, days: days.peek() }, signal }),
        api.call('events.bucket', { signal }),
      ]);
      return { analytics, buckets: [...buckets].sort((a, b) => b.latest.localeCompare(a.latest)) };
    },
  });
  return {
    days,
    activity,
    setDays(next) {
      days.value = next;
      activity.reload();
    },
  };
}
