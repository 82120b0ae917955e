/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import './index.ts';

describe('<tj-snippet>', () => {
  const server = useFakeSearchServer();

  it('invites a search and asks nothing before one', async () => {
    const snippet = await fixture(html`<tj-snippet></tj-snippet>`);
    await until(() => text(snippet).includes('Search a word to read a short paragraph'), 'the invitation');
    expect(server().requests).to.deep.equal([]);
  });

  it('shows the paragraph about the thought with its source, after a busy state', async () => {
    const snippet = await fixture(html`<tj-snippet></tj-snippet>`);
    server().hold();
    searchWord('Albert Einstein', { type: 'entity' });
    await until(() => query(snippet, '[aria-busy="true"] [role="status"]') !== null, 'the busy state');
    server().release();
    await until(() => query(snippet, '.snippet-text') !== null, 'the paragraph');
    expect(query(snippet, 'h2')?.textContent).to.equal('Albert Einstein');
    expect(query(snippet, '.snippet-text')?.textContent).to.match(/^Albert Einstein is a physicist/);
    expect(query(snippet, '.source')?.textContent).to.equal('Source: WordNet');
    expect(query(snippet, '.source a')?.getAttribute('href')).to.equal('https://wordnet.princeton.edu/');
    expect(server().requests[0]).to.deep.include({ call: 'custom.snippet', word: 'Albert Einstein' });
  });

  it('offers suggestions for an unknown word, in the learner’s language', async () => {
    await setLocale('es');
    const snippet = await fixture(html`<tj-snippet></tj-snippet>`);
    searchWord('photosynthesys');
    await until(() => text(snippet).includes('No se encontró nada para «photosynthesys».'), 'the empty state');
    expect(text(snippet)).to.contain('¿Quisiste decir…?');
    buttonNamed(snippet, 'photosynthesis')?.click();
    expect(thought.value?.word).to.equal('photosynthesis');
  });

  it('explains a refused lookup and retries it', async () => {
    server().fail('custom.snippet', 400, 'Type a word or a name to look up.');
    const snippet = await fixture(html`<tj-snippet></tj-snippet>`);
    searchWord('dog');
    await until(() => query(snippet, '[role="alert"]') !== null, 'the error');
    expect(query(snippet, '[role="alert"]')?.textContent).to.contain('Type a word or a name to look up.');
    expect(query(snippet, '[role="alert"]')?.textContent).to.contain('Check the word, or try another one.');
    server().heal();
    buttonNamed(snippet, 'Try again')?.click();
    await until(() => query(snippet, '.snippet-text')?.textContent?.startsWith('A dog is') === true, 'the paragraph');
  });
});
