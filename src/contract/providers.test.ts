import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { videoResultSchema } from './videos.ts';
import { providerVideoSchema, videoSearchAnswerSchema, videoSearchBodySchema } from './providers.ts';

describe('the provider contract', () => {
  it('takes a search, or a next page with its token', () => {
    expect(videoSearchBodySchema.safeParse({ type: 'search', searchObj: { query: ' dog ' } }).data).toEqual({
      type: 'search',
      searchObj: { query: 'dog' },
    });
    expect(
      videoSearchBodySchema.safeParse({ type: 'nextPage', searchObj: { query: 'dog', pageToken: 'CAUQAA' } }).success,
    ).toBe(true);
    expect(videoSearchBodySchema.safeParse({ type: 'nextPage', searchObj: { query: 'dog' } }).success).toBe(false);
    expect(videoSearchBodySchema.safeParse({ type: 'search', searchObj: { query: '  ' } }).success).toBe(false);
  });

  it('tells an unconnected, an unavailable and a found answer apart', () => {
    const notConnected = { configured: false, provider: 'youtube', connectWith: ['YOUTUBE_API_KEY'], message: 'm' };
    const unavailable = { configured: true, available: false, provider: 'youtube', reason: 'timeout', message: 'm' };
    const found = { configured: true, available: true, provider: 'youtube', query: 'dog', videos: [] };
    for (const answer of [notConnected, unavailable, found]) {
      expect(videoSearchAnswerSchema.parse(answer)).toEqual(answer);
    }
    expect(videoSearchAnswerSchema.safeParse({ configured: false }).success).toBe(false);
    expect(videoSearchAnswerSchema.safeParse({ ...unavailable, reason: 'broken' }).success).toBe(false);
  });

  it("keeps a provider's video a Video result of spec 1 §3", () => {
    const video = {
      id: 'NskAr0d3Cn8',
      title: 'Tomato, Tomahto',
      thumbnail: 'https://i.ytimg.com/vi/NskAr0d3Cn8/mqdefault.jpg',
      channelTitle: 'TheEllenShow',
      length: '2:31',
      url: 'https://www.youtube.com/watch?v=NskAr0d3Cn8',
      type: 'video',
    };
    expect(videoResultSchema.parse(providerVideoSchema.parse(video))).toMatchObject(video);
  });

  it('asks the social feed for 10 posts unless told otherwise (spec 2 §9.1)', () => {
    expect(endpoints['custom.twitterSentiment'].query.parse({ topic: 'python' })).toEqual({
      topic: 'python',
      count: 10,
    });
    expect(endpoints['custom.twitterSentiment'].query.safeParse({ topic: 'python', count: '101' }).success).toBe(false);
  });

  it('searches Open Library books unless the public-domain archive is asked for', () => {
    expect(endpoints['custom.books'].query.parse({ query: 'dune' })).toEqual({ query: 'dune', source: 'openlibrary' });
    expect(endpoints['custom.books'].query.parse({ query: 'dune', source: 'archive' }).source).toBe('archive');
  });
});
