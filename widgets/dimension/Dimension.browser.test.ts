/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { fakeQuestionServer, type FakeQuestionServer } from '../../src/testing/fake-question-server.ts';
import { until } from '../../src/testing/until.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { search, searchWord, thought } from '../../src/kit/search.ts';
import './index.ts';

const attributeNames = (element: Element) => shadowQueryAll(element, '.attribute-name').map((name) => name.textContent);

describe('<tj-dimension>', () => {
  let server: FakeQuestionServer;
  beforeEach(() => {
    server = fakeQuestionServer();
  });
  afterEach(async () => {
    server.restore();
    search.actions.clear();
    await setLocale('en');
  });

  it('shows the thought’s What, When, Where, Who, Which, How and Why, or that nothing is known', async () => {
    const widget = await fixture(html`<tj-dimension></tj-dimension>`);
    await until(() => text(widget).includes('Search a word to see its What'), 'the invitation');
    expect(server.requests).to.deep.equal([]);
    searchWord('dog');
    await until(() => query(widget, 'dl') !== null, 'the attributes');
    expect(query(widget, 'h2')?.textContent).to.equal('What is known about “dog”');
    expect(attributeNames(widget)).to.deep.equal(['What', 'When', 'Where', 'Who', 'Which', 'How', 'Why']);
    const what = query(widget, '[data-attribute="What"]');
    expect(what?.textContent).to.contain('Dog is a kind of canine.');
    expect(query(widget, '[data-attribute="What"] ul')?.getAttribute('lang')).to.equal('en');
    // WordNet tells nothing of when a dog is: the widget says so rather than guess.
    expect(query(widget, '[data-attribute="When"]')?.textContent).to.contain('Nothing known.');
    expect(server.requests.map((request) => [request.call, request.key])).to.deep.equal([['dimension', 'dog']]);

    buttonNamed(widget, 'canine')?.click();
    expect(thought.value?.word).to.equal('canine');
  });

  it('has loading, empty and error states', async () => {
    const widget = await fixture(html`<tj-dimension></tj-dimension>`);
    server.hold();
    searchWord('photosynthesys');
    await until(() => query(widget, '[aria-busy="true"]') !== null, 'the busy state');
    server.release();
    await until(() => text(widget).includes('Nothing found for “photosynthesys”.'), 'the empty state');
    buttonNamed(widget, 'photosynthesis')?.click();
    expect(thought.value?.word).to.equal('photosynthesis');

    server.fail('dimension', 503, 'down');
    searchWord('dog');
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    server.heal();
    buttonNamed(widget, 'Try again')?.click();
    await until(() => query(widget, 'dl') !== null, 'the attributes after a retry');
  });

  it('names the attributes in German and says the facts are in English', async () => {
    await setLocale('de');
    const widget = await fixture(html`<tj-dimension></tj-dimension>`);
    searchWord('Albert Einstein');
    await until(() => query(widget, 'dl') !== null, 'the attributes');
    expect(attributeNames(widget)).to.deep.equal(['Was', 'Wann', 'Wo', 'Wer', 'Welche', 'Wie', 'Warum']);
    expect(query(widget, '[role="note"]')?.textContent).to.contain('Englisch');
    expect(query(widget, '[data-attribute="When"]')?.textContent).to.contain('1879');
  });
});
