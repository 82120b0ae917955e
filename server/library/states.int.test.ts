import { describe, expect, it } from 'vitest';
import type { StoredState } from '../../src/contract/endpoints/states.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { libraryKitFor } from '../testing/library-kit.ts';

const snapshot = {
  actor: 'someone else',
  state: {
    thought: { word: 'photosynthesis', type: 'string', lang: 'en' },
    graph: { nodes: [{ id: 'photosynthesis', label: 'Photosynthesis' }], edges: [] },
  },
  mutationSeries: [
    { mutation: { kind: 'addNode', id: 'photosynthesis' }, timeDeltaMillis: 0 },
    { mutation: { kind: 'select', id: 'photosynthesis' }, timeDeltaMillis: 1200 },
  ],
};

describe.each(storesUnderTest())('saved states on $kind', (store) => {
  const kit = libraryKitFor(store, ['ada', 'bob']);

  it('keeps the thought, its graph and the mutation series, saved by the caller', async () => {
    const saved = await kit.ada.call<StoredState>('POST', '/states', snapshot);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      actor: 'ada',
      state: {
        thought: { word: 'photosynthesis' },
        graph: { nodes: [{ id: 'photosynthesis', tjType: 'custom-node' }] },
      },
      mutationSeries: snapshot.mutationSeries,
    });
    expect((await kit.ada.call('GET', `/states/${saved.body.id}`)).body).toEqual(saved.body);
  });

  it('opens a state for whoever has its link, signed in or not (/thought/{id} is public)', async () => {
    const { id } = (await kit.ada.call<StoredState>('POST', '/states', snapshot)).body;
    expect((await kit.bob.call<StoredState>('GET', `/states/${id}`)).body.actor).toBe('ada');
    const visitor = await kit.anonymous('GET', `/states/${id}`);
    expect(visitor.status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id, and saves nothing for a visitor or a bad body', async () => {
    const missing = await kit.ada.call<{ message: string }>('GET', '/states/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We could not find this saved thought. Check the link.');
    expect((await kit.ada.call('GET', '/states/42')).status).toBe(404);
    const count = async () => (await kit.db.query('select id from thought_states')).length;
    const before = await count();
    expect((await kit.anonymous('POST', '/states')).status).toBe(401);
    expect((await kit.ada.call('POST', '/states', { ...snapshot, state: { graph: {} } })).status).toBe(400);
    const backwards = [{ mutation: {}, timeDeltaMillis: -5 }];
    expect((await kit.ada.call('POST', '/states', { ...snapshot, mutationSeries: backwards })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
