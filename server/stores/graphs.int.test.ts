import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesUnderTest } from '../testing/stores.ts';
import type { Account } from '../http/route.ts';
import { graphsStore, type GraphsStore, type NewGraph } from './graphs.ts';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';

const graph = (name: string, sharing: Partial<NewGraph> = {}): NewGraph => ({
  actor: 'whoever',
  g6_data: { graph_name: name, gdata: { nodes: [], edges: [], combos: [] } },
  access: 'private',
  tags: ['biology'],
  metadata: {},
  ...sharing,
});

describe.each(storesUnderTest())('graphs store on $kind', (store) => {
  let test: TestDatabase;
  let graphs: GraphsStore;
  let ada: Account;
  let bob: Account;
  let eve: Account;

  beforeAll(async () => {
    test = await openTestDatabase(store);
    graphs = graphsStore(test.db);
    ada = await test.owner('ada');
    bob = await test.owner('Bob');
    eve = await test.owner('eve');
  }, 60_000);
  afterAll(() => test.close());

  it('saves a graph under its owner, whatever actor the graph names, and hides a private one', async () => {
    const saved = await graphs.create(ada, graph('Cells'));
    expect(saved).toMatchObject({ actor: 'ada', access: 'private', graph_dimension: 'explore_library' });
    expect(await graphs.get(ada, saved.id)).toEqual(saved);
    await expect(graphs.get(bob, saved.id)).rejects.toMatchObject({ status: 404 });
  });

  it('shares a custom graph by username as the account spells it: readable, not changeable', async () => {
    const shared = await graphs.create(ada, graph('Shared', { access: 'custom', sharedAccess: ['bob'] }));
    expect(shared.sharedAccess).toEqual(['Bob']);
    expect((await graphs.get(bob, shared.id)).id).toBe(shared.id);
    expect((await graphs.list(bob, { pageNo: 0 })).items.map((g) => g.id)).toEqual([shared.id]);
    await expect(graphs.update(bob, shared.id, graph('Taken'))).rejects.toMatchObject({
      status: 403,
      key: 'server.library.graphOwnerOnly',
    });
    await expect(graphs.delete(bob, shared.id)).rejects.toMatchObject({ status: 403 });
    await expect(graphs.get(eve, shared.id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses to share with a name that has no account', async () => {
    await expect(
      graphs.create(ada, graph('Lost', { access: 'custom', sharedAccess: ['nobody'] })),
    ).rejects.toMatchObject({ status: 400, key: 'server.library.unknownLearner', vars: { username: 'nobody' } });
  });

  it("lists by dimension, owner and search word; changes and deletes the owner's graph", async () => {
    const quest = await graphs.create(ada, graph('Quest map', { graph_dimension: 'quest_library' }));
    expect((await graphs.list(ada, { pageNo: 0, graph_dimension: 'quest_library' })).items).toHaveLength(1);
    expect((await graphs.list(ada, { pageNo: 0, searchWord: 'quest' })).total).toBe(1);
    expect((await graphs.list(ada, { pageNo: 0, username: 'eve' })).total).toBe(0);
    const changed = await graphs.update(ada, quest.id, graph('Quest map 2', { tags: ['maps'] }));
    expect(changed).toMatchObject({ tags: ['maps'], g6_data: { graph_name: 'Quest map 2' } });
    expect(await graphs.delete(ada, quest.id)).toEqual({ id: quest.id, deleted: true });
    await expect(graphs.get(ada, quest.id)).rejects.toMatchObject({ status: 404 });
  });
});
