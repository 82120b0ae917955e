import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { userSchema } from '../contract/user.ts';
import { createTestApi } from '../../tests/support/test-api.ts';
import { createReportQuestions, lastDays, spanTimes } from './report-questions.ts';

const ada = userSchema.parse({ id: 'u1', username: 'ada' });
const searched = {
  id: 'e1',
  actor: 'ada',
  verb: 'QUICK_SEARCH',
  value: { word: 'tree' },
  dataSource: 'web',
  timestamp: '2026-11-20T10:00:00.000Z',
};

function questionsOf() {
  const server = createTestApi();
  server.route('GET /events/verb', { body: { items: [searched], total: 1 } });
  server.route('GET /events/search/count', { body: { count: 7 } });
  return { server, questions: createReportQuestions({ api: server.api, user: signal(ada) }) };
}

describe('createReportQuestions (Reports: actions of one kind, actions between two days)', () => {
  it('asks for nothing before a kind is chosen, then for that kind’s events, as the learner', async () => {
    const { server, questions } = questionsOf();
    const release = questions.ofKind.need();
    await expect.poll(() => questions.ofKind.state.value.status).toBe('ready');
    expect(questions.ofKind.state.value).toEqual({ status: 'ready', data: { items: [], total: 0 } });
    expect(server.seen).toEqual([]);
    questions.chooseVerb('QUICK_SEARCH');
    await expect
      .poll(() => questions.ofKind.state.value)
      .toEqual({
        status: 'ready',
        data: { items: [searched], total: 1 },
      });
    expect(server.seen.map(({ path, query }) => [path, query.get('verb'), query.get('username')])).toEqual([
      ['/events/verb', 'QUICK_SEARCH', 'ada'],
    ]);
    release();
  });

  it('counts the actions between two chosen days, both whole', async () => {
    const { server, questions } = questionsOf();
    const release = questions.between.need();
    questions.chooseSpan({ from: '2026-11-01', to: '2026-11-28' });
    await expect.poll(() => questions.between.state.value).toEqual({ status: 'ready', data: 7 });
    const asked = server.seen.at(-1)?.query;
    expect([asked?.get('startDate'), asked?.get('endDate')]).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-28T23:59:59.999Z',
    ]);
    release();
  });

  it('starts on the last 30 days, today included', () => {
    expect(lastDays(30, Date.parse('2026-11-28T15:00:00Z'))).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(spanTimes({ from: '2026-10-30', to: '2026-11-28' }).endDate).toBe('2026-11-28T23:59:59.999Z');
  });
});
