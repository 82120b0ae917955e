import type { CSSProperties } from 'react';
import type { SentimentSummary, SocialPost } from '../../src/contract/providers.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { ProviderView, ResultList } from '../../src/elements/ProviderView.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';

export const socialFeedAttributes = {};

type Sentiment = SocialPost['sentiment'];
const SENTIMENTS: readonly Sentiment[] = ['positive', 'neutral', 'negative'];
const sentimentKeys: Record<Sentiment, MessageKey> = {
  positive: 'social-feed.positive',
  neutral: 'social-feed.neutral',
  negative: 'social-feed.negative',
};
const sentimentColours: Record<Sentiment, string> = {
  positive: 'var(--tj-success)',
  neutral: 'var(--tj-muted)',
  negative: 'var(--tj-danger)',
};

/** The pie's slices as a conic gradient, from the percentages the server rounded to 2 decimals. */
function pieOf(percentages: SentimentSummary['percentages']): CSSProperties {
  let from = 0;
  const stops = SENTIMENTS.map((sentiment) => {
    const to = from + percentages[sentiment];
    const stop = `${sentimentColours[sentiment]} ${from}% ${to}%`;
    from = to;
    return stop;
  });
  return { background: `conic-gradient(${stops.join(', ')})` };
}

/** How the posts divide: a pie (an image named by its figures) and its legend, percentages to 2 decimals. */
function Summary({ topic, summary }: { readonly topic: string; readonly summary: SentimentSummary }) {
  const t = useT();
  const language = useLanguage();
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const shares = SENTIMENTS.map((sentiment) => ({
    sentiment,
    label: t(sentimentKeys[sentiment]),
    percent: percent.format(summary.percentages[sentiment] / 100),
    count: summary[sentiment],
  }));
  return (
    <figure className="sentiment" part="summary">
      <div
        className="sentiment-pie"
        part="pie"
        role="img"
        aria-label={shares.map((share) => `${share.label} ${share.percent}`).join(', ')}
        style={pieOf(summary.percentages)}
      />
      <figcaption>
        <h3 className="sentiment-title">{t('social-feed.summary', { count: summary.total, topic })}</h3>
        <ul className="sentiment-legend" part="legend">
          {shares.map((share) => (
            <li key={share.sentiment} data-sentiment={share.sentiment}>
              <span className="sentiment-swatch" aria-hidden="true" />
              {share.label}: <strong>{share.percent}</strong> ({t('social-feed.posts', { count: share.count })})
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Social Feed: recent posts about the current thought, each with its sentiment, and how they divide. */
export function SocialFeed(_props: WidgetProps<typeof socialFeedAttributes>) {
  const t = useT();
  const language = useLanguage();
  const result = useLookup('social');
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="social-feed">
      <ProviderView
        result={result}
        idleKey="social-feed.idle"
        onRetry={() => retryLookup('social')}
        isEmpty={(found) => found.posts.length === 0}
      >
        {(found) => (
          <>
            <Summary topic={found.topic} summary={found.summary} />
            {found.language !== language && (
              <p className="lookup-language-note" part="language-note" role="note">
                {t('social-feed.englishOnly')}
              </p>
            )}
            <ResultList
              label={t('social-feed.listLabel', { topic: found.topic })}
              entries={found.posts.map((post) => ({
                id: post.id,
                title: post.createdAt ? date.format(new Date(post.createdAt)) : t('social-feed.post'),
                url: post.url,
                lang: found.language,
                text: post.text,
                details: (
                  <p className="provider-meta" data-sentiment={post.sentiment} part="post-sentiment">
                    <span className="sentiment-swatch" aria-hidden="true" />
                    {t(sentimentKeys[post.sentiment])} · {t('social-feed.score', { score: post.score })}
                  </p>
                ),
              }))}
            />
          </>
        )}
      </ProviderView>
    </section>
  );
}
