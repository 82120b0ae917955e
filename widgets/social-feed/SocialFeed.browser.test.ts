/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { searchWord } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import { recordedAnswers } from '../../src/testing/provider-answers.ts';
import './index.ts';

const recorded = recordedAnswers('custom.twitterSentiment');
const legend = (widget: Element) => shadowQueryAll(widget, '[part="legend"] li').map((item) => item.textContent);

describe('<tj-social-feed>', () => {
  const server = useFakeSearchServer();

  it('invites a search and asks nothing before one', async () => {
    const widget = await fixture(html`<tj-social-feed></tj-social-feed>`);
    await until(() => text(widget).includes('Search a word to read recent posts about it'), 'the invitation');
    expect(server().requests).to.deep.equal([]);
  });

  it('shows 10 posts with their sentiment, and the pie with percentages to 2 decimals', async () => {
    const widget = await fixture(html`<tj-social-feed></tj-social-feed>`);
    server().hold();
    searchWord('python');
    await until(() => query(widget, '[aria-busy="true"] [role="status"]') !== null, 'the busy state');
    server().release();
    await until(() => shadowQueryAll(widget, '[part="result"]').length === 10, 'the posts');
    const summary = recorded.found['summary'] as Record<'positive' | 'neutral' | 'negative', number> & {
      total: number;
      percentages: Record<string, number>;
    };
    expect(summary.total).to.equal(10);
    expect(legend(widget)).to.deep.equal(
      (['positive', 'neutral', 'negative'] as const).map(
        (sentiment) =>
          `${sentiment[0]?.toUpperCase()}${sentiment.slice(1)}: ${summary.percentages[sentiment]?.toFixed(2)}% (posts: ${summary[sentiment]})`,
      ),
    );
    const pie = query(widget, '[part="pie"]');
    expect(pie?.getAttribute('role')).to.equal('img');
    expect(pie?.getAttribute('aria-label')).to.match(/^Positive \d+\.\d\d%, Neutral \d+\.\d\d%, Negative \d+\.\d\d%$/);
    expect(query(widget, '[part="result-text"]')?.textContent).to.match(/^Python now online for you/);
    expect(query(widget, '[part="result-text"]')?.getAttribute('lang')).to.equal('en');
    expect(query(widget, '[part="post-sentiment"]')?.textContent).to.equal('Positive · score 1');
    expect(query(widget, '[part="result-link"]')?.getAttribute('href')).to.equal(
      'https://x.com/i/web/status/1279990139888918528',
    );
    expect(server().requests[0]).to.deep.include({ call: 'custom.twitterSentiment', word: 'python' });
  });

  it('writes the percentages the learner’s way, and says only English posts are read', async () => {
    await setLocale('de');
    const widget = await fixture(html`<tj-social-feed></tj-social-feed>`);
    searchWord('python');
    await until(() => legend(widget).length === 3, 'the legend');
    const positive = (recorded.found['summary'] as { percentages: Record<string, number> }).percentages['positive'];
    // German writes a decimal comma and a (no-break) space before the sign.
    expect(legend(widget)[0]).to.match(new RegExp(`^Positiv: ${positive?.toFixed(2).replace('.', ',')}\\s% `));
    expect(query(widget, '[part="language-note"]')?.textContent).to.equal(
      'Nur englische Beiträge werden gelesen: Die Liste der Stimmungswörter ist englisch.',
    );
  });

  it('says X is not connected on this server, and that nothing was found', async () => {
    server().answer('custom.twitterSentiment', 'python', recorded.notConnected);
    const widget = await fixture(html`<tj-social-feed></tj-social-feed>`);
    searchWord('python');
    await until(() => query(widget, '[part="not-connected"]') !== null, 'the not-connected state');
    expect(text(widget)).to.contain('X (Twitter) is not connected on this server.');
    const nothing = { total: 0, positive: 0, neutral: 0, negative: 0 };
    const percentages = { positive: 0, neutral: 0, negative: 0 };
    server().answer('custom.twitterSentiment', 'zebra', {
      ...recorded.found,
      topic: 'zebra',
      posts: [],
      summary: { ...nothing, percentages },
    });
    searchWord('zebra');
    await until(() => text(widget).includes('Nothing found for “zebra”.'), 'the empty state');
  });

  it('says when X did not answer, and tries again', async () => {
    server().answer('custom.twitterSentiment', 'python', recorded.unavailable);
    const widget = await fixture(html`<tj-social-feed></tj-social-feed>`);
    searchWord('python');
    await until(() => query(widget, '[role="alert"]') !== null, 'the failure');
    expect(query(widget, '[role="alert"]')?.textContent).to.contain(
      'X (Twitter) did not answer. Try again in a moment.',
    );
    server().answer('custom.twitterSentiment', 'python', recorded.found);
    buttonNamed(widget, 'Try again')?.click();
    await until(() => shadowQueryAll(widget, '[part="result"]').length === 10, 'the posts');
  });
});
