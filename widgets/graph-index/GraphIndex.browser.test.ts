/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowQuery as query, shadowQueryAll, shadowText as text } from '../../src/elements/shadow-query.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { searchWord } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import './index.ts';

const labels = (index: Element) => shadowQueryAll(index, '[part="label"]').map((label) => label.textContent);

function typeInto(input: Element | null, value: string): void {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const key = (target: Element | null, name: string) =>
  target?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true }));

describe('<tj-graph-index>', () => {
  const server = useFakeSearchServer();
  afterEach(() => {
    exploreGraph.actions.run({ type: 'clear' });
  });

  it('invites a search, then lists the explore graph’s nodes with their type and count', async () => {
    const index = await fixture(html`<tj-graph-index></tj-graph-index>`);
    await until(() => text(index).includes('Search a word to list the ideas of its graph.'), 'the invitation');
    searchWord('dog');
    await until(() => labels(index).length === 23, 'the 23 nodes of dog');
    expect(server().requests.map((request) => request.call)).to.include('custom.snippetGraph');
    expect(labels(index).slice(0, 3)).to.deep.equal(['dog', 'domestic dog', 'Canis familiaris']);
    expect(query(index, '[part="type"]')?.textContent).to.equal('word');
    expect(query(index, '[part="count"]')?.textContent).to.equal('23 ideas');
    expect(exploreGraph.signals.nodes.value).to.have.length(23);
  });

  it('filters by name, case- and accent-blind, and says when nothing matches', async () => {
    const index = await fixture(html`<tj-graph-index></tj-graph-index>`);
    searchWord('dog');
    await until(() => labels(index).length === 23, 'the nodes');
    typeInto(query(index, '[part="filter"]'), 'DOG (');
    await until(() => labels(index).length === 7, 'the senses of dog');
    expect(query(index, '[part="count"]')?.textContent).to.equal('7 of 23 ideas');
    typeInto(query(index, '[part="filter"]'), 'zebra');
    await until(() => query(index, '[part="no-match"]') !== null, 'no match');
    expect(text(index)).to.contain('No idea matches “zebra”.');
  });

  it('focuses a node from the keyboard: arrows move, Enter selects it in the explore graph', async () => {
    const index = await fixture(html`<tj-graph-index></tj-graph-index>`);
    searchWord('dog');
    await until(() => labels(index).length === 23, 'the nodes');
    const filter = query(index, '[part="filter"]') as HTMLInputElement;
    typeInto(filter, 'canis');
    await until(() => labels(index).length === 2, 'Canis familiaris and Canis');
    key(filter, 'ArrowDown');
    const list = query(index, '[role="listbox"]') as HTMLElement;
    await until(() => index.shadowRoot?.activeElement === list, 'the list focused');
    key(list, 'ArrowDown');
    await until(() => list.getAttribute('aria-activedescendant')?.endsWith('-node-1') === true, 'the second option');
    key(list, 'Enter');
    const chosen = exploreGraph.signals.nodes.value.find((node) => node.data.label === labels(index)[1]);
    expect(exploreGraph.signals.selection.value).to.deep.equal([chosen?.data.id]);
    await until(() => query(index, '[aria-selected="true"] [part="label"]')?.textContent === labels(index)[1], 'shown');
  });

  it('chooses by click, and explains a hidden node cannot be selected, in the learner’s language', async () => {
    const index = await fixture(html`<tj-graph-index></tj-graph-index>`);
    searchWord('Albert Einstein');
    await until(() => labels(index).length === 3, 'the nodes');
    const physicist = exploreGraph.signals.nodes.value.find((node) => node.data.label === 'physicist');
    exploreGraph.actions.run({ type: 'hide', id: physicist?.data.id ?? '' });
    await setLocale('es');
    await until(() => text(index).includes('oculta'), 'the hidden mark');
    (shadowQueryAll(index, '[role="option"]')[2] as HTMLElement).click();
    await until(() => query(index, '[part="refusal"]') !== null, 'the refusal');
    expect(query(index, '[part="refusal"]')?.textContent).to.equal(
      'No se puede seleccionar «physicist»: está oculta o bloqueada.',
    );
    (shadowQueryAll(index, '[role="option"]')[0] as HTMLElement).click();
    await until(() => query(index, '[part="refusal"]') === null, 'the refusal gone');
    expect(exploreGraph.signals.selection.value).to.have.length(1);
  });

  it('shows the lookup’s states while the graph is empty: an unknown word, then a failure', async () => {
    const index = await fixture(html`<tj-graph-index></tj-graph-index>`);
    searchWord('photosynthesys');
    await until(() => text(index).includes('Nothing found for “photosynthesys”.'), 'the empty state');
    server().fail('custom.snippetGraph', 400, 'Type a word or a name to look up.');
    searchWord('dog');
    await until(() => query(index, '[role="alert"]') !== null, 'the error');
    expect(query(index, '[role="alert"]')?.textContent).to.contain('Type a word or a name to look up.');
  });
});
