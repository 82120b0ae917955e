import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesUnderTest } from '../testing/stores.ts';
import type { Account } from '../http/route.ts';
import { eventsStore, type EventsStore } from './events.ts';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';

describe.each(storesUnderTest())('events store on $kind', (store) => {
  let test: TestDatabase;
  let events: EventsStore;
  let ada: Account;
  let bob: Account;

  beforeAll(async () => {
    test = await openTestDatabase(store);
    events = eventsStore(test.db);
    ada = await test.owner('ada');
    bob = await test.owner('bob');
  }, 60_000);
  afterAll(() => test.close());

  const event = (verb: 'QUICK_SEARCH' | 'WIKI_LOOKUP', value: unknown) =>
    ({ actor: 'someone else', verb, value, dataSource: 'tj-client-web' }) as const;

  it('records under the recording learner, whatever actor the event names', async () => {
    const recorded = await events.record(ada, event('WIKI_LOOKUP', { word: 'leaf' }));
    expect(recorded).toMatchObject({ actor: 'ada', verb: 'WIKI_LOOKUP', value: { word: 'leaf' } });
    expect(Date.parse(recorded.timestamp)).not.toBeNaN();
  });

  it("lists and counts a learner's own events only, newest first, per verb", async () => {
    await events.record(ada, event('QUICK_SEARCH', 'Paris'));
    await events.record(bob, event('QUICK_SEARCH', 'Berlin'));
    expect((await events.list(ada, { pageNo: 0 })).items.map((e) => e.verb)).toEqual(['QUICK_SEARCH', 'WIKI_LOOKUP']);
    expect(await events.list(ada, { pageNo: 0, verb: 'QUICK_SEARCH' })).toMatchObject({
      total: 1,
      items: [{ value: 'Paris' }],
    });
    expect(await events.count(ada)).toEqual({ count: 2, verbs: { QUICK_SEARCH: 1, WIKI_LOOKUP: 1 } });
    expect(await events.count(bob)).toEqual({ count: 1, verbs: { QUICK_SEARCH: 1 } });
  });

  it('counts the events between two moments, both included', async () => {
    const now = Date.now();
    expect(await events.countBetween(ada, new Date(now - 60_000), new Date(now + 60_000))).toBe(2);
    expect(await events.countBetween(ada, new Date(now + 60_000), new Date(now + 120_000))).toBe(0);
  });
});
