import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/endpoints.ts';
import { createApi } from '../api.ts';
import type { ProvidersConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { createProviderArea, createProviders, notConnectedServices } from './index.ts';
import type { ProviderFetch } from './provider.ts';
import { fixture, hangingFetch, mediaRecording, servingFetch } from '../testing/provider-fetch.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

const dictionary = await testEngine();

const publicUrl = 'http://localhost:8787';
const none: ProvidersConfig = { liveLookups: [], timeoutMs: 2_000 };
const all: ProvidersConfig = {
  liveLookups: ['wikipedia', 'openlibrary', 'archive', 'crossref'],
  youtubeApiKey: 'yt',
  adzuna: { appId: 'id', appKey: 'key', country: 'gb' },
  twitterBearerToken: 'tw',
  sketchfabApiToken: 'sf',
  wolframAppId: 'wa',
  timeoutMs: 2_000,
};

/** Every service answers with its recorded answer: Wolfram|Alpha did not understand, Wikipedia knows Superman. */
const recorded = servingFetch(
  (url) =>
    mediaRecording(url) ??
    (url.hostname === 'api.wolframalpha.com'
      ? { status: 501, body: fixture('wolfram-not-understood.txt') }
      : { body: fixture('wikipedia-summary-superman.json') }),
).fetch;

const refuseTokens = async () => {
  throw new HttpError(401, 'server.auth.tokenInvalid');
};

function apiWith(settings: ProvidersConfig, fetch: ProviderFetch = recorded, log: string[] = []) {
  const providers = createProviders({ providers: settings, publicUrl }, { fetch });
  return createApi({
    authenticate: refuseTokens,
    areas: [createProviderArea({ providers, dictionary, log: (line) => log.push(line) })],
  });
}

async function get(api: ReturnType<typeof apiWith>, path: string, lang = 'en') {
  const response = await api.request(`/api/v1${path}`, { headers: { 'Accept-Language': lang } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function post(api: ReturnType<typeof apiWith>, path: string, body: unknown, lang = 'en') {
  const response = await api.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const searchBody = { type: 'search', searchObj: { query: 'tomato' } };

describe('the provider calls without settings', () => {
  const api = apiWith(none);

  it.each([
    ['/custom/jobs/nurse', 'adzuna', ['ADZUNA_APP_ID', 'ADZUNA_APP_KEY']],
    ['/custom/twitter-sentiment?topic=python&count=10', 'twitter', ['TWITTER_BEARER_TOKEN']],
    ['/custom/models?query=heart', 'sketchfab', ['SKETCHFAB_API_TOKEN']],
    ['/custom/books?query=dune', 'openlibrary', ['LIVE_LOOKUPS=openlibrary']],
    ['/custom/books?query=dune&source=archive', 'archive', ['LIVE_LOOKUPS=archive']],
    ['/custom/papers?query=graphs', 'crossref', ['LIVE_LOOKUPS=crossref']],
  ])(
    'GET %s answers 200: %s is not connected, and which settings would connect it',
    async (path, provider, connectWith) => {
      const { status, body } = await get(api, path);
      expect(status).toBe(200);
      expect(body).toEqual({ configured: false, provider, connectWith, message: expect.any(String) });
      // The message is the learner's: it says so, it gives no instructions for whoever runs the server.
      expect(body['message']).toMatch(/is not connected on this server\.$/);
      expect(body['message']).not.toContain(connectWith[0]);
    },
  );

  it('says so for the video search too, in the learner’s language', async () => {
    const { status, body } = await post(api, '/custom/youtube-search', searchBody, 'de');
    expect(status).toBe(200);
    expect(body).toEqual({
      configured: false,
      provider: 'youtube',
      connectWith: ['YOUTUBE_API_KEY'],
      message: 'YouTube ist auf diesem Server nicht verbunden.',
    });
  });

  it('never calls the network', async () => {
    const { fetch, calls } = servingFetch(() => ({ body: '{}' }));
    const quiet = apiWith(none, fetch);
    await get(quiet, '/custom/jobs/nurse');
    await get(quiet, '/custom/books?query=dune');
    await get(quiet, '/custom/askwolfram?question=2%2B2');
    expect(calls).toEqual([]);
  });

  it('answers computational questions with the offline calculator', async () => {
    expect((await get(api, '/custom/askwolfram?question=5%20km%20to%20miles')).body).toEqual({
      ans: '3.11 miles',
      answered: true,
      engine: 'offline',
      kind: 'unit',
    });
  });

  it('answers “what is X” with the dictionary’s definition, naming X to search', async () => {
    expect((await get(api, '/custom/askwolfram?question=what%20is%20photosynthesis%3F')).body).toEqual({
      ans: expect.stringMatching(/^Photosynthesis is synthesis of compounds/),
      answered: true,
      engine: 'dictionary',
      kind: 'definition',
      term: 'photosynthesis',
    });
  });

  it('says plainly, with 200, when a question cannot be answered', async () => {
    const { status, body } = await get(api, '/custom/askwolfram?question=population%20of%20France', 'es');
    expect(status).toBe(200);
    expect(body).toEqual({
      ans: expect.stringMatching(/^Ask no pudo responder a esta pregunta\. Responde aritmética .*, porcentajes /),
      answered: false,
      engine: 'offline',
    });
  });
});

describe('the provider calls with recorded answers', () => {
  const api = apiWith(all);

  it('POST /custom/youtube-search answers the videos and the next page', async () => {
    const { status, body } = await post(api, '/custom/youtube-search', searchBody);
    expect(status).toBe(200);
    expect(body).toMatchObject({ configured: true, available: true, provider: 'youtube', query: 'tomato' });
    expect(body['videos']).toHaveLength(4);
    expect(body['nextPageToken']).toBe('CAUQAA');
    const next = await post(api, '/custom/youtube-search', {
      type: 'nextPage',
      searchObj: { query: 'tomato', pageToken: 'CAUQAA' },
    });
    expect(next.body['available']).toBe(true);
  });

  it('POST /custom/youtube-search with nextPage and no pageToken is a 400 saying what is missing', async () => {
    const { status, body } = await post(api, '/custom/youtube-search', { type: 'nextPage', searchObj: { query: 'x' } });
    expect(status).toBe(400);
    expect(String(body['message'])).toContain('nextPageToken');
  });

  it('GET /custom/jobs/{keyword} answers the jobs', async () => {
    const { body } = await get(api, '/custom/jobs/development%20engineer');
    expect(body).toMatchObject({ provider: 'adzuna', keyword: 'development engineer', total: 2416 });
    expect(body['jobs']).toHaveLength(3);
  });

  it('GET /custom/twitter-sentiment answers 10 scored posts and their summary', async () => {
    const { body } = await get(api, '/custom/twitter-sentiment?topic=python');
    expect(body).toMatchObject({ provider: 'twitter', topic: 'python', language: 'en' });
    expect(body['posts']).toHaveLength(10);
    expect(body['summary']).toMatchObject({ total: 10 });
  });

  it('GET /custom/models answers the 3D models', async () => {
    const { body } = await get(api, '/custom/models?query=staircase');
    expect(body).toMatchObject({ provider: 'sketchfab', models: [{ id: '8476c4170df24cf5bbe6967222d1a42d' }] });
  });

  it('GET /custom/books answers Open Library books, or scanned public-domain texts', async () => {
    const openLibrary = await get(api, '/custom/books?query=atwood');
    expect(openLibrary.body).toMatchObject({ provider: 'openlibrary', source: 'openlibrary' });
    expect(openLibrary.body['books']).toHaveLength(2);
    const archive = await get(api, '/custom/books?query=dune&source=archive');
    expect(archive.body).toMatchObject({ provider: 'archive', source: 'archive' });
    expect(archive.body['books']).toHaveLength(2);
  });

  it('GET /custom/papers answers the research papers', async () => {
    const { body } = await get(api, '/custom/papers?query=artificial%20intelligence%20education');
    expect(body).toMatchObject({ provider: 'crossref', query: 'artificial intelligence education', total: 6226802 });
    expect(body['papers']).toHaveLength(7);
  });

  it('GET /custom/askwolfram answers offline what Wolfram|Alpha did not understand', async () => {
    expect((await get(api, '/custom/askwolfram?question=solve%202x%20%2B%203%20%3D%207')).body).toEqual({
      ans: 'x = 2',
      answered: true,
      engine: 'offline',
      kind: 'solve',
    });
  });

  it('lists its calls in the OpenAPI document', async () => {
    const { body } = await get(api, '/openapi.json');
    expect(Object.keys(body['paths'] as object).sort()).toEqual(
      [
        '/custom/askwolfram',
        '/custom/books',
        '/custom/jobs/{keyword}',
        '/custom/models',
        '/custom/papers',
        '/custom/twitter-sentiment',
        '/custom/youtube-search',
      ].sort(),
    );
  });

  it('answers what the contract describes', async () => {
    const answer = await get(api, '/custom/twitter-sentiment?topic=python&count=10');
    expect(endpoints['custom.twitterSentiment'].answer.schema.safeParse(answer.body).success).toBe(true);
  });

  it.each([
    ['/custom/books?query=dune&source=library', 'source must be openlibrary or archive.'],
    ['/custom/models?query=%20', 'Type something to search for.'],
    [`/custom/models?query=${'a'.repeat(201)}`, 'This search is too long. Shorten it and try again.'],
    ['/custom/twitter-sentiment?topic=python&count=0', 'count must be a whole number from 1 to 100.'],
    ['/custom/askwolfram?question=', 'Type a question to answer.'],
    [`/custom/jobs/${'a'.repeat(201)}`, 'This search is too long. Shorten it and try again.'],
  ])('GET %s is a 400 with a message', async (path, message) => {
    const { status, body } = await get(api, path);
    expect(status).toBe(400);
    expect(String(body['message'])).toContain(message);
  });
});

describe('a provider that does not answer', () => {
  it('answers 200 saying the service did not answer in time, and notes it for the operator', async () => {
    const log: string[] = [];
    const api = apiWith({ ...all, timeoutMs: 30 }, hangingFetch, log);
    const { status, body } = await get(api, '/custom/models?query=heart', 'hi');
    expect(status).toBe(200);
    expect(body).toEqual({
      configured: true,
      available: false,
      provider: 'sketchfab',
      reason: 'timeout',
      message: 'Sketchfab ने समय पर उत्तर नहीं दिया। थोड़ी देर में फिर से प्रयास करें।',
    });
    expect(log).toEqual(['[providers] sketchfab: timeout (no answer within 30 ms)']);
  });

  it('answers 200 saying a refused key was refused, never a 5xx or a stack', async () => {
    const refusing = servingFetch(() => ({ status: 403, body: '{"error":{"code":403}}' })).fetch;
    const api = apiWith(all, refusing);
    for (const path of ['/custom/jobs/nurse', '/custom/twitter-sentiment?topic=x', '/custom/books?query=x']) {
      const { status, body } = await get(api, path);
      expect(status, path).toBe(200);
      expect(body, path).toMatchObject({ available: false, reason: 'refused' });
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    }
    const video = await post(api, '/custom/youtube-search', searchBody);
    expect(video.body).toMatchObject({ available: false, reason: 'refused', provider: 'youtube' });
  });

  it('answers the computation offline and says the service did not answer', async () => {
    const api = apiWith({ ...all, timeoutMs: 30 }, hangingFetch);
    expect((await get(api, '/custom/askwolfram?question=2%20%2B%202')).body).toEqual({
      ans: '4',
      answered: true,
      engine: 'offline',
      kind: 'arithmetic',
      unavailable: 'timeout',
    });
  });
});

describe('createProviders', () => {
  it('makes only the providers whose settings are there', () => {
    const nothing = createProviders({ providers: none, publicUrl });
    expect([nothing.video, nothing.jobs, nothing.social, nothing.models3d]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(nothing.books).toEqual({});
    const everything = createProviders({ providers: all, publicUrl });
    expect([everything.video, everything.jobs, everything.social, everything.models3d].map((p) => p?.name)).toEqual([
      'youtube',
      'adzuna',
      'twitter',
      'sketchfab',
    ]);
    expect(Object.keys(everything.books).sort()).toEqual(['archive', 'openlibrary']);
  });

  it('gives the encyclopedia to the knowledge area, configured or not', async () => {
    expect(await createProviders({ providers: none, publicUrl }).encyclopedia.summary('dog', 'en')).toEqual({
      configured: false,
    });
    const summary = await createProviders({ providers: all, publicUrl }, { fetch: recorded }).encyclopedia.summary(
      'superman',
      'en',
    );
    expect(summary).toMatchObject({ configured: true, found: true, title: 'Superman' });
  });

  it('treats a config without providers (built by hand) as none connected', () => {
    expect(createProviders({ publicUrl }).books).toEqual({});
  });
});

describe('notConnectedServices (the operator log at start)', () => {
  it('names each service not connected with the settings that would connect it', () => {
    expect(notConnectedServices({ providers: none })).toEqual([
      'Wikipedia (LIVE_LOOKUPS=wikipedia)',
      'YouTube (YOUTUBE_API_KEY)',
      'Adzuna (ADZUNA_APP_ID and ADZUNA_APP_KEY)',
      'X (Twitter) (TWITTER_BEARER_TOKEN)',
      'Sketchfab (SKETCHFAB_API_TOKEN)',
      'Open Library (LIVE_LOOKUPS=openlibrary)',
      'Internet Archive (LIVE_LOOKUPS=archive)',
      'Wolfram|Alpha (WOLFRAM_APP_ID)',
      'Crossref (LIVE_LOOKUPS=crossref)',
    ]);
    expect(notConnectedServices({ providers: all })).toEqual([]);
    expect(
      notConnectedServices({ providers: { ...none, liveLookups: ['wikipedia'], youtubeApiKey: 'yt' } }),
    ).toHaveLength(7);
  });
});
