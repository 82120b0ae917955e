/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import './index.ts';

const terms = (element: Element) =>
  shadowQueryAll(element, '.terms .term span[lang]').map((term) => term.textContent ?? '');

describe('<tj-glossary>', () => {
  const server = useFakeSearchServer();

  it('lists the related terms, closest first, each saying how it relates', async () => {
    const glossary = await fixture(html`<tj-glossary></tj-glossary>`);
    await until(() => text(glossary).includes('Search a word to see the terms related to it'), 'the invitation');
    expect(server().requests).to.deep.equal([]);
    searchWord('dog');
    await until(() => terms(glossary).length > 0, 'the terms');
    expect(server().requests[0]?.body).to.deep.equal({ query: 'dog', limit: 20 });
    expect(query(glossary, 'h2')?.textContent).to.equal('Terms related to “dog”');
    // In the server's order: closest first.
    expect(terms(glossary).slice(0, 4)).to.deep.equal([
      'Canis familiaris',
      'domestic dog',
      'domestic animal',
      'canine',
    ]);
    expect(shadowQueryAll(glossary, '.relation')[3]?.textContent).to.equal('dog is a kind of canine');
    expect(shadowQueryAll(glossary, '.terms .term')[3]?.textContent).to.equal('canine(search it)');
  });

  it('searches a term when it is chosen', async () => {
    const glossary = await fixture(html`<tj-glossary></tj-glossary>`);
    searchWord('dog');
    await until(() => terms(glossary).length > 0, 'the terms');
    const searched = oneEvent(glossary, 'tj-search');
    const canine = shadowQueryAll(glossary, '.terms .term').find((button) => button.textContent?.startsWith('canine'));
    (canine as HTMLButtonElement | undefined)?.click();
    expect((await searched).detail).to.deep.equal({ word: 'canine' });
    expect(thought.value?.word).to.equal('canine');
  });

  it('offers suggestions for an unknown word, and explains a failure with a retry', async () => {
    const glossary = await fixture(html`<tj-glossary></tj-glossary>`);
    searchWord('photosynthesys');
    await until(() => buttonNamed(glossary, 'photosynthesis') !== undefined, 'the suggestions');
    server().fail('explore.links', 503, 'down');
    searchWord('dog');
    await until(() => query(glossary, '[role="alert"]') !== null, 'the error');
    server().heal();
    buttonNamed(glossary, 'Try again')?.click();
    await until(() => terms(glossary).length > 0, 'the terms after the retry');
  });
});
