// The learner's events graph, read from the reference server's real event calls over HTTP.
import { signal } from '@preact/signals-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../contract/events.ts';
import { LIBRARY_PAGE_SIZE } from '../contract/page.ts';
import { anonymousUser } from '../contract/user.ts';
import { openSearchServer, type SearchServer } from '../../tests/support/search-server.ts';
import { createLearnerEvents, summarizeEvents, valueText, type LearnerEventsState } from './learner-events.ts';
import { createEventRecorder } from './record-event.ts';
import { until } from '../testing/until.ts';

let server: SearchServer;
const user = signal(anonymousUser);
beforeAll(async () => {
  server = await openSearchServer();
  await server.addLearner('grace');
}, 120_000);
afterAll(() => server.close());

const signIn = () => {
  server.tokens.store({ token: 'grace', refreshToken: 'refresh-grace-0123456789' });
  user.value = { ...anonymousUser, username: 'grace' };
};
const signOut = () => {
  server.tokens.clear();
  user.value = anonymousUser;
};

/** The state once it is no longer loading. */
const settled = (read: () => LearnerEventsState) =>
  until(() => read().status !== 'loading' && read(), 'the events to load');

const stored = (verb: StoredEvent['verb'], value: unknown): StoredEvent => ({
  id: String(Math.random()),
  actor: 'grace',
  verb,
  value,
  dataSource: 'tj-client-web',
  timestamp: '2026-01-01T00:00:00.000Z',
});

describe('valueText', () => {
  it('names a value by its text, or by a known field of an object, cut short', () => {
    expect(valueText('dog')).toBe('dog');
    expect(valueText(3)).toBe('3');
    expect(valueText(null)).toBe('');
    expect(valueText({ noteTitle: 'Photosynthesis', note: 'Plants make food' })).toBe('Photosynthesis');
    expect(valueText({ id: 'n1', label: 'Paris', anchored: true })).toBe('Paris');
    expect(valueText({ x: 1 })).toBe('{"x":1}');
    expect(valueText('a'.repeat(100))).toHaveLength(40);
  });
});

describe('summarizeEvents', () => {
  it('links each verb to its values with counts, most frequent first', () => {
    const graph = summarizeEvents(
      [
        stored('WIKI_LOOKUP', 'dog'),
        stored('QUICK_SEARCH', 'cat'),
        stored('WIKI_LOOKUP', 'dog'),
        stored('WIKI_LOOKUP', 'cat'),
      ],
      9,
    );
    expect(graph).toEqual({
      verbs: [
        {
          verb: 'WIKI_LOOKUP',
          count: 3,
          values: [
            { value: 'dog', count: 2 },
            { value: 'cat', count: 1 },
          ],
        },
        { verb: 'QUICK_SEARCH', count: 1, values: [{ value: 'cat', count: 1 }] },
      ],
      shown: 4,
      total: 9,
    });
  });
});

describe('createLearnerEvents', () => {
  it('says a guest has nothing to show and asks nothing', async () => {
    signOut();
    const events = createLearnerEvents({ api: server.api, user });
    const release = events.actions.need();
    expect(events.signals.state.value).toEqual({ status: 'guest' });
    release();
    events.dispose();
  });

  it("reads the signed-in learner's events across pages, and follows sign-out", async () => {
    signIn();
    const record = createEventRecorder({ api: server.api, user });
    for (let i = 0; i < LIBRARY_PAGE_SIZE + 2; i += 1) await record('WIKI_LOOKUP', i % 2 === 0 ? 'dog' : 'cat');
    await record('QUICK_SEARCH', 'Paris');

    const events = createLearnerEvents({ api: server.api, user });
    const release = events.actions.need();
    const state = await settled(() => events.signals.state.value);
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.data.total).toBe(LIBRARY_PAGE_SIZE + 3);
    expect(state.data.shown).toBe(LIBRARY_PAGE_SIZE + 3);
    expect(state.data.verbs.map((verb) => [verb.verb, verb.count])).toEqual([
      ['WIKI_LOOKUP', LIBRARY_PAGE_SIZE + 2],
      ['QUICK_SEARCH', 1],
    ]);
    expect(state.data.verbs[0]?.values).toEqual([
      { value: 'cat', count: (LIBRARY_PAGE_SIZE + 2) / 2 },
      { value: 'dog', count: (LIBRARY_PAGE_SIZE + 2) / 2 },
    ]);

    signOut();
    expect(events.signals.state.value).toEqual({ status: 'guest' });
    release();
    events.dispose();
  });

  it('reports a failed read, and reads again on reload', async () => {
    signIn();
    // A token the server does not know: the call is refused.
    server.tokens.store({ token: 'nobody', refreshToken: 'refresh-nobody-0123456789' });
    const events = createLearnerEvents({ api: server.api, user });
    const release = events.actions.need();
    expect((await settled(() => events.signals.state.value)).status).toBe('error');
    signIn();
    events.actions.reload();
    expect((await settled(() => events.signals.state.value)).status).toBe('ready');
    release();
    events.dispose();
  });
});
