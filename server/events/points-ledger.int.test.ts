import { describe, expect, it } from 'vitest';
import { pointsOf } from '../auth/index.ts';
import { storesUnderTest } from '../testing/stores.ts';
import type { Learner } from '../testing/library-kit.ts';
import { DAILY_AWARDS_PER_VERB, POINTS_PER_VERB, pointsFor } from './points-ledger.ts';
import { eventsKitFor, record as recordAs } from '../testing/events-kit.ts';

describe.each(storesUnderTest())('points earned by recorded actions on $kind', (store) => {
  const kit = eventsKitFor(store);
  const record = (learner: Learner, verb: string) => recordAs(learner, verb, null);

  it('awards the ledger’s points for each recorded action, to the learner who recorded it', async () => {
    expect(await pointsOf(kit.db, kit.ada.id)).toBe(0);
    await record(kit.ada, 'NOTED');
    await record(kit.ada, 'CLOSED_GOAL');
    await record(kit.ada, 'WIKI_LOOKUP');
    expect(await pointsOf(kit.db, kit.ada.id)).toBe(POINTS_PER_VERB.NOTED + POINTS_PER_VERB.CLOSED_GOAL + 1);
    expect(await pointsOf(kit.db, kit.bob.id)).toBe(0);
    const rows = await kit.db.query<{ reason: string; points: number }>(
      'select reason, points from points_ledger where user_id = $1 order by created_at, reason',
      [kit.ada.id],
    );
    expect(rows.map((row) => row.reason).sort()).toEqual(['CLOSED_GOAL', 'NOTED', 'WIKI_LOOKUP']);
  });

  it('gives nothing for settings, navigation and deletions', async () => {
    const before = await pointsOf(kit.db, kit.bob.id);
    for (const verb of ['CHANGE_VIEW', 'SYSTEM_LANGUAGE', 'DELETE_NOTE', 'DELETED_GRAPH', 'VISITED']) {
      expect((await record(kit.bob, verb)).status).toBe(200);
      expect(pointsFor(verb as 'VISITED')).toBe(0);
    }
    expect(await pointsOf(kit.db, kit.bob.id)).toBe(before);
  });

  it('awards one verb at most DAILY_AWARDS_PER_VERB times a day, even when recorded at once', async () => {
    await Promise.all(Array.from({ length: DAILY_AWARDS_PER_VERB + 5 }, () => record(kit.bob, 'SET_SAVED_GRAPH')));
    expect(await pointsOf(kit.db, kit.bob.id)).toBe(DAILY_AWARDS_PER_VERB * POINTS_PER_VERB.SET_SAVED_GRAPH);
    const [events] = await kit.db.query<{ count: number }>(
      "select count(*)::int as count from events where actor = $1 and verb = 'SET_SAVED_GRAPH'",
      [kit.bob.id],
    );
    // Every event is kept; only the points stop.
    expect(events?.count).toBe(DAILY_AWARDS_PER_VERB + 5);
  });

  it('awards nothing when the event is refused', async () => {
    const before = await pointsOf(kit.db, kit.ada.id);
    expect((await record(kit.ada, 'NOT_A_VERB')).status).toBe(400);
    expect(await pointsOf(kit.db, kit.ada.id)).toBe(before);
  });
});
