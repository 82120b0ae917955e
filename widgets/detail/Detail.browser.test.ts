/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { searchWord } from '../../src/kit/search.ts';
import './index.ts';

/** The value of each fact Detail lists, by its label. */
const facts = (detail: Element): Record<string, string> => {
  const terms = [...(detail.shadowRoot?.querySelectorAll('dt') ?? [])];
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
};

describe('<tj-detail>', () => {
  const server = useFakeSearchServer();

  it('asks nothing before a search, and says what it will show', async () => {
    const detail = await fixture(html`<tj-detail></tj-detail>`);
    await until(() => text(detail).includes('Search a word to see its details here.'), 'the invitation');
    expect(server().requests).to.deep.equal([]);
  });

  it('shows a person as a person, with what the knowledge says the person is', async () => {
    const detail = await fixture(html`<tj-detail></tj-detail>`);
    searchWord('Albert Einstein');
    await until(() => query(detail, 'dl') !== null, 'the facts');
    expect(query(detail, 'h2')?.textContent).to.equal('Albert Einstein');
    expect(facts(detail)).to.deep.equal({ Kind: 'person', Language: 'English' });
    expect(query(detail, '.description')?.textContent).to.match(/^physicist born in Germany/);
    expect(server().requests.map((request) => request.call)).to.deep.equal(['explore.eric']);
  });

  it("keeps a word's own language when the learner reads Hindi, and marks its text so", async () => {
    await setLocale('hi');
    const detail = await fixture(html`<tj-detail></tj-detail>`);
    searchWord('dog');
    await until(() => query(detail, 'dl') !== null, 'the facts');
    expect(facts(detail)).to.deep.equal({ प्रकार: 'शब्द या वाक्यांश', भाषा: 'अंग्रेज़ी' });
    expect(query(detail, 'h2')?.getAttribute('lang')).to.equal('en');
    expect(query(detail, '.description')?.getAttribute('lang')).to.equal('en');
    expect(query(detail, '.description')?.textContent).to.match(/^a member of the genus Canis/);
    expect(query(detail, '.kicker')?.closest('[lang]')?.getAttribute('lang')).to.equal('hi');
  });

  it('calls a person so in the learner’s language', async () => {
    await setLocale('de');
    const detail = await fixture(html`<tj-detail></tj-detail>`);
    searchWord('Albert Einstein');
    await until(() => query(detail, 'dl') !== null, 'the facts');
    expect(facts(detail)).to.deep.equal({ Art: 'Person', Sprache: 'Englisch' });
  });

  it('says a word the knowledge does not know was not found, with the word meant, and gives it no kind', async () => {
    const detail = await fixture(html`<tj-detail></tj-detail>`);
    searchWord('photosynthesys');
    await until(() => query(detail, '[part="empty"]') !== null, 'the word not found');
    expect(query(detail, 'h2')?.textContent).to.equal('photosynthesys');
    expect(query(detail, '[part="empty"]')?.textContent).to.equal('Not found. photosynthesis');
    expect(query(detail, 'dl')).to.equal(null);
    expect(query(detail, '.description')).to.equal(null);
    (query(detail, '[part="suggestion"]') as HTMLButtonElement | null)?.click();
    await until(() => query(detail, 'dl') !== null, 'the facts of the word meant');
    expect(query(detail, 'h2')?.textContent).to.equal('photosynthesis');
  });

  it('shows only the label when compact', async () => {
    const detail = await fixture(html`<tj-detail compact></tj-detail>`);
    searchWord('Albert Einstein');
    await until(() => query(detail, 'h2')?.getAttribute('lang') === 'en', 'the heading in its language');
    expect(query(detail, 'dl')).to.equal(null);
    expect(query(detail, '.description')).to.equal(null);
  });
});
