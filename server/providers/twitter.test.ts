import { describe, expect, it } from 'vitest';
import { socialPostSchema } from '../../src/contract/providers.ts';
import { ProviderUnavailable } from './provider.ts';
import { fixture, servingFetch, testContext } from '../testing/provider-fetch.ts';
import { recentSearchQuery, twitterProvider } from './twitter.ts';

const recorded = fixture('twitter-recent-search-python.json');

describe('the social feed (X recent search)', () => {
  it('scores each recorded post and summarises the feed', async () => {
    const { fetch } = servingFetch(() => ({ body: recorded }));
    const feed = await twitterProvider(testContext(fetch), 'token').lookup({ topic: 'python', count: 10 });
    expect(feed.posts).toHaveLength(10);
    expect(feed.posts[0]).toMatchObject({
      id: '1279990139888918528',
      createdAt: '2020-07-06T04:11:35.000Z',
      url: 'https://x.com/i/web/status/1279990139888918528',
      sentiment: 'positive',
    });
    // "Best Machine Learning and Data Science #Books": "best" is +3 in AFINN-165.
    expect(feed.posts.find((post) => post.id === '1279990076748038145')).toMatchObject({
      score: 3,
      sentiment: 'positive',
    });
    // "LINK IN BIO ... #programming #coding": no scored word.
    expect(feed.posts.find((post) => post.id === '1279990114584875009')).toMatchObject({
      score: 0,
      sentiment: 'neutral',
    });
    for (const post of feed.posts) expect(socialPostSchema.parse(post)).toEqual(post);
    const { summary } = feed;
    expect(summary.total).toBe(10);
    expect(summary.positive + summary.neutral + summary.negative).toBe(10);
    expect(summary.percentages.positive).toBe(summary.positive * 10);
  });

  it('asks for English posts about the topic, without reposts, with the bearer token', async () => {
    const { fetch, calls } = servingFetch(() => ({ body: recorded }));
    await twitterProvider(testContext(fetch), 'secret-token').lookup({ topic: 'machine learning', count: 10 });
    const call = calls[0];
    expect(call?.url.origin + (call?.url.pathname ?? '')).toBe('https://api.x.com/2/tweets/search/recent');
    expect(call?.url.searchParams.get('query')).toBe('"machine learning" lang:en -is:retweet');
    expect(call?.url.searchParams.get('max_results')).toBe('10');
    expect(call?.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('asks for at least 10 (the API minimum) and keeps the number asked for', async () => {
    const { fetch, calls } = servingFetch(() => ({ body: recorded }));
    const feed = await twitterProvider(testContext(fetch), 'token').lookup({ topic: 'python', count: 3 });
    expect(calls[0]?.url.searchParams.get('max_results')).toBe('10');
    expect(feed.posts).toHaveLength(3);
    expect(feed.summary.total).toBe(3);
  });

  it('answers an empty feed when no post matched (the answer has meta alone)', async () => {
    const { fetch } = servingFetch(() => ({ body: '{"meta":{"result_count":0}}' }));
    const feed = await twitterProvider(testContext(fetch), 'token').lookup({ topic: 'zzqx', count: 10 });
    expect(feed.posts).toEqual([]);
    expect(feed.summary.total).toBe(0);
  });

  it('reports the recorded invalid-request answer (HTTP 400) as refused', async () => {
    const { fetch } = servingFetch(() => ({ status: 400, body: fixture('twitter-error-invalid-request.json') }));
    const error = await twitterProvider(testContext(fetch), 'token')
      .lookup({ topic: 'python', count: 10 })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ provider: 'twitter', reason: 'refused' });
  });

  it('keeps the topic one phrase, whatever quotes it holds', () => {
    expect(recentSearchQuery('say "hello" world')).toBe('"say  hello  world" lang:en -is:retweet');
  });
});
