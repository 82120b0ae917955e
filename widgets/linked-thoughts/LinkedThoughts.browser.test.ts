/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { exploreGraph, linkedGraph } from '../../src/kit/graph.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import './index.ts';

const headings = (widget: Element) => shadowQueryAll(widget, '[part="relation-heading"]').map((h) => h.textContent);

describe('<tj-linked-thoughts>', () => {
  const server = useFakeSearchServer();
  afterEach(() => {
    linkedGraph.actions.run({ type: 'clear' });
    exploreGraph.actions.run({ type: 'clear' });
  });

  it('invites a search, then lists the thoughts linked to the current one by relation, in the linked graph', async () => {
    const widget = await fixture(html`<tj-linked-thoughts></tj-linked-thoughts>`);
    await until(() => text(widget).includes('Search a word to see the thoughts linked to it.'), 'the invitation');
    searchWord('dog');
    await until(() => query(widget, '[part="heading"]') !== null, 'the linked thoughts');
    expect(query(widget, '[part="heading"]')?.textContent).to.equal('Thoughts linked to “dog”');
    expect(headings(widget)).to.deep.equal([
      'dog is also called …',
      'dog is a kind of …',
      '… is a kind of dog',
      'dog is a member of …',
      'dog has part …',
      'dog can also mean …',
    ]);
    const kinds = shadowQueryAll(widget, '[part="relation"]')[2];
    expect(kinds?.querySelectorAll('[part="thought"]')).to.have.length(8);
    expect(kinds?.querySelector('[part="thought"]')?.textContent).to.equal('puppy');
    // The page's second graph holds them; the explore graph is untouched by this widget.
    expect(linkedGraph.signals.nodes.value).to.have.length(23);
    expect(linkedGraph.signals.thought.value?.label).to.equal('dog');
    expect(exploreGraph.signals.nodes.value).to.have.length(0);
  });

  it('draws the linked graph with Graph Explore', async function () {
    // The first load of Graph Explore and G6 in a test browser is slow.
    this.timeout(20_000);
    const widget = await fixture(html`<tj-linked-thoughts></tj-linked-thoughts>`);
    searchWord('dog');
    await until(() => query(widget, '[part~="drawing"]')?.getAttribute('graph') === 'linked', 'the drawing', 15_000);
    expect(query(widget, '[part~="drawing"]')?.tagName).to.equal('TJ-GRAPH-EXPLORE');
  });

  it('searches a linked thought when it is chosen, and says so to the page', async () => {
    const widget = await fixture<HTMLElement>(html`<tj-linked-thoughts></tj-linked-thoughts>`);
    const searched: string[] = [];
    widget.addEventListener('tj-search', (event) => searched.push(event.detail.word));
    searchWord('Albert Einstein');
    await until(() => buttonNamed(widget, 'physicist') !== undefined, 'the linked thoughts');
    buttonNamed(widget, 'physicist')?.click();
    expect(thought.value?.word).to.equal('physicist');
    expect(searched).to.deep.equal(['physicist']);
    expect(server().requests.some((request) => request.call === 'custom.snippetGraph')).to.equal(true);
  });

  it('says an unknown word has no linked thoughts, in the learner’s language', async () => {
    await setLocale('de');
    const widget = await fixture(html`<tj-linked-thoughts></tj-linked-thoughts>`);
    searchWord('photosynthesys');
    await until(() => text(widget).includes('Nichts gefunden') || text(widget).includes('photosynthesis'), 'empty');
    expect(buttonNamed(widget, 'photosynthesis')).to.not.equal(undefined);
  });

  it('shows a failed lookup with a retry', async () => {
    server().fail('custom.snippetGraph', 400, 'Type a word or a name to look up.');
    const widget = await fixture(html`<tj-linked-thoughts></tj-linked-thoughts>`);
    searchWord('dog');
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    server().heal();
    buttonNamed(widget, 'Try again')?.click();
    await until(() => query(widget, '[part="heading"]') !== null, 'the linked thoughts after the retry');
  });
});
