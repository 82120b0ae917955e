import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quest } from '../../src/contract/quests.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';

describe.each(storesUnderTest())('quests on $kind', (store) => {
  let kit: LibraryKit;
  let ada: Learner;
  let bob: Learner;

  const waterCycle = {
    general_information: { title: 'The water cycle' },
    thought_map: {
      nodes: [{ id: 'evaporation' }, { id: 'condensation' }, { id: 'precipitation' }],
      edges: [
        { source: 'evaporation', target: 'condensation' },
        { source: 'condensation', target: 'precipitation' },
      ],
    },
  };

  beforeAll(async () => {
    kit = await openLibraryKit(store);
    ada = await kit.learner('ada');
    bob = await kit.learner('bob');
  }, 60_000);
  afterAll(() => kit.close());

  describe('quests', () => {
    it('creates, lists, reads, updates and deletes a quest', async () => {
      const created = await ada.call<Quest>('POST', '/quests', waterCycle);
      expect(created.status).toBe(200);
      expect(created.body).toEqual({ id: created.body.id, ...waterCycle });
      const { id } = created.body;
      const later = await ada.call<Quest>('POST', '/quests', {
        ...waterCycle,
        general_information: { title: ['Rain'] },
      });

      expect((await ada.call<Quest[]>('GET', '/quests')).body.map((quest) => quest.id)).toEqual([later.body.id, id]);
      expect((await ada.call('GET', `/quests/${id}`)).body).toEqual(created.body);

      // What is sent replaces what was saved; what is not sent stays.
      const retitled = await ada.call<Quest>('PUT', `/quests/${id}`, { general_information: { title: 'Water' } });
      expect(retitled.body).toEqual({ ...created.body, general_information: { title: 'Water' } });
      const cleared = await ada.call<Quest>('PUT', `/quests/${id}`, { thought_map: { nodes: [], edges: [] } });
      expect(cleared.body).toEqual({
        id,
        general_information: { title: 'Water' },
        thought_map: { nodes: [], edges: [] },
      });

      expect((await ada.call('DELETE', `/quests/${id}`)).body).toEqual({ id, deleted: true });
      expect((await ada.call('GET', `/quests/${id}`)).status).toBe(404);
    });

    it("keeps a learner out of another learner's quests", async () => {
      const { body } = await ada.call<Quest>('POST', '/quests', waterCycle);
      const read = await bob.call<{ message: string }>('GET', `/quests/${body.id}`);
      expect(read).toEqual({
        status: 404,
        body: { message: 'We could not find this quest. It may have been deleted.' },
      });
      expect((await bob.call('PUT', `/quests/${body.id}`, { thought_map: { nodes: [], edges: [] } })).status).toBe(404);
      expect((await bob.call('DELETE', `/quests/${body.id}`)).status).toBe(404);
      expect((await bob.call<Quest[]>('GET', '/quests')).body).toEqual([]);
      expect((await ada.call<Quest>('GET', `/quests/${body.id}`)).body).toEqual(body);
    });

    it('refuses bad ids and bodies with 4xx', async () => {
      expect((await ada.call('GET', '/quests/7')).status).toBe(404);
      // A NUL is refused before any query: PostgreSQL's text cannot hold one.
      expect((await ada.call('DELETE', '/quests/%00')).status).toBe(400);
      expect((await ada.call('POST', '/quests', { general_information: {} })).status).toBe(400);
      const edgeless = { ...waterCycle, thought_map: { nodes: [], edges: [{ source: 'a' }] } };
      expect((await ada.call('POST', '/quests', edgeless)).status).toBe(400);
      expect((await ada.call('POST', '/quests', 'null')).status).toBe(400);
      expect((await kit.anonymous('GET', '/quests')).status).toBe(401);
    });
  });
});
