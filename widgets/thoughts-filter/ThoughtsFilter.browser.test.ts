/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { search, thought } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import {
  fakeLibraryServer,
  signInFakeLearner,
  storedEvent,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import './index.ts';

const events = () => [
  storedEvent(6, 'WIKI_LOOKUP', 'Éclair', '2026-03-02T12:00:00.000Z'),
  storedEvent(5, 'SEARCHED_NODE', { id: 'n1', label: 'Paris', placement: 'replace' }, '2026-03-02T11:00:00.000Z'),
  storedEvent(4, 'NOTED', { noteTitle: 'Chlorophyll' }, '2026-03-02T10:00:00.000Z'),
  storedEvent(3, 'WIKI_LOOKUP', 'dog', '2026-03-02T09:00:00.000Z'),
  storedEvent(2, 'ANCHOR_MARK', { id: 'n1', label: 'Paris' }, '2026-03-01T10:00:00.000Z'),
  storedEvent(1, 'QUICK_SEARCH', 'DOG', '2026-03-01T09:00:00.000Z'),
];

const shown = (widget: Element) =>
  shadowQueryAll(widget, '[part="thought"]').map((button) => button.querySelector('.card-title')?.textContent);

describe('<tj-thoughts-filter>', () => {
  let server: FakeLibraryServer | undefined;
  afterEach(async () => {
    server?.restore();
    tokens.clear();
    search.actions.clear();
    await setLocale('en');
  });

  it('tells a guest to sign in', async () => {
    server = fakeLibraryServer({ events: events() });
    const widget = await fixture<HTMLElement>(html`<tj-thoughts-filter></tj-thoughts-filter>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(server.requests).to.deep.equal([]);
  });

  it('gathers each thought once from the events, filters by text and kind, and searches the one chosen', async () => {
    server = fakeLibraryServer({ events: events() });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-thoughts-filter></tj-thoughts-filter>`);
    await until(() => shown(widget).length > 0, 'the thoughts');
    // dog twice (a lookup and a quick search, any case); an anchor is not a thought.
    expect(shown(widget)).to.deep.equal(['Éclair', 'Paris', 'Chlorophyll', 'dog']);
    expect(query(widget, '[part="count"]')?.textContent).to.equal('4 of 4 thoughts');
    expect(shadowQueryAll(widget, '[part="thought"] .muted')[3]?.textContent).to.equal('Words · 2×');

    typeInto(query(widget, '[part="filters"] input'), 'eclair');
    await until(() => shown(widget).join() === 'Éclair', 'the accent-blind match');
    typeInto(query(widget, '[part="filters"] input'), '');
    buttonNamed(widget, 'Words')?.click();
    await until(() => shown(widget).join() === 'Paris,Chlorophyll', 'words hidden');
    expect(buttonNamed(widget, 'Words')?.getAttribute('aria-pressed')).to.equal('false');
    typeInto(query(widget, '[part="filters"] input'), 'zebra');
    await until(() => query(widget, '[part="no-match"]') !== null, 'no match');
    typeInto(query(widget, '[part="filters"] input'), '');

    const heard: string[] = [];
    widget.addEventListener('tj-search', (event) => heard.push(event.detail.word));
    await until(() => shown(widget).includes('Paris'), 'Paris');
    (shadowQueryAll(widget, '[part="thought"]')[0] as HTMLButtonElement).click();
    expect(thought.value).to.include({ word: 'Paris', type: 'entity' });
    expect(heard).to.deep.equal(['Paris']);
  });

  it('says when there is no thought yet, in the learner’s language', async () => {
    server = fakeLibraryServer();
    await setLocale('es');
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-thoughts-filter></tj-thoughts-filter>`);
    await until(() => text(widget).includes('Aún no hay pensamientos'), 'the Spanish empty note');
  });
});
