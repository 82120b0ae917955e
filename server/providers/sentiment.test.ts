import { describe, expect, it } from 'vitest';
import { sentimentSummarySchema } from '../../src/contract/providers.ts';
import { scorePost, summarize } from './sentiment.ts';

describe('the sentiment of a post', () => {
  it('sums the AFINN scores of its words', () => {
    expect(scorePost('What a good and amazing day')).toMatchObject({ score: 7, sentiment: 'positive' });
    expect(scorePost('I hate this terrible rain')).toMatchObject({ score: -6, sentiment: 'negative' });
    expect(scorePost('The train leaves at nine')).toMatchObject({ score: 0, sentiment: 'neutral' });
  });

  it('is comparable between short and long posts', () => {
    expect(scorePost('good').comparative).toBeGreaterThan(scorePost('good, said the man at the station').comparative);
  });
});

describe('the summary of the posts', () => {
  it('counts each sentiment and rounds the percentages to 2 decimals', () => {
    const posts = ['good', 'bad', 'table'].map(scorePost);
    const summary = summarize(posts);
    expect(summary).toEqual({
      total: 3,
      positive: 1,
      neutral: 1,
      negative: 1,
      percentages: { positive: 33.33, neutral: 33.33, negative: 33.33 },
    });
    expect(sentimentSummarySchema.parse(summary)).toEqual(summary);
  });

  it('is all zeros when there is no post', () => {
    expect(summarize([])).toEqual({
      total: 0,
      positive: 0,
      neutral: 0,
      negative: 0,
      percentages: { positive: 0, neutral: 0, negative: 0 },
    });
  });
});
