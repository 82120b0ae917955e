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

const recorded = recordedAnswers('custom.papers');
const word = 'artificial intelligence education';

describe('<tj-research-papers>', () => {
  const server = useFakeSearchServer();

  it('invites a search and asks nothing before one', async () => {
    const widget = await fixture(html`<tj-research-papers></tj-research-papers>`);
    await until(() => text(widget).includes('Search a word to find research papers about it.'), 'the invitation');
    expect(server().requests).to.deep.equal([]);
  });

  it('lists the recorded papers with their authors, kind, venue and year, and the abstract on demand', async () => {
    const widget = await fixture(html`<tj-research-papers></tj-research-papers>`);
    server().hold();
    searchWord(word);
    await until(() => query(widget, '[aria-busy="true"] [role="status"]') !== null, 'the busy state');
    server().release();
    await until(() => shadowQueryAll(widget, '[part="result"]').length === 7, 'the papers');
    expect(query(widget, '[part="count"]')?.textContent).to.equal(
      'Crossref knows 6,226,802 works for “artificial intelligence education”; the 7 most relevant:',
    );
    expect(query(widget, '[part="results"]')?.getAttribute('aria-label')).to.equal(
      'Research papers about “artificial intelligence education”',
    );
    const chapter = shadowQueryAll(widget, '[part="result"]')[2];
    const link = chapter?.querySelector('a[part="result-link"]');
    expect(link?.textContent).to.equal('When Artificial Intelligence Meets Contemplative Studies');
    expect(link?.getAttribute('href')).to.equal('https://doi.org/10.64449/9780906785959-08');
    expect(link?.getAttribute('target')).to.equal('_blank');
    expect(chapter?.querySelector('[part="authors"]')?.textContent).to.equal('Hiro Saito');
    expect(chapter?.querySelector('[part="published"]')?.textContent).to.equal(
      'Book chapter · Artificial Intelligence Transforming Higher Education Volume 1, 2025',
    );
    const abstract = chapter?.querySelector('details');
    expect(abstract?.open).to.equal(false);
    abstract?.querySelector('summary')?.click();
    expect(abstract?.open).to.equal(true);
    expect(abstract?.querySelector('p')?.textContent).to.match(/^In the late 2010s, HE/);
    // A work without authors or an abstract shows neither, rather than empty lines.
    const report = shadowQueryAll(widget, '[part="result"]')[1];
    expect(report?.querySelector('[part="authors"]')).to.equal(null);
    expect(report?.querySelector('[part="abstract"]')).to.equal(null);
    expect(query(widget, '[part="source"] a')?.getAttribute('href')).to.equal('https://www.crossref.org/');
    expect(server().requests[0]).to.deep.include({ call: 'custom.papers', word });
  });

  it('speaks the learner’s language around the papers, whose own text keeps its language', async () => {
    await setLocale('de');
    const widget = await fixture(html`<tj-research-papers></tj-research-papers>`);
    searchWord(word);
    await until(() => query(widget, '[part="count"]') !== null, 'the papers');
    expect(query(widget, '[part="count"]')?.textContent).to.equal(
      'Crossref kennt 6.226.802 Werke zu „artificial intelligence education“; die 7 passendsten:',
    );
    const preprint = shadowQueryAll(widget, '[part="result"]')[6];
    expect(preprint?.querySelector('[part="published"]')?.textContent).to.equal(
      'Preprint · Institute of Electrical and Electronics Engineers (IEEE), 2023',
    );
    expect(preprint?.querySelector('h3')?.getAttribute('lang')).to.equal('en');
  });

  it('says Crossref is not connected on this server, that nothing was found, and retries a failure', async () => {
    server().answer('custom.papers', word, recorded.notConnected);
    const widget = await fixture(html`<tj-research-papers></tj-research-papers>`);
    searchWord(word);
    await until(() => query(widget, '[part="not-connected"]') !== null, 'the not-connected state');
    expect(text(widget)).to.contain('Crossref is not connected on this server.');
    expect(buttonNamed(widget, 'Try again')).to.equal(undefined);
    server().answer('custom.papers', 'qwzx', { ...recorded.found, query: 'qwzx', total: 0, papers: [] });
    searchWord('qwzx');
    await until(() => text(widget).includes('Nothing found for “qwzx”.'), 'the empty state');
    server().answer('custom.papers', 'graphs', recorded.unavailable);
    searchWord('graphs');
    await until(() => query(widget, '[role="alert"]') !== null, 'the unavailable state');
    expect(query(widget, '[role="alert"]')?.textContent).to.contain(String(recorded.unavailable['message']));
    server().answer('custom.papers', 'graphs', recorded.found);
    buttonNamed(widget, 'Try again')?.click();
    await until(() => shadowQueryAll(widget, '[part="result"]').length === 7, 'the papers');
  });
});
