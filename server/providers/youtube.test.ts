import { describe, expect, it } from 'vitest';
import { videoResultSchema } from '../../src/contract/videos.ts';
import { providerVideoSchema } from '../../src/contract/providers.ts';
import { ProviderUnavailable } from './provider.ts';
import { fixture, fixtureJson, servingFetch, testContext } from '../testing/provider-fetch.ts';
import { clockLength, youtubeProvider } from './youtube.ts';

const search = fixture('youtube-search-tomato.json');
const videos = fixture('youtube-videos-content-details.json');

/** Serves the recorded search for search.list and the given answer for videos.list. */
const youtube = (videosAnswer: { status?: number; body: string } = { body: videos }) =>
  servingFetch((url) => (url.pathname.endsWith('/search') ? { body: search } : videosAnswer));

describe('the YouTube video search', () => {
  it('turns a recorded search into video results, leaving out channels', async () => {
    const { fetch } = youtube();
    const page = await youtubeProvider(testContext(fetch), 'key').lookup({ query: 'tomato', lang: 'en' });
    expect(page.nextPageToken).toBe('CAUQAA');
    expect(page.videos.map((video) => video.id)).toEqual(['DN61Xcwc4u0', 'idw9J0DoLks', 'NskAr0d3Cn8', 'bGYs4KS_djg']);
    expect(page.videos[2]).toEqual({
      id: 'NskAr0d3Cn8',
      title: 'Tomato, Tomahto',
      thumbnail: 'https://i.ytimg.com/vi/NskAr0d3Cn8/mqdefault.jpg',
      channelTitle: 'TheEllenShow',
      publishedAt: '2016-02-08T20:00:01.000Z',
      url: 'https://www.youtube.com/watch?v=NskAr0d3Cn8',
      type: 'video',
    });
    for (const video of page.videos) {
      expect(providerVideoSchema.parse(video)).toEqual(video);
      // The Video result entity of spec 1 §3 as the contract has it.
      expect(videoResultSchema.safeParse(video).success).toBe(true);
    }
  });

  it('asks for safe, relevant videos of one page, and for their lengths', async () => {
    const { fetch, calls } = youtube();
    await youtubeProvider(testContext(fetch), 'the-key').lookup({ query: 'tomato', lang: 'es' });
    const [searchCall, videosCall] = calls;
    expect(Object.fromEntries(searchCall?.url.searchParams ?? [])).toEqual({
      part: 'snippet',
      type: 'video',
      safeSearch: 'strict',
      maxResults: '10',
      q: 'tomato',
      relevanceLanguage: 'es',
      key: 'the-key',
    });
    expect(videosCall?.url.pathname).toBe('/youtube/v3/videos');
    expect(videosCall?.url.searchParams.get('id')).toBe('DN61Xcwc4u0,idw9J0DoLks,NskAr0d3Cn8,bGYs4KS_djg');
  });

  it('asks for the next page with its token', async () => {
    const { fetch, calls } = youtube();
    await youtubeProvider(testContext(fetch), 'key').lookup({ query: 'tomato', lang: 'en', pageToken: 'CAUQAA' });
    expect(calls[0]?.url.searchParams.get('pageToken')).toBe('CAUQAA');
  });

  it('gives each video its length from videos.list', async () => {
    // The recorded videos.list answer, its one item given the id of a video of the recorded search.
    const details = fixtureJson<{ items: { id: string }[] }>('youtube-videos-content-details.json');
    details.items[0]!.id = 'idw9J0DoLks';
    const { fetch } = youtube({ body: JSON.stringify(details) });
    const page = await youtubeProvider(testContext(fetch), 'key').lookup({ query: 'tomato', lang: 'en' });
    expect(page.videos.find((video) => video.id === 'idw9J0DoLks')?.length).toBe('53:53');
    expect(page.videos.filter((video) => video.length !== undefined)).toHaveLength(1);
  });

  it('still shows the videos when their lengths cannot be had', async () => {
    const { fetch } = youtube({ status: 503, body: '' });
    const page = await youtubeProvider(testContext(fetch), 'key').lookup({ query: 'tomato', lang: 'en' });
    expect(page.videos).toHaveLength(4);
    expect(page.videos.every((video) => video.length === undefined)).toBe(true);
  });

  it('reports a refused request (the recorded 400 answer) as refused', async () => {
    const { fetch } = servingFetch(() => ({ status: 400, body: fixture('youtube-error-no-filter.json') }));
    const error = await youtubeProvider(testContext(fetch), 'key')
      .lookup({ query: 'tomato', lang: 'en' })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ provider: 'youtube', reason: 'refused' });
  });

  it('decodes the HTML escapes YouTube puts in titles', async () => {
    const recorded = fixtureJson<{ items: { snippet: { title: string } }[] }>('youtube-search-tomato.json');
    recorded.items[0]!.snippet.title = 'Minecraft Mais j&#39;ai ajouté des armes &amp; plus';
    const { fetch } = servingFetch((url) =>
      url.pathname.endsWith('/search') ? { body: JSON.stringify(recorded) } : { body: videos },
    );
    const page = await youtubeProvider(testContext(fetch), 'key').lookup({ query: 'tomato', lang: 'fr' });
    expect(page.videos[0]?.title).toBe("Minecraft Mais j'ai ajouté des armes & plus");
  });
});

describe('a video length', () => {
  it.each([
    ['PT53M53S', '53:53'],
    ['PT1H2M3S', '1:02:03'],
    ['PT45S', '0:45'],
    ['P1DT2H', '26:00:00'],
    ['P0D', undefined],
    ['soon', undefined],
  ])('%s reads %s', (duration, shown) => {
    expect(clockLength(duration)).toBe(shown);
  });
});
