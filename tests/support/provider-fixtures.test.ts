// The recorded provider answers the media widgets' browser tests are served (src/testing/fixtures/providers-*.json)
// are the reference server's real answers to the services' recorded answers (server/providers/fixtures): this test
// asks the server again and fails when they differ. To record them afresh after a change to a provider:
// RECORD_FIXTURES=1 npx vitest run tests/support/provider-fixtures.test.ts && npx prettier --write src/testing/fixtures
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiClient, memoryTokens } from '../../src/api/client.ts';
import { createApi } from '../../server/api.ts';
import type { ProvidersConfig } from '../../server/config.ts';
import { HttpError } from '../../server/http/errors.ts';
import { createProviderArea, createProviders } from '../../server/providers/index.ts';
import type { ProviderFetch } from '../../server/providers/provider.ts';
import { failingFetch, mediaRecording, servingFetch } from '../../server/testing/provider-fetch.ts';
import { testEngine } from '../../server/testing/knowledge-engine.ts';

const dictionary = await testEngine();

const connected: ProvidersConfig = {
  liveLookups: ['openlibrary', 'archive', 'crossref'],
  youtubeApiKey: 'yt',
  adzuna: { appId: 'id', appKey: 'key', country: 'gb' },
  twitterBearerToken: 'tw',
  sketchfabApiToken: 'sf',
  timeoutMs: 2_000,
};
const none: ProvidersConfig = { liveLookups: [], timeoutMs: 2_000 };

/** Each service answers with its recorded answer (the searches the recordings were made for). */
const recorded = servingFetch((url) => {
  const served = mediaRecording(url);
  if (!served) throw new Error(`no recording for ${url.hostname}`);
  return served;
}).fetch;

function clientOf(settings: ProvidersConfig, fetch: ProviderFetch) {
  const providers = createProviders({ providers: settings, publicUrl: 'http://localhost:8787' }, { fetch });
  const app = createApi({
    authenticate: async () => {
      throw new HttpError(401, 'server.auth.tokenInvalid');
    },
    areas: [createProviderArea({ providers, dictionary, log: () => undefined })],
  });
  return createApiClient({
    baseUrl: 'http://localhost/api/v1',
    tokens: memoryTokens(),
    locale: () => 'en',
    pageOrigin: 'http://localhost',
    fetch: async (input, init) => app.request(input instanceof Request ? input : String(input), init),
  });
}

/** Every media widget's call for a word, as the widgets make it (the books once per source). */
async function answersFor(api: ReturnType<typeof clientOf>, word: string) {
  return {
    'custom.youtubeSearch': await api.call('custom.youtubeSearch', {
      body: { type: 'search', searchObj: { query: word } },
    }),
    'custom.jobs': await api.call('custom.jobs', { params: { keyword: word } }),
    'custom.twitterSentiment': await api.call('custom.twitterSentiment', { query: { topic: word, count: 10 } }),
    'custom.books': {
      openlibrary: await api.call('custom.books', { query: { query: word, source: 'openlibrary' } }),
      archive: await api.call('custom.books', { query: { query: word, source: 'archive' } }),
    },
    'custom.models3d': await api.call('custom.models3d', { query: { query: word } }),
    'custom.papers': await api.call('custom.papers', { query: { query: word } }),
  };
}

/**
 * The words the recordings were made for, each with what it records: a service's answer for another word would be
 * the same recording under another word's name, so each word keeps only its own service's answer.
 */
const RECORDED = {
  tomato: ['custom.youtubeSearch'],
  'development engineer': ['custom.jobs'],
  python: ['custom.twitterSentiment'],
  atwood: ['custom.books.openlibrary'],
  dune: ['custom.books.archive'],
  staircase: ['custom.models3d'],
  'artificial intelligence education': ['custom.papers'],
} as const;

async function providerAnswers() {
  const found: Record<string, Record<string, unknown>> = {};
  const api = clientOf(connected, recorded);
  for (const [word, calls] of Object.entries(RECORDED)) {
    const answers = await answersFor(api, word);
    const kept: Record<string, unknown> = {};
    for (const call of calls) {
      if (call.startsWith('custom.books.')) {
        const source = call.slice('custom.books.'.length) as 'openlibrary' | 'archive';
        kept['custom.books'] = { [source]: answers['custom.books'][source] };
      } else {
        kept[call] = answers[call as Exclude<typeof call, `custom.books.${string}`>];
      }
    }
    found[word] = kept;
  }
  return {
    found,
    // Without settings, and when the services cannot be reached: the same answers for any word.
    notConnected: await answersFor(clientOf(none, recorded), 'anything'),
    unavailable: await answersFor(clientOf(connected, failingFetch), 'anything'),
  };
}

const fileOf = (name: string) => new URL(`../../src/testing/fixtures/providers-${name}.json`, import.meta.url);

describe('recorded provider answers', () => {
  it('are what the server answers to the services’ recorded answers, and when they are absent or down', async () => {
    const answers = await providerAnswers();
    const files = {
      found: answers.found,
      'not-connected': answers.notConnected,
      unavailable: answers.unavailable,
    };
    for (const [name, content] of Object.entries(files)) {
      if (process.env['RECORD_FIXTURES']) writeFileSync(fileOf(name), `${JSON.stringify(content, null, 2)}\n`);
      expect(JSON.parse(readFileSync(fileOf(name), 'utf8'))).toEqual(JSON.parse(JSON.stringify(content)));
    }
  });
});
