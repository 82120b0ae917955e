/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { until } from '../../src/testing/fake-search-server.ts';
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
    expect(shadowQueryAll(card, '.meaning h3').map((heading) => heading.textContent)).to.deep.equal(['noun', 'verb']);
    expect(query(card, '.meaning li p')?.textContent).to.match(/^a member of the genus Canis/);
    expect(query(card, '.example')?.textContent).to.equal('the dog barked all night');
    expect(text(card)).to.contain('Synonyms:');
    expect(query(card, '.source')?.textContent).to.contain('WordNet 3.1');
    buttonNamed(card, 'chase')?.click();
    expect(thought.value?.word).to.equal('chase');
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
    expect(query(card, '.meaning h3')?.textContent).to.equal('संज्ञा');
  });
});
