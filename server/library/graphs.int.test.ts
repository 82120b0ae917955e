import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredGraph } from '../../src/contract/graph.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';

type Page = { items: StoredGraph[]; pageNo: number; pageSize: number; total: number };
type Refusal = { message: string };

describe.each(storesUnderTest())('saved graphs on $kind', (store) => {
  let kit: LibraryKit;
  let ada: Learner;
  let bob: Learner;
  let eve: Learner;

  const cells = {
    graph_name: 'Cells',
    graph_type: 'explore',
    gdata: {
      nodes: [
        { id: 'cell', label: 'Cell' },
        { id: 'nucleus', label: 'Nucleus' },
      ],
      edges: [{ source: 'cell', target: 'nucleus', label: 'contains' }],
    },
  };

  const saved = (overrides: Record<string, unknown> = {}) => ({
    actor: 'ada',
    g6_data: cells,
    graph_dimension: 'explore_library',
    access: 'private',
    metadata: { anchor: 'cell' },
    tags: ['biology'],
    ...overrides,
  });

  beforeAll(async () => {
    kit = await openLibraryKit(store);
    ada = await kit.learner('ada');
    bob = await kit.learner('Bob');
    eve = await kit.learner('eve');
  }, 60_000);
  afterAll(() => kit.close());

  describe('saved graphs', () => {
    it('creates, reads, updates and deletes a graph', async () => {
      const created = await ada.call<StoredGraph>('POST', '/g6graph', saved());
      expect(created.status).toBe(200);
      const graph = created.body;
      expect(graph).toMatchObject({
        graph_dimension: 'explore_library',
        access: 'private',
        sharedAccess: [],
        tags: ['biology'],
        metadata: { anchor: 'cell' },
        actor: 'ada',
      });
      expect(graph._id).toBe(graph.id);
      // Stored as the contract parsed it: node defaults filled in, edges kept.
      expect(graph.g6_data.gdata.nodes[0]).toMatchObject({ id: 'cell', label: 'Cell', tjType: 'custom-node' });
      expect(graph.g6_data.gdata.edges[0]).toMatchObject({ source: 'cell', target: 'nucleus', label: 'contains' });

      expect((await ada.call('GET', `/g6graph/${graph.id}`)).body).toEqual(graph);

      const renamed = { ...cells, graph_name: 'Cell parts' };
      const updated = await ada.call<StoredGraph>('PUT', `/g6graph/${graph.id}`, {
        g6_data: renamed,
        metadata: {},
        tags: ['biology', 'cells'],
        access: 'private',
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ g6_data: { graph_name: 'Cell parts' }, tags: ['biology', 'cells'] });
      expect(updated.body.timestamp).toBe(graph.timestamp);

      expect((await ada.call('DELETE', `/g6graph/${graph.id}`)).body).toEqual({ id: graph.id, deleted: true });
      expect((await ada.call('GET', `/g6graph/${graph.id}`)).status).toBe(404);
    });

    it('defaults the dimension to the explore library', async () => {
      const { body } = await ada.call<StoredGraph>('POST', '/g6graph', saved({ graph_dimension: undefined }));
      expect(body.graph_dimension).toBe('explore_library');
    });

    it('keeps a private graph from other learners with the same 404 as a missing one', async () => {
      const { body: graph } = await ada.call<StoredGraph>('POST', '/g6graph', saved());
      const read = await bob.call<Refusal>('GET', `/g6graph/${graph.id}`);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe('We could not find this graph. It may have been deleted or not shared with you.');
      expect((await bob.call('PUT', `/g6graph/${graph.id}`, saved({ actor: 'Bob' }))).status).toBe(404);
      expect((await bob.call('DELETE', `/g6graph/${graph.id}`)).status).toBe(404);
      expect((await ada.call('GET', `/g6graph/${graph.id}`)).status).toBe(200);
    });

    it('lets a learner named in sharedAccess read a custom graph, but not change it', async () => {
      // Names are matched without case and kept as the accounts spell them.
      const created = await ada.call<StoredGraph>(
        'POST',
        '/g6graph',
        saved({ access: 'custom', sharedAccess: ['bob'] }),
      );
      expect(created.body.sharedAccess).toEqual(['Bob']);
      const id = created.body.id;

      const read = await bob.call<StoredGraph>('GET', `/g6graph/${id}`);
      expect(read.status).toBe(200);
      expect(read.body.actor).toBe('ada');
      expect((await eve.call('GET', `/g6graph/${id}`)).status).toBe(404);

      const change = await bob.call<Refusal>('PUT', `/g6graph/${id}`, saved({ access: 'private' }), {
        'accept-language': 'es',
      });
      expect(change.status).toBe(403);
      expect(change.body.message).toBe(
        'Este grafo se compartió contigo solo para leerlo. Solo su propietario puede cambiarlo o eliminarlo.',
      );
      expect((await bob.call('DELETE', `/g6graph/${id}`)).status).toBe(403);

      // Back to private: the learners it was shared with lose it.
      const {
        actor: _actor,
        graph_dimension: _dimension,
        ...update
      } = saved({ access: 'private', sharedAccess: ['bob'] });
      const privateAgain = await ada.call<StoredGraph>('PUT', `/g6graph/${id}`, update);
      expect(privateAgain.body.sharedAccess).toEqual([]);
      expect((await bob.call('GET', `/g6graph/${id}`)).status).toBe(404);
    });

    it('refuses custom access without sharedAccess, with the spec 1 §5 rule in the learner language', async () => {
      const { body: graph } = await ada.call<StoredGraph>('POST', '/g6graph', saved());
      for (const sharedAccess of [undefined, []]) {
        const update = { g6_data: cells, metadata: {}, tags: [], access: 'custom', sharedAccess };
        const refused = await ada.call<Refusal>('PUT', `/g6graph/${graph.id}`, update);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(
          'sharedAccess: Custom access needs sharedAccess: name at least one learner to share this graph with.',
        );
      }
      const german = await ada.call<Refusal>('POST', '/g6graph', saved({ access: 'custom' }), {
        'accept-language': 'de',
      });
      expect(german.status).toBe(400);
      expect(german.body.message).toContain('Benutzerdefinierter Zugriff braucht sharedAccess');
    });

    it('refuses to share with a learner who has no account', async () => {
      const refused = await ada.call<Refusal>(
        'POST',
        '/g6graph',
        saved({ access: 'custom', sharedAccess: ['bob', 'nobody'] }),
      );
      expect(refused).toEqual({
        status: 400,
        body: { message: 'There is no learner named nobody to share this graph with.' },
      });
    });

    it('refuses bad ids and bad bodies with 4xx', async () => {
      expect((await ada.call('GET', '/g6graph/12')).status).toBe(404);
      expect((await ada.call('PUT', '/g6graph/zzz', saved())).status).toBe(404);
      expect((await ada.call('POST', '/g6graph', '{')).status).toBe(400);
      expect((await ada.call('POST', '/g6graph', saved({ graph_dimension: 'notes' }))).status).toBe(400);
      expect((await ada.call('POST', '/g6graph', saved({ g6_data: { gdata: {} } }))).status).toBe(400);
      expect((await ada.call('GET', '/g6graph?pageNo=x')).status).toBe(400);
    });
  });

  describe('the saved graphs list', () => {
    let dan: Learner;
    let fay: Learner;
    beforeAll(async () => {
      dan = await kit.learner('dan');
      fay = await kit.learner('fay');
      for (let n = 1; n <= 22; n += 1) {
        await dan.call('POST', '/g6graph', {
          ...saved({ actor: 'dan', tags: n === 3 ? ['Astronomy'] : [] }),
          g6_data: { ...cells, graph_name: `Graph ${n}` },
          graph_dimension: n % 2 === 0 ? 'quest_library' : 'explore_library',
        });
      }
      await fay.call('POST', '/g6graph', {
        ...saved({ access: 'custom', sharedAccess: ['dan'] }),
        g6_data: { ...cells, graph_name: 'Shared by Fay' },
      });
      await fay.call('POST', '/g6graph', { ...saved(), g6_data: { ...cells, graph_name: 'Private to Fay' } });
    }, 60_000);

    const names = (page: Page) => page.items.map((graph) => graph.g6_data.graph_name);

    it('lists own and shared graphs, 20 a page, newest first', async () => {
      const first = await dan.call<Page>('GET', '/g6graph?pageNo=0');
      expect(first.body).toMatchObject({ pageNo: 0, pageSize: 20, total: 23 });
      expect(names(first.body).slice(0, 2)).toEqual(['Shared by Fay', 'Graph 22']);
      expect(names((await dan.call<Page>('GET', '/g6graph?pageNo=1')).body)).toEqual(['Graph 3', 'Graph 2', 'Graph 1']);
      expect(names((await fay.call<Page>('GET', '/g6graph?pageNo=0')).body)).toEqual([
        'Private to Fay',
        'Shared by Fay',
      ]);
    });

    it('filters by dimension, owner and search word', async () => {
      const quests = await dan.call<Page>('GET', '/g6graph?pageNo=0&graph_dimension=quest_library');
      expect(quests.body.total).toBe(11);
      expect(quests.body.items.every((graph) => graph.graph_dimension === 'quest_library')).toBe(true);
      const mine = await dan.call<Page>('GET', '/g6graph?pageNo=0&username=DAN');
      expect(mine.body.total).toBe(22);
      expect(names((await dan.call<Page>('GET', '/g6graph?pageNo=0&username=fay')).body)).toEqual(['Shared by Fay']);
      expect(names((await dan.call<Page>('GET', '/g6graph?pageNo=0&searchWord=graph%202')).body)).toEqual([
        'Graph 22',
        'Graph 21',
        'Graph 20',
        'Graph 2',
      ]);
      expect(names((await dan.call<Page>('GET', '/g6graph?pageNo=0&searchWord=astro')).body)).toEqual(['Graph 3']);
      expect((await dan.call<Page>('GET', '/g6graph?pageNo=0&searchWord=private')).body.total).toBe(0);
    });
  });
});
