// Sentiment of social posts: the AFINN-165 word list (the `sentiment` package), summed per post, and how the posts
// divide into positive, neutral and negative for the feed's pie (percentages rounded to 2 decimals, spec 2 §9.1).
import Sentiment from 'sentiment';
import type { SentimentSummary, SocialPost } from '../../src/contract/providers.ts';

const analyzer = new Sentiment();

export type PostSentiment = Pick<SocialPost, 'score' | 'comparative' | 'sentiment'>;

/** The post's AFINN score: above 0 positive, below 0 negative, 0 neutral (no scored words, or they cancel out). */
export function scorePost(text: string): PostSentiment {
  const { score, comparative } = analyzer.analyze(text);
  return { score, comparative, sentiment: score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral' };
}

/** A share as a percentage with 2 decimals; 0 of 0 is 0. */
const percent = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 10_000) / 100);

export function summarize(posts: readonly PostSentiment[]): SentimentSummary {
  const count = (sentiment: PostSentiment['sentiment']) => posts.filter((post) => post.sentiment === sentiment).length;
  const total = posts.length;
  const positive = count('positive');
  const neutral = count('neutral');
  const negative = count('negative');
  return {
    total,
    positive,
    neutral,
    negative,
    percentages: {
      positive: percent(positive, total),
      neutral: percent(neutral, total),
      negative: percent(negative, total),
    },
  };
}
