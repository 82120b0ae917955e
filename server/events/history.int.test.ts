import { beforeAll, describe, expect, it } from 'vitest';
import type { EventAnalytics, EventBucket, StoredEvent } from '../../src/contract/events.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { lastDays } from '../stores/event-analytics.ts';
import { BUCKET_EVENTS } from '../stores/events.ts';
import { eventsKitFor, record } from '../testing/events-kit.ts';

interface List {
  items: StoredEvent[];
  total: number;
}

describe.each(storesUnderTest())('event history on $kind', (store) => {
  const kit = eventsKitFor(store);

  beforeAll(async () => {
    for (const word of ['cell', 'atom', 'leaf', 'river', 'cloud', 'stone', 'moon']) {
      await record(kit.ada, 'WIKI_LOOKUP', word);
    }
    await record(kit.ada, 'NOTED', { note: 'n' }, { dataSource: 'tj-client' });
    await record(kit.bob, 'NOTED', { note: 'bob' });
    // Two days ago, and ten days ago: inside and outside the default three days of analytics.
    await kit.db.query(
      `insert into events (actor, verb, value, data_source, created_at) values
         ($1, 'QUICK_SEARCH', '"x"', 'tj-client-web', now() - interval '2 days'),
         ($1, 'QUICK_SEARCH', '"y"', 'tj-client-web', now() - interval '10 days')`,
      [kit.ada.id],
    );
    // Points given two and ten days ago (a takeback too): the days of analytics and before them.
    await kit.db.query(
      `insert into points_ledger (user_id, points, reason, created_at) values
         ($1, 4, 'CLOSED_GOAL', now() - interval '2 days'),
         ($1, -1, 'takeback', now() - interval '2 days'),
         ($1, 10, 'HIT_VICTORY_MARKER', now() - interval '10 days')`,
      [kit.ada.id],
    );
  });

  it('lists all of a learner’s events, newest first, and only theirs', async () => {
    const all = await kit.ada.call<List>('GET', '/events/allevents?username=ada');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(10);
    expect(all.body.items[0]).toMatchObject({ verb: 'NOTED', actor: 'ada' });
    expect(all.body.items.every((event) => event.actor === 'ada')).toBe(true);
    expect((await kit.ada.call('GET', '/events/allevents?username=bob')).status).toBe(403);
  });

  it('lists the events of one verb, by path and by query', async () => {
    const byPath = await kit.ada.call<List>('GET', '/events/verb/WIKI_LOOKUP');
    expect(byPath.body.total).toBe(7);
    expect(byPath.body.items.map((event) => event.value)).toEqual([
      'moon',
      'stone',
      'cloud',
      'river',
      'leaf',
      'atom',
      'cell',
    ]);
    expect((await kit.ada.call('GET', '/events/verb?verb=WIKI_LOOKUP&username=ada')).body).toEqual(byPath.body);
    const noted = await kit.ada.call<List>('GET', '/events/verb/NOTED');
    expect(noted.body.items.map((event) => event.value)).toEqual([{ note: 'n' }]);
    expect((await kit.ada.call('GET', '/events/verb?verb=NOTED&username=bob')).status).toBe(403);
  });

  it('refuses an unknown verb with 400 and a message', async () => {
    const answer = await kit.ada.call<{ message: string }>('GET', '/events/verb/NOT_A_VERB');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('verb: This is not a verb of Thoughtkit’s events.');
    expect((await kit.ada.call('GET', '/events/verb?verb=nope')).status).toBe(400);
  });

  it('groups a learner’s events in buckets per verb, the latest verb first, each with its newest few', async () => {
    const buckets = await kit.ada.call<EventBucket[]>('GET', '/events/eventsbucket');
    expect(buckets.body.map((bucket) => [bucket.verb, bucket.count])).toEqual([
      ['NOTED', 1],
      ['WIKI_LOOKUP', 7],
      ['QUICK_SEARCH', 2],
    ]);
    const wiki = buckets.body[1];
    expect(wiki?.events.map((event) => event.value)).toEqual(['moon', 'stone', 'cloud', 'river', 'leaf']);
    expect(wiki?.events).toHaveLength(BUCKET_EVENTS);
    expect(wiki?.latest).toBe(wiki?.events[0]?.timestamp);
    expect((await kit.bob.call<EventBucket[]>('GET', '/events/eventsbucket')).body.map((b) => b.verb)).toEqual([
      'NOTED',
    ]);
  });

  it('counts events per verb per day over 3 days by default, oldest day first, with the points of each day', async () => {
    const answer = await kit.ada.call<EventAnalytics>('POST', '/events/analytics', { username: 'ada' });
    expect(answer.status).toBe(200);
    const days = lastDays(3, new Date());
    // Today's points are what recording earned: 7 lookups at 1 and a note at 5. The two inserted events earned
    // nothing (they were not recorded); the ledger's rows of earlier days were put there by hand.
    expect(answer.body).toEqual({
      days: 3,
      perDay: [
        { day: days[0], counts: { QUICK_SEARCH: 1 }, points: 3 },
        { day: days[1], counts: {}, points: 0 },
        { day: days[2], counts: { WIKI_LOOKUP: 7, NOTED: 1 }, points: 12 },
      ],
      pointsBefore: 10,
    });
  });

  it('counts more days when asked, and only one data source when named (points come from any)', async () => {
    const longer = await kit.ada.call<EventAnalytics>('POST', '/events/analytics', { username: 'ada', days: 11 });
    expect(longer.body.perDay).toHaveLength(11);
    expect(longer.body.perDay[0]).toEqual({
      day: lastDays(11, new Date())[0],
      counts: { QUICK_SEARCH: 1 },
      points: 10,
    });
    expect(longer.body.pointsBefore).toBe(0);
    const web = await kit.ada.call<EventAnalytics>('POST', '/events/analytics', {
      username: 'ada',
      dataSource: 'tj-client',
      days: 1,
    });
    expect(web.body).toEqual({
      days: 1,
      perDay: [{ day: lastDays(1, new Date())[0], counts: { NOTED: 1 }, points: 12 }],
      pointsBefore: 13,
    });
  });

  it('keeps one learner’s points out of another’s analytics', async () => {
    const bob = await kit.bob.call<EventAnalytics>('POST', '/events/analytics', { username: 'bob', days: 1 });
    // Bob's one note.
    expect(bob.body.perDay[0]?.points).toBe(5);
    expect(bob.body.pointsBefore).toBe(0);
  });

  it('refuses analytics of another learner, and spans of no or too many days', async () => {
    expect((await kit.ada.call('POST', '/events/analytics', { username: 'bob' })).status).toBe(403);
    expect((await kit.ada.call('POST', '/events/analytics', { username: 'ada', days: 0 })).status).toBe(400);
    expect((await kit.ada.call('POST', '/events/analytics', { username: 'ada', days: 5000 })).status).toBe(400);
  });
});

describe('the days of analytics', () => {
  it('ends with today (UTC) and counts back', () => {
    expect(lastDays(3, new Date('2026-03-01T23:30:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(lastDays(1, new Date('2026-01-01T00:00:00Z'))).toEqual(['2026-01-01']);
  });
});
