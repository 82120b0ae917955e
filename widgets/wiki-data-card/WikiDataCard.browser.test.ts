/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import './index.ts';

describe('<tj-wiki-data-card>', () => {
  const server = useFakeSearchServer();

  it('asks nothing before a search, and says what it will show', async () => {
    const card = await fixture(html`<tj-wiki-data-card></tj-wiki-data-card>`);
    await until(() => text(card).includes('Search a word to see its facts'), 'the invitation');
    expect(server().requests).to.deep.equal([]);
  });

  it('is busy while looking up, then shows the facts; a fact is a word to search', async () => {
    const card = await fixture(html`<tj-wiki-data-card></tj-wiki-data-card>`);
    server().hold();
    searchWord('dog');
    await until(() => query(card, '[aria-busy="true"]') !== null, 'the busy state');
    expect(query(card, '[role="status"]')?.textContent).to.equal('Looking up “dog”…');
    server().release();
    await until(() => query(card, 'h2')?.textContent === 'dog', 'the card');
    expect(query(card, '[aria-busy="true"]')).to.equal(null);
    expect(server().requests.map((request) => request.call)).to.deep.equal(['custom.wikidata']);
    expect(server().requests[0]?.body).to.deep.include({ word: 'dog', images: true });
    const facts = query(card, '.facts');
    expect(facts?.textContent).to.contain('Is a kind of');
    expect(facts?.textContent).to.contain('canine');
    expect(facts?.textContent).to.contain('Member of');
    expect(facts?.getAttribute('aria-label')).to.equal('Facts');
    expect(query(card, '[part="part-of-speech"]')?.textContent).to.equal('noun · animal');
    buttonNamed(card, 'canine')?.click();
    expect(thought.value?.word).to.equal('canine');
  });

  it('says that this server has no encyclopedia connected, with no instructions for whoever runs it', async () => {
    const card = await fixture(html`<tj-wiki-data-card></tj-wiki-data-card>`);
    searchWord('dog');
    await until(() => query(card, '.encyclopedia') !== null, 'the encyclopedia part');
    expect(query(card, '.encyclopedia [role="note"]')?.textContent).to.equal(
      'Encyclopedia summaries are not connected on this server, so there is no summary or picture here.',
    );
    expect(text(card)).to.not.match(/LIVE_LOOKUPS|start/i);
    await setLocale('es');
    await until(() => query(card, '.facts dt')?.textContent === 'Es un tipo de', 'the card in Spanish');
    expect(query(card, '.encyclopedia [role="note"]')?.textContent).to.equal(
      'Los resúmenes de la enciclopedia no están conectados en este servidor, así que aquí no hay resumen ni imagen.',
    );
  });

  it("shows the encyclopedia's summary and picture when the server has them, and only http(s) links", async () => {
    const recorded = (await (
      await fetch('/api/v1/custom/wikidata', {
        method: 'POST',
        body: JSON.stringify({ word: 'dog', images: true }),
      })
    ).json()) as Record<string, unknown>;
    const picture = `${location.origin}/no-such-picture.png`;
    server().answer('custom.wikidata', 'dog', {
      ...recorded,
      summary: {
        configured: true,
        found: true,
        title: 'Dog',
        extract: 'The dog is a domesticated wolf.',
        imageUrl: picture,
        pageUrl: 'javascript:alert(1)',
      },
    });
    const card = await fixture(html`<tj-wiki-data-card></tj-wiki-data-card>`);
    searchWord('dog');
    await until(() => query(card, '.encyclopedia img') !== null, 'the picture');
    expect(query(card, '.encyclopedia img')?.getAttribute('src')).to.equal(picture);
    expect(query(card, '.encyclopedia img')?.getAttribute('alt')).to.equal('Dog');
    expect(text(card)).to.contain('The dog is a domesticated wolf.');
    expect(query(card, '.encyclopedia a')).to.equal(null);
  });

  it('says nothing was found and offers the suggestions as searches', async () => {
    const card = await fixture(html`<tj-wiki-data-card></tj-wiki-data-card>`);
    searchWord('photosynthesys');
    await until(() => text(card).includes('Nothing found for “photosynthesys”.'), 'the empty state');
    expect(text(card)).to.contain('Did you mean:');
    buttonNamed(card, 'photosynthesis')?.click();
    expect(thought.value?.word).to.equal('photosynthesis');
  });

  it('says what failed and what to do, and a retry looks up again', async () => {
    server().fail('custom.wikidata', 503, 'down for maintenance');
    const card = await fixture(html`<tj-wiki-data-card></tj-wiki-data-card>`);
    searchWord('dog');
    await until(() => query(card, '[role="alert"]') !== null, 'the error');
    const alert = query(card, '[role="alert"]');
    expect(alert?.textContent).to.contain('“dog” could not be looked up.');
    // A 5xx that explains itself is shown as the server wrote it (src/api/errors.ts).
    expect(alert?.textContent).to.contain('down for maintenance');
    expect(alert?.textContent).to.contain('Check your internet connection');
    server().heal();
    buttonNamed(card, 'Try again')?.click();
    await until(() => query(card, 'h2')?.textContent === 'dog', 'the card after the retry');
    expect(server().requests.filter((request) => request.call === 'custom.wikidata')).to.have.length(2);
  });

  it("tells a learner reading another language that the knowledge is English, in the learner's language", async () => {
    await setLocale('de');
    const card = await fixture(html`<tj-wiki-data-card></tj-wiki-data-card>`);
    searchWord('dog');
    await until(() => query(card, 'h2') !== null, 'the card');
    expect(query(card, '[role="note"]')?.textContent).to.equal('Dieses Wissen gibt es nur auf Englisch.');
    expect(query(card, 'h2')?.getAttribute('lang')).to.equal('en');
    expect(query(card, '.facts dt')?.textContent).to.equal('Ist eine Art von');
    // The kind of sense too: WordNet files the dog under animals.
    expect(query(card, '[part="part-of-speech"]')?.textContent).to.equal('Substantiv · Tier');
  });
});
