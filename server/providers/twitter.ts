// The social feed: recent posts about a topic (X API v2 recent search), each scored for sentiment here.
import { z } from 'zod';
import type { SentimentSummary, SocialPost } from '../../src/contract/providers.ts';
import { fetchJson } from './http.ts';
import type { LiveProvider, ProviderContext } from './provider.ts';
import { scorePost, summarize } from './sentiment.ts';

/** The API gives 10 to 100 posts per request. */
const MIN_RESULTS = 10;
const MAX_RESULTS = 100;

export interface SocialQuery {
  topic: string;
  count: number;
}

export interface SocialFeed {
  posts: SocialPost[];
  summary: SentimentSummary;
}

const searchSchema = z.object({
  // No post matched: the answer has meta alone.
  data: z
    .array(z.object({ id: z.string(), text: z.string(), created_at: z.string().optional() }))
    .optional()
    .default([]),
});

/**
 * The search query: the topic as one phrase, English posts (the sentiment word list is English), no reposts (the
 * same text again would weigh twice). Quotes in the topic would end the phrase early, so they are dropped.
 */
export function recentSearchQuery(topic: string): string {
  return `"${topic.replace(/"/g, ' ').trim()}" lang:en -is:retweet`;
}

export function twitterProvider(context: ProviderContext, bearerToken: string): LiveProvider<SocialQuery, SocialFeed> {
  return {
    name: 'twitter',
    async lookup({ topic, count }, signal) {
      const url = new URL('https://api.x.com/2/tweets/search/recent');
      url.search = new URLSearchParams({
        query: recentSearchQuery(topic),
        max_results: String(Math.min(MAX_RESULTS, Math.max(MIN_RESULTS, count))),
        'tweet.fields': 'created_at,lang',
      }).toString();
      const answer = await fetchJson(
        context,
        { provider: 'twitter', url, signal, headers: { Authorization: `Bearer ${bearerToken}` } },
        searchSchema,
      );
      const posts = answer.data.slice(0, count).map((post) => ({
        id: post.id,
        text: post.text,
        ...(post.created_at ? { createdAt: post.created_at } : {}),
        url: `https://x.com/i/web/status/${post.id}`,
        ...scorePost(post.text),
      }));
      return { posts, summary: summarize(posts) };
    },
  };
}
