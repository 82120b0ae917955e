import { describe, expect, it } from 'vitest';
import { providerModel3dSchema } from '../../src/contract/providers.ts';
import { sketchfabProvider, thumbnailFor } from './sketchfab.ts';
import { fixtureJson, servingFetch, testContext } from '../testing/provider-fetch.ts';

/**
 * A search answer around the recorded model record: Sketchfab's search answers { results, next, previous, cursors },
 * each result a model record like this one.
 */
const searchAnswer = (records: object[]) =>
  JSON.stringify({ results: records, next: null, previous: null, cursors: { next: null, previous: null } });
const record = fixtureJson<Record<string, unknown>>('sketchfab-model-staircase.json');

describe('the Sketchfab model search', () => {
  it('turns a recorded model into a 3D model result', async () => {
    const { fetch } = servingFetch(() => ({ body: searchAnswer([record]) }));
    const models = await sketchfabProvider(testContext(fetch), 'token').lookup('staircase');
    expect(models).toEqual([
      {
        id: '8476c4170df24cf5bbe6967222d1a42d',
        name: 'Iain_Dawson_Kew_Road_Formby',
        // The smallest picture at least 256 pixels wide.
        thumbnail:
          'https://media.sketchfab.com/models/8476c4170df24cf5bbe6967222d1a42d/thumbnails/03709bf568c34654b3ce1913fbf5bd2c/366be192697549b7b73943f8c01fc100.jpeg',
        viewerUrl: 'https://sketchfab.com/3d-models/8476c4170df24cf5bbe6967222d1a42d',
        embedUrl: 'https://sketchfab.com/models/8476c4170df24cf5bbe6967222d1a42d/embed',
        author: 'Alan Grice Staircase Co Ltd',
        license: 'by',
      },
    ]);
    expect(providerModel3dSchema.parse(models[0])).toEqual(models[0]);
  });

  it('asks for models with the API token', async () => {
    const { fetch, calls } = servingFetch(() => ({ body: searchAnswer([]) }));
    await sketchfabProvider(testContext(fetch), 'sf-token').lookup('heart');
    expect(calls[0]?.url.href).toBe('https://api.sketchfab.com/v3/search?type=models&q=heart&count=24');
    expect(calls[0]?.headers.get('authorization')).toBe('Token sf-token');
  });

  it('reads the licence label of a search answer', async () => {
    const { fetch } = servingFetch(() => ({
      body: searchAnswer([{ ...record, license: { label: 'CC Attribution' } }]),
    }));
    expect((await sketchfabProvider(testContext(fetch), 'token').lookup('stairs'))[0]?.license).toBe('CC Attribution');
  });

  it('takes the widest picture when none is wide enough', () => {
    expect(
      thumbnailFor([
        { url: 'small', width: 64 },
        { url: 'medium', width: 200 },
      ]),
    ).toBe('medium');
    expect(thumbnailFor([])).toBeUndefined();
  });
});
