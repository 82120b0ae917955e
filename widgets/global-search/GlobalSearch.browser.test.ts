/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { fakeQuestionServer, type FakeQuestionServer } from '../../src/testing/fake-question-server.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import { until } from '../../src/testing/until.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { search, searchWord, thought } from '../../src/kit/search.ts';
import { tokens } from '../../src/kit/api.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { notes } from '../../src/kit/notes.ts';
import { fakeLibraryServer, note, savedGraph, signInFakeLearner } from '../../src/testing/fake-library-server.ts';
import './index.ts';

const box = (widget: Element) => query(widget, 'input[role="combobox"]') as HTMLInputElement;
const options = (widget: Element) => shadowQueryAll(widget, '[role="option"]').map((option) => option.textContent);

describe('<tj-global-search>', () => {
  let server: FakeQuestionServer;
  beforeEach(() => {
    server = fakeQuestionServer();
  });
  afterEach(async () => {
    server.restore();
    search.actions.clear();
    await setLocale('en');
  });

  it('suggests words as the learner types: a combobox with a listbox, arrows and Enter', async () => {
    const widget = await fixture(html`<tj-global-search></tj-global-search>`);
    await until(() => query(widget, 'input') !== null, 'the box');
    const input = box(widget);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    const list = query(widget, '[role="listbox"]');
    expect(input.getAttribute('aria-controls')).to.equal(list?.id);
    input.focus();
    // Two keystrokes' worth within one pause: on a busy machine real keystrokes may come slower than the pause.
    typeInto(input, 'albert');
    typeInto(input, 'albert ein');
    await until(() => options(widget).length > 0, 'the suggestions');
    expect(options(widget)).to.deep.equal(['Albert Einstein']);
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    // Only what was typed last was asked for, once typing paused.
    expect(server.requests.map((request) => request.key)).to.deep.equal(['albert ein']);

    await sendKeys({ press: 'ArrowDown' });
    const active = query(widget, '[role="option"][aria-selected="true"]');
    expect(input.getAttribute('aria-activedescendant')).to.equal(active?.id);
    const searched = oneEvent(widget, 'tj-search');
    await sendKeys({ press: 'Enter' });
    expect((await searched).detail).to.deep.equal({ word: 'Albert Einstein' });
    expect(thought.value?.word).to.equal('Albert Einstein');
    expect(input.value).to.equal('Albert Einstein');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    await until(() => text(widget).includes('Every widget now shows “Albert Einstein”.'), 'the current search');
  });

  it('drops an older request when the learner types on, and Escape closes the list', async () => {
    const widget = await fixture(html`<tj-global-search></tj-global-search>`);
    await until(() => query(widget, 'input') !== null, 'the box');
    server.hold();
    box(widget).focus();
    await sendKeys({ type: 'pho' });
    await until(() => server.requests.length === 1, 'the first request');
    typeInto(box(widget), 'albert ein');
    await until(() => server.requests.length === 2, 'the request for what was typed on');
    expect(server.requests.map((request) => [request.key, request.aborted()])).to.deep.equal([
      ['pho', true],
      ['albert ein', false],
    ]);
    server.release();
    await until(() => options(widget).length > 0, 'the suggestions');
    expect(options(widget)).to.deep.equal(['Albert Einstein']);

    await sendKeys({ press: 'Escape' });
    expect(box(widget).getAttribute('aria-expanded')).to.equal('false');
    expect(box(widget).value).to.equal('albert ein');
  });

  it('says when there is no suggestion, and when suggestions are unavailable', async () => {
    const widget = await fixture(html`<tj-global-search></tj-global-search>`);
    await until(() => query(widget, 'input') !== null, 'the box');
    box(widget).focus();
    await sendKeys({ type: 'qqqzzx' });
    await until(() => text(widget).includes('No suggestions for “qqqzzx”.'), 'the empty state');
    server.fail('custom.suggest', 503, 'down');
    await sendKeys({ type: 'y' });
    await until(() => text(widget).includes('Suggestions are unavailable right now.'), 'the error state');
  });

  it('searches what was typed, and offers “did you mean” for a misspelt search', async () => {
    const widget = await fixture(html`<tj-global-search></tj-global-search>`);
    await until(() => text(widget).includes('every widget on the page follows it'), 'the invitation');
    box(widget).focus();
    await sendKeys({ type: 'photosynthesys' });
    await sendKeys({ press: 'Enter' });
    expect(thought.value?.word).to.equal('photosynthesys');
    await until(() => text(widget).includes('Did you mean:'), 'did you mean');
    buttonNamed(widget, 'photosynthesis')?.click();
    expect(thought.value?.word).to.equal('photosynthesis');
  });

  it('shows a search made elsewhere, and says when the spelling could not be checked', async () => {
    const widget = await fixture(html`<tj-global-search></tj-global-search>`);
    server.fail('custom.spell', 500, 'boom');
    searchWord('dog');
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(box(widget).value).to.equal('dog');
    server.heal();
    buttonNamed(widget, 'Try again')?.click();
    await until(() => text(widget).includes('Every widget now shows “dog”.'), 'the retry');
  });

  it('speaks Spanish', async () => {
    await setLocale('es');
    const widget = await fixture(html`<tj-global-search></tj-global-search>`);
    await until(() => query(widget, 'input') !== null, 'the box');
    expect(box(widget).placeholder).to.equal('Busca una palabra, frase o nombre…');
    expect(query(widget, 'button[type="submit"]')?.textContent).to.equal('Buscar');
  });

  it("lists what of a signed-in learner's notes, graphs and goals holds the word; a note opens, a graph loads", async () => {
    const library = fakeLibraryServer({
      notes: [note('n1', 'Dog walking'), note('n2', 'Oceans')],
      graphs: [savedGraph('g1', 'Dog breeds'), savedGraph('g2', 'Rivers')],
      goals: [{ id: 'o1', goal: 'Walk the dog', status: false, attachments: [] }],
    });
    try {
      const guestView = await fixture(html`<tj-global-search></tj-global-search>`);
      searchWord('dog');
      await until(() => text(guestView).includes('Every widget now shows “dog”.'), 'the search');
      expect(query(guestView, '[part="library"]'), 'a guest has no library').to.equal(null);
      expect(library.requests.filter((request) => request.path === '/query')).to.deep.equal([]);
      await signInFakeLearner();
      const widget = await fixture(html`<tj-global-search></tj-global-search>`);
      await until(() => shadowQueryAll(widget, '[part="found"]').length === 3, 'what was found');
      expect(shadowQueryAll(widget, '[part="found"] h3').map((heading) => heading.textContent)).to.deep.equal([
        'Notes (1)',
        'Graphs (1)',
        'Goals (1)',
      ]);
      expect(text(widget)).to.contain('Walk the dog open');
      (query(widget, 'button[aria-label="Open the note “Dog walking” in the Editor"]') as HTMLElement).click();
      expect(notes.signals.opened.value?._id).to.equal('n1');
      (query(widget, 'button[aria-label="Load the graph “Dog breeds” into Graph Explore"]') as HTMLElement).click();
      await until(
        () => exploreGraph.signals.nodes.value.some((node) => node.data.label === 'Dog breeds'),
        'the graph loaded',
      );
      searchWord('qwzx');
      await until(() => text(widget).includes('None of your notes, graphs or goals mention “qwzx”.'), 'nothing found');
    } finally {
      notes.actions.open(null);
      library.restore();
      tokens.clear();
    }
  });
});
