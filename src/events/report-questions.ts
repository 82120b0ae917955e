// Two questions the Reports page (spec 1 §2 /dashboard) answers beside its charts: which actions of one kind the
// learner made (GET /events/verb), and how many actions they made between two days they choose (GET
// /events/search/count, which counts the learner's events in that time). Framework-free; the page makes one while
// it shows.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient, CallAnswer } from '../api/client.ts';
import type { EventVerb } from '../contract/events.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';

export type EventsOfKind = CallAnswer<'events.verb'>;

/** Two days, YYYY-MM-DD, both counted whole. */
export interface DaySpan {
  readonly from: string;
  readonly to: string;
}

export interface ReportQuestionsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
}

export interface ReportQuestions {
  readonly verb: ReadonlySignal<EventVerb | null>;
  /** The chosen kind's events; nothing is asked before a kind is chosen. */
  readonly ofKind: LearnerData<EventsOfKind>;
  chooseVerb(verb: EventVerb): void;
  readonly span: ReadonlySignal<DaySpan>;
  readonly between: LearnerData<number>;
  chooseSpan(span: DaySpan): void;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` days up to today (UTC days, as the server counts them). */
export function lastDays(days: number, now = Date.now()): DaySpan {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** The span as the call takes it: from the first day's start to the last day's end. */
export function spanTimes({ from, to }: DaySpan): { startDate: string; endDate: string } {
  return { startDate: `${from}T00:00:00.000Z`, endDate: `${to}T23:59:59.999Z` };
}

export function createReportQuestions({ api, user }: ReportQuestionsDeps): ReportQuestions {
  const verb = signal<EventVerb | null>(null, { name: 'reportQuestions.verb' });
  const span = signal(lastDays(30), { name: 'reportQuestions.span' });
  const ofKind = createLearnerData<EventsOfKind>({
    name: 'reportQuestions.ofKind',
    user,
    read({ username }, signal) {
      const chosen = verb.peek();
      if (chosen === null) return Promise.resolve({ items: [], total: 0 });
      return api.call('events.verb', { query: { verb: chosen, username }, signal });
    },
  });
  const between = createLearnerData<number>({
    name: 'reportQuestions.between',
    user,
    async read({ username }, signal) {
      const answer = await api.call('events.searchCount', { query: { ...spanTimes(span.peek()), username }, signal });
      return answer.count;
    },
  });
  return {
    verb,
    ofKind,
    chooseVerb(next) {
      verb.value = next;
      ofKind.reload();
    },
    span,
    between,
    chooseSpan(next) {
      span.value = next;
      between.reload();
    },
  };
}
