// The goals core over the reference server's real goal and note calls (HTTP, the kit's client).
import { signal } from '@preact/signals-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventVerb } from '../contract/events.ts';
import { anonymousUser } from '../contract/user.ts';
import type { LearnerDataState } from '../session/learner-data.ts';
import { openSearchServer, type SearchServer } from '../../tests/support/search-server.ts';
import { createGoals } from './goals.ts';
import { until } from '../testing/until.ts';

let server: SearchServer;
const user = signal(anonymousUser);
beforeAll(async () => {
  server = await openSearchServer();
  await server.addLearner('grace');
  server.tokens.store({ token: 'grace', refreshToken: 'refresh-grace-0123456789' });
  user.value = { ...anonymousUser, username: 'grace' };
}, 120_000);
afterAll(() => server.close());

/** The state once it is no longer loading. */
const settledState = <T>(read: () => LearnerDataState<T>) =>
  until(() => read().status !== 'loading' && read(), 'the goals to load');

describe('createGoals', () => {
  it('waits before its first read, then lists, writes, edits, closes, reopens and discards, recording each verb', async () => {
    const recorded: EventVerb[] = [];
    const goals = createGoals({ api: server.api, user, recordEvent: (verb) => recorded.push(verb), fetchDelayMs: 300 });
    const started = Date.now();
    const release = goals.list.need();
    expect(goals.list.state.value.status).toBe('loading');
    expect((await settledState(() => goals.list.state.value)).status).toBe('ready');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    const written = await goals.actions.create('  Read about volcanoes ');
    expect(written.goal).toBe('Read about volcanoes');
    const goal = await goals.actions.edit(written, ' Read about volcanoes and geysers  ');
    expect(goal).toMatchObject({ id: written.id, goal: 'Read about volcanoes and geysers' });
    const listed = goals.list.state.value;
    expect(listed.status === 'ready' && listed.data.find((kept) => kept.id === goal.id)?.goal).toBe(goal.goal);
    await expect(goals.actions.edit(goal, '   ')).rejects.toThrow('Write the goal: it cannot be empty.');
    const closed = await goals.actions.setClosed(goal, true);
    expect(closed.status).toBe(true);
    await goals.actions.setClosed(closed, false);
    await goals.actions.discard(goal);
    const state = goals.list.state.value;
    expect(state.status === 'ready' && state.data.some((kept) => kept.id === goal.id)).toBe(false);
    expect(recorded).toEqual(['CREATED_GOAL', 'EDITED_GOAL', 'CLOSED_GOAL', 'REOPENED_GOAL', 'DISCARDED_GOAL']);
    release();
  });

  it('attaches a note found by its text, which leaves the goal it was on, and detaches it', async () => {
    const goals = createGoals({ api: server.api, user, recordEvent: () => undefined, fetchDelayMs: 0 });
    await server.api.call('notes.create', {
      body: {
        verb: 'NOTED',
        value: { noteTitle: 'Magma', note: 'Molten rock.' },
        actor: 'grace',
        dataSource: 'tj-client-web',
      },
    });
    const release = goals.list.need();
    await settledState(() => goals.list.state.value);
    const first = await goals.actions.create('Geology');
    const second = await goals.actions.create('Chemistry');
    const [magma] = await goals.actions.findNotes('magm');
    if (!magma) throw new Error('the note was not found');
    await goals.actions.attach(first, magma);
    await goals.actions.attach(second, magma);
    const state = goals.list.state.value;
    if (state.status !== 'ready') throw new Error('not ready');
    const titles = (id: string) =>
      state.data.find((goal) => goal.id === id)?.attachments.map((attachment) => attachment.note.value.noteTitle);
    expect(titles(first.id)).toEqual([]);
    expect(titles(second.id)).toEqual(['Magma']);
    const detached = await goals.actions.detach(second, magma);
    expect(detached.attachments).toEqual([]);
    release();
  });

  it('reads one goal, and gives the spec’s placeholder for one that cannot be read', async () => {
    const goals = createGoals({ api: server.api, user, recordEvent: () => undefined, fetchDelayMs: 0 });
    const goal = await goals.actions.create('Astronomy');
    expect(await goals.actions.readOne(goal.id)).toMatchObject({ goal: { goal: 'Astronomy' }, missing: false });
    expect(await goals.actions.readOne('00000000-0000-4000-8000-000000000000')).toMatchObject({
      goal: { goal: 'goal Does not exists', status: false },
      missing: true,
    });
  });
});
