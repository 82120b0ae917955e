/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { fakeQuestionServer } from '../../src/testing/fake-question-server.ts';
import { until } from '../../src/testing/until.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { search, thought } from '../../src/kit/search.ts';
import '../detail/index.ts';
import './index.ts';

const shown = (element: Element | null) => element?.shadowRoot?.textContent ?? '';
const heading = (page: Element) => page.querySelector('tj-detail')?.shadowRoot?.querySelector('h2')?.textContent;

describe('<tj-search-engine> and <tj-detail>', () => {
  afterEach(async () => {
    search.actions.clear();
    await setLocale('en');
  });

  it('a search typed in the search engine shows in the detail', async () => {
    const page = await fixture(html`<div><tj-search-engine></tj-search-engine><tj-detail></tj-detail></div>`);
    const search = page.querySelector('tj-search-engine');
    const input = await until(() => search?.shadowRoot?.querySelector('input'), 'the search box');
    await until(() => shown(page.querySelector('tj-detail')).includes('Search a word'), 'the detail’s invitation');
    input.focus();
    // React listens to the native input event; set the value the way typing does.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, 'photosynthesis');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const searched = oneEvent(page, 'tj-search');
    search?.shadowRoot?.querySelector('button')?.click();
    expect((await searched).detail).to.deep.equal({ word: 'photosynthesis' });
    await until(() => heading(page) === 'photosynthesis', 'the word in the detail');
  });

  it('the word attribute searches at once', async () => {
    const page = await fixture(
      html`<div><tj-search-engine word="Paris" thought-type="entity"></tj-search-engine><tj-detail></tj-detail></div>`,
    );
    await until(() => thought.value, 'the search');
    expect(thought.value).to.include({ word: 'Paris', type: 'entity' });
    // Detail shows the thought at once; its kind follows the entities lookup (Detail's own tests cover that).
    await until(() => heading(page) === 'Paris', 'the word in the detail');
  });

  it('switches language in every mounted widget at once', async () => {
    const page = await fixture(html`<div><tj-search-engine></tj-search-engine><tj-detail></tj-detail></div>`);
    const button = await until(
      () => page.querySelector('tj-search-engine')?.shadowRoot?.querySelector('button'),
      'the button',
    );
    await until(() => shown(page.querySelector('tj-detail')).includes('Search a word'), 'the detail');
    await setLocale('de');
    await until(() => button.textContent === 'Suchen', 'the search engine in German');
    await until(() => shown(page.querySelector('tj-detail')).includes('Suche ein Wort'), 'the detail in German');
  });

  it('an unknown thought-type value shows a message instead of throwing', async () => {
    const element = await fixture(html`<tj-search-engine thought-type="galaxy"></tj-search-engine>`);
    const alert = await until(() => element.shadowRoot?.querySelector('[role="alert"]'), 'the alert');
    expect(alert.textContent).to.contain('galaxy');
  });

  it('with the suggestions attribute, suggests words as the learner types', async () => {
    const server = fakeQuestionServer();
    try {
      const element = await fixture(html`<tj-search-engine suggestions></tj-search-engine>`);
      // The suggestions box arrives as its own chunk.
      await until(() => element.shadowRoot?.querySelector('[role="combobox"]') != null, 'the combobox');
      const input = element.shadowRoot?.querySelector<HTMLInputElement>('input[role="combobox"]');
      if (!input) throw new Error('no combobox');
      input.focus();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, 'albert ein');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const option = () => element.shadowRoot?.querySelector<HTMLElement>('[role="option"]');
      await until(() => option() != null, 'a suggestion');
      expect(option()?.textContent).to.equal('Albert Einstein');
      option()?.click();
      expect(thought.value?.word).to.equal('Albert Einstein');
    } finally {
      server.restore();
    }
  });

  it('without it, is a plain search box that asks for no suggestions', async () => {
    const server = fakeQuestionServer();
    try {
      const element = await fixture(html`<tj-search-engine></tj-search-engine>`);
      const input = await until(() => element.shadowRoot?.querySelector('input'), 'the search box');
      expect(element.shadowRoot?.querySelector('[role="combobox"]')).to.equal(null);
      expect(input.type).to.equal('search');
      expect(server.requests).to.deep.equal([]);
    } finally {
      server.restore();
    }
  });
});
