import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { EventAnalytics } from '../contract/events.ts';
import { anonymousUser, userSchema } from '../contract/user.ts';
import {
  createActivityReport,
  DEFAULT_REPORT_SPAN,
  eventsPerDay,
  eventsPerVerb,
  pointsOverTime,
} from './activity-report.ts';
import { createTestApi } from '../../tests/support/test-api.ts';

const analytics: EventAnalytics = {
  days: 3,
  perDay: [
    { day: '2026-05-01', counts: { WIKI_LOOKUP: 2, NOTED: 1 }, points: 7 },
    { day: '2026-05-02', counts: {}, points: 0 },
    { day: '2026-05-03', counts: { NOTED: 2, QUICK_SEARCH: 2, A_NEWER_VERB: 1 }, points: -1 },
  ],
  pointsBefore: 40,
};

describe('the series of a report', () => {
  it('counts the events of each day, days without any included', () => {
    expect(eventsPerDay(analytics)).toEqual([
      { day: '2026-05-01', count: 3 },
      { day: '2026-05-02', count: 0 },
      { day: '2026-05-03', count: 5 },
    ]);
  });

  it('counts each verb over the span, the most done first, ties in the verbs’ order', () => {
    expect(eventsPerVerb(analytics)).toEqual([
      { verb: 'NOTED', count: 3 },
      { verb: 'QUICK_SEARCH', count: 2 },
      { verb: 'WIKI_LOOKUP', count: 2 },
      { verb: 'A_NEWER_VERB', count: 1 },
    ]);
  });

  it('adds each day’s points to where the learner stood before the span', () => {
    expect(pointsOverTime(analytics)).toEqual([
      { day: '2026-05-01', earned: 7, total: 47 },
      { day: '2026-05-02', earned: 0, total: 47 },
      { day: '2026-05-03', earned: -1, total: 46 },
    ]);
  });
});

describe('createActivityReport', () => {
  const ada = userSchema.parse({ id: 'u1', username: 'ada' });

  function reportOf() {
    const server = createTestApi();
    server.route('POST /events/analytics', (request) => ({
      body: { ...analytics, days: (request.body as { days: number }).days },
    }));
    server.route('GET /events/count', { body: { count: 12, verbs: { NOTED: 12 } } });
    const user = signal(ada);
    return { server, user, reader: createActivityReport({ api: server.api, user }) };
  }

  it('reads the analytics of the chosen span and the count of every event, as the learner', async () => {
    const { server, reader } = reportOf();
    const release = reader.report.need();
    await expect.poll(() => reader.report.state.value.status).toBe('ready');
    expect(reader.report.state.value).toEqual({
      status: 'ready',
      data: { analytics: { ...analytics, days: DEFAULT_REPORT_SPAN }, everRecorded: 12 },
    });
    expect(server.seen.map((request) => [request.path, request.body])).toEqual(
      expect.arrayContaining([
        ['/events/analytics', { username: 'ada', days: DEFAULT_REPORT_SPAN }],
        ['/events/count', undefined],
      ]),
    );
    release();
  });

  it('reads again over another span', async () => {
    const { server, reader } = reportOf();
    const release = reader.report.need();
    await expect.poll(() => reader.report.state.value.status).toBe('ready');
    reader.setDays(90);
    expect(reader.days.value).toBe(90);
    expect(reader.report.state.value.status).toBe('loading');
    await expect.poll(() => reader.report.state.value.status).toBe('ready');
    const asked = server.seen.filter((request) => request.path === '/events/analytics').map((request) => request.body);
    expect(asked).toEqual([
      { username: 'ada', days: DEFAULT_REPORT_SPAN },
      { username: 'ada', days: 90 },
    ]);
    release();
  });

  it('asks nothing for a guest, and forgets the report when the learner signs out', async () => {
    const { server, user, reader } = reportOf();
    user.value = anonymousUser;
    const release = reader.report.need();
    expect(reader.report.state.value).toEqual({ status: 'guest' });
    expect(server.seen).toEqual([]);
    user.value = ada;
    await expect.poll(() => reader.report.state.value.status).toBe('ready');
    user.value = anonymousUser;
    expect(reader.report.state.value).toEqual({ status: 'guest' });
    release();
  });
});
