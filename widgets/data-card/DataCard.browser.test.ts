/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import './index.ts';

describe('<tj-data-card>', () => {
  const server = useFakeSearchServer();

  it('shows the dictionary entry: meanings by part of speech, definitions, examples, synonyms, antonyms', async () => {
    const card = await fixture(html`<tj-data-card></tj-data-card>`);
    await until(() => text(card).includes('Search a word to see its dictionary entry.'), 'the invitation');
    expect(server().requests).to.deep.equal([]);
    searchWord('dog');
    await until(() => query(card, '.meaning') !== null, 'the entry');
    expect(query(card, 'h2')?.textContent).to.equal('dog');
    expect(shadowQueryAll(card, '.meaning h4').map((heading) => heading.textContent)).to.deep.equal(['noun', 'verb']);
    expect(query(card, '.meaning li p')?.textContent).to.match(/^a dull unattractive unpleasant girl or woman/);
    expect(query(card, '.example')?.textContent).to.equal('the dog barked all night');
    expect(text(card)).to.contain('Synonyms:');
    expect(query(card, '.source')?.textContent).to.contain('WordNet 3.1');
    buttonNamed(card, 'chase')?.click();
    expect(thought.value?.word).to.equal('chase');
  });

  it('shows the main sense first, and the other senses under their own heading', async () => {
    const card = await fixture(html`<tj-data-card></tj-data-card>`);
    searchWord('dog');
    await until(() => query(card, '.main-sense') !== null, 'the main sense');
    const main = query(card, '.main-sense');
    expect(main?.getAttribute('aria-label')).to.equal('Main sense');
    expect(query(card, '.main-sense .kicker')?.textContent).to.equal('noun');
    expect(query(card, '.main-sense [part="definition"]')?.textContent).to.match(/^a member of the genus Canis/);
    expect(query(card, '.main-sense [part="definition"]')?.getAttribute('lang')).to.equal('en');
    const mainWords = [...(main?.querySelectorAll('button') ?? [])].map((button) => button.textContent);
    expect(mainWords).to.deep.equal(['domestic dog', 'Canis familiaris']);
    expect(query(card, '.other-senses h3')?.textContent).to.equal('Other senses');
    // The main sense is not listed again among the others.
    expect(query(card, '.other-senses')?.textContent).to.not.contain('a member of the genus Canis');
    searchWord('Albert Einstein');
    await until(() => query(card, 'h2')?.textContent === 'Albert Einstein', 'a word of one sense');
    expect(query(card, '.main-sense [part="definition"]')?.textContent).to.match(/^physicist born in Germany/);
    expect(query(card, '.other-senses')).to.equal(null);
  });

  it('shows antonyms where the dictionary has them', async () => {
    const card = await fixture(html`<tj-data-card></tj-data-card>`);
    server().answer('custom.dictionary', 'dog', {
      word: 'dog',
      found: true,
      meanings: [
        {
          partOfSpeech: 'adjective',
          definitions: [{ definition: 'faithful', examples: [], synonyms: [], antonyms: ['unfaithful'] }],
          synonyms: [],
          antonyms: ['unfaithful'],
        },
      ],
      source: { name: 'WordNet 3.1', license: 'WordNet 3.0 license', url: 'https://wordnet.princeton.edu/' },
      suggestions: [],
      language: 'en',
    });
    searchWord('dog');
    await until(() => text(card).includes('Antonyms:'), 'the antonyms');
    expect(buttonNamed(card, 'unfaithful')).to.not.equal(undefined);
  });

  it('has loading, empty and error states', async () => {
    const card = await fixture(html`<tj-data-card></tj-data-card>`);
    server().hold();
    searchWord('photosynthesys');
    await until(() => query(card, '[aria-busy="true"]') !== null, 'the busy state');
    server().release();
    await until(() => text(card).includes('Nothing found for “photosynthesys”.'), 'the empty state');
    server().fail('custom.dictionary', 500, 'boom');
    searchWord('dog');
    await until(() => query(card, '[role="alert"]') !== null, 'the error');
    expect(buttonNamed(card, 'Try again')).to.not.equal(undefined);
  });

  it('says in Hindi that the entry is in English', async () => {
    await setLocale('hi');
    const card = await fixture(html`<tj-data-card></tj-data-card>`);
    searchWord('dog');
    await until(() => query(card, '.meaning') !== null, 'the entry');
    expect(query(card, '[role="note"]')?.textContent).to.contain('यह जानकारी केवल');
    expect(query(card, '.main-sense .kicker')?.textContent).to.equal('संज्ञा');
    expect(query(card, '.other-senses h3')?.textContent).to.equal('अन्य अर्थ');
  });
});
