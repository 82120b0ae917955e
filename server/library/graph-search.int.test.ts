import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphMatch } from '../../src/contract/endpoints/graphs.ts';
import type { StoredGraph } from '../../src/contract/graph.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { libraryKitFor, type Learner } from '../testing/library-kit.ts';

type List<Item> = { items: Item[]; total: number };

const graph = (name: string, labels: string[], tags: string[], sharedAccess?: string[]) => ({
  actor: 'ada',
  g6_data: { graph_name: name, gdata: { nodes: labels.map((label, i) => ({ id: `n${i}`, label })), edges: [] } },
  access: sharedAccess ? 'custom' : 'private',
  ...(sharedAccess ? { sharedAccess } : {}),
  metadata: { anchor: 'n0' },
  tags,
});

describe.each(storesUnderTest())('finding and cloning saved graphs on $kind', (store) => {
  const kit = libraryKitFor(store, ['ada', 'bob', 'eve']);
  let cells: StoredGraph;
  let rivers: StoredGraph;

  beforeAll(async () => {
    cells = (await kit.ada.call<StoredGraph>('POST', '/g6graph', graph('Cells', ['Nucleus', 'Membrane'], ['Biology'])))
      .body;
    rivers = (
      await kit.ada.call<StoredGraph>(
        'POST',
        '/g6graph',
        graph('Rivers', ['Delta', 'Source of the Nile'], ['geography', 'biology'], ['bob']),
      )
    ).body;
    await kit.eve.call('POST', '/g6graph', graph('Eve’s cells', ['Nucleus'], ['biology']));
  });

  describe('GET /g6graph/tag/{tag}', () => {
    it('lists the graphs the caller may read with the tag, in any case, newest first', async () => {
      const own = await kit.ada.call<List<StoredGraph>>('GET', '/g6graph/tag/BIOLOGY');
      expect(own.status).toBe(200);
      expect(own.body.total).toBe(2);
      expect(own.body.items.map((item) => item.id)).toEqual([rivers.id, cells.id]);
      const shared = await kit.bob.call<List<StoredGraph>>('GET', '/g6graph/tag/biology');
      expect(shared.body.items.map((item) => item.id)).toEqual([rivers.id]);
      const other = await kit.eve.call<List<StoredGraph>>('GET', '/g6graph/tag/geography');
      expect(other.body).toEqual({ items: [], total: 0 });
    });

    it('matches whole tags only, and refuses a tag too long to be one', async () => {
      expect((await kit.ada.call<List<StoredGraph>>('GET', '/g6graph/tag/bio')).body.total).toBe(0);
      const long = await kit.ada.call<{ message: string }>('GET', `/g6graph/tag/${'t'.repeat(201)}`);
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('tag: This is too long to search for. Use at most 200 characters.');
    });
  });

  describe('POST /g6graph/query', () => {
    const query = (learner: Learner, type: string, keyword: string) =>
      learner.call<List<GraphMatch>>('POST', `/g6graph/query?type=${type}&keyword=${encodeURIComponent(keyword)}`);

    it('finds graphs by name, node label and tag, with the nodes that matched', async () => {
      const byNode = await query(kit.ada, 'node', 'nile');
      expect(byNode.body.items).toEqual([{ graph: rivers, nodes: [{ id: 'n1', label: 'Source of the Nile' }] }]);
      expect((await query(kit.ada, 'name', 'cell')).body.items.map((m) => m.graph.id)).toEqual([cells.id]);
      expect((await query(kit.ada, 'tag', 'geo')).body.items.map((m) => m.graph.id)).toEqual([rivers.id]);
      const all = await query(kit.ada, 'all', 'e');
      expect(all.body.total).toBe(2);
      expect(all.body.items.find((m) => m.graph.id === cells.id)?.nodes).toEqual([
        { id: 'n0', label: 'Nucleus' },
        { id: 'n1', label: 'Membrane' },
      ]);
    });

    it('looks in every place when no type is given, and takes the keyword literally', async () => {
      const answer = await kit.ada.call<List<GraphMatch>>('POST', '/g6graph/query?keyword=nucleus');
      expect(answer.body.items.map((m) => m.graph.id)).toEqual([cells.id]);
      expect((await query(kit.ada, 'all', '%')).body.total).toBe(0);
    });

    it('searches only graphs the caller may read', async () => {
      expect((await query(kit.bob, 'all', 'nucleus')).body.total).toBe(0);
      expect((await query(kit.bob, 'node', 'delta')).body.items.map((m) => m.graph.id)).toEqual([rivers.id]);
      expect((await query(kit.eve, 'node', 'nile')).body.total).toBe(0);
    });

    it('refuses an unknown type, an empty keyword and one too long', async () => {
      expect((await query(kit.ada, 'colour', 'x')).status).toBe(400);
      const empty = await kit.ada.call<{ message: string }>('POST', '/g6graph/query?type=all&keyword=%20');
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('keyword: Type something to search for.');
      expect((await query(kit.ada, 'all', 'k'.repeat(201))).status).toBe(400);
    });
  });

  describe('POST /g6graph/clone', () => {
    it('copies a graph the caller owns or was shared, as the caller’s own private graph', async () => {
      const copy = await kit.bob.call<StoredGraph>('POST', '/g6graph/clone', { graphId: rivers.id });
      expect(copy.status).toBe(200);
      expect(copy.body).toMatchObject({
        actor: 'bob',
        access: 'private',
        sharedAccess: [],
        g6_data: rivers.g6_data,
        tags: rivers.tags,
        metadata: rivers.metadata,
      });
      expect(copy.body.id).not.toBe(rivers.id);
      // The copy is bob's to change; the original stays ada's.
      const renamed = { ...rivers.g6_data, graph_name: 'My rivers' };
      const update = { g6_data: renamed, metadata: {}, tags: [], access: 'private' };
      expect((await kit.bob.call('PUT', `/g6graph/${copy.body.id}`, update)).status).toBe(200);
      expect((await kit.ada.call<StoredGraph>('GET', `/g6graph/${rivers.id}`)).body.g6_data.graph_name).toBe('Rivers');
      expect((await kit.ada.call('GET', `/g6graph/${copy.body.id}`)).status).toBe(404);
      const own = await kit.ada.call<StoredGraph>('POST', '/g6graph/clone', { graphId: cells.id });
      expect(own.body).toMatchObject({ actor: 'ada', g6_data: { graph_name: 'Cells' } });
    });

    it('answers 404 for a graph the caller may not read, and copies nothing', async () => {
      const count = async () =>
        (await kit.db.query<{ n: number }>('select count(*)::int as n from saved_graphs'))[0]?.n;
      const before = await count();
      expect((await kit.eve.call('POST', '/g6graph/clone', { graphId: cells.id })).status).toBe(404);
      expect((await kit.eve.call('POST', '/g6graph/clone', { graphId: 'not-an-id' })).status).toBe(404);
      expect((await kit.eve.call('POST', '/g6graph/clone', {})).status).toBe(400);
      expect(await count()).toBe(before);
    });
  });
});
