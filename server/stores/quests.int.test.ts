import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesUnderTest } from '../testing/stores.ts';
import type { Account } from '../http/route.ts';
import { questsStore, type QuestsStore } from './quests.ts';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';

const notFound = { status: 404, key: 'server.library.questNotFound' };
const emptyMap = { nodes: [], edges: [] };

describe.each(storesUnderTest())('quests store on $kind', (store) => {
  let test: TestDatabase;
  let quests: QuestsStore;
  let ada: Account;
  let bob: Account;

  beforeAll(async () => {
    test = await openTestDatabase(store);
    quests = questsStore(test.db);
    ada = await test.owner('ada');
    bob = await test.owner('bob');
  }, 60_000);
  afterAll(() => test.close());

  it("saves a quest and lists the owner's quests newest first", async () => {
    const first = await quests.create(ada, { general_information: { title: 'Rivers' }, thought_map: emptyMap });
    const second = await quests.create(ada, { general_information: {}, thought_map: emptyMap });
    expect(first.general_information).toEqual({ title: 'Rivers' });
    expect((await quests.list(ada)).map((q) => q.id)).toEqual([second.id, first.id]);
    expect(await quests.list(bob)).toEqual([]);
  });

  it('changes only the parts given, and only for the owner', async () => {
    const quest = await quests.create(ada, { general_information: { title: 'Mountains' }, thought_map: emptyMap });
    const changed = await quests.update(ada, quest.id, { general_information: { title: 'Alps' } });
    expect(changed).toEqual({ ...quest, general_information: { title: 'Alps' } });
    await expect(quests.update(bob, quest.id, { general_information: {} })).rejects.toMatchObject(notFound);
    await expect(quests.get(bob, quest.id)).rejects.toMatchObject(notFound);
    expect(await quests.get(ada, quest.id)).toEqual(changed);
  });

  it('deletes the owner’s quest; another learner cannot', async () => {
    const quest = await quests.create(ada, { general_information: {}, thought_map: emptyMap });
    await expect(quests.delete(bob, quest.id)).rejects.toMatchObject(notFound);
    expect(await quests.delete(ada, quest.id)).toEqual({ id: quest.id, deleted: true });
    await expect(quests.get(ada, 7)).rejects.toMatchObject(notFound);
  });
});
