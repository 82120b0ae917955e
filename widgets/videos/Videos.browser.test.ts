/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { abilities, createAbility, pageAbility } from '../../src/abilities/abilities.ts';
import { graphNodeSchema } from '../../src/contract/graph.ts';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { search, searchWord, thought } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { fakeSearchServer, type FakeSearchServer } from '../../src/testing/fake-search-server.ts';
import { until } from '../../src/testing/until.ts';
import { recordedAnswers } from '../../src/testing/provider-answers.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import './index.ts';

const recorded = recordedAnswers('custom.youtubeSearch');
const titles = (widget: Element) => shadowQueryAll(widget, '[part="result-link"]').map((link) => link.textContent);

describe('<tj-videos>', () => {
  let server: FakeSearchServer;
  let library: FakeLibraryServer;
  beforeEach(() => {
    server = fakeSearchServer();
    library = fakeLibraryServer();
  });
  afterEach(async () => {
    abilities.value = pageAbility({ username: '', roles: [] });
    library.restore();
    server.restore();
    search.actions.clear();
    exploreGraph.actions.run({ type: 'clear' });
    tokens.clear();
    await setLocale('en');
  });

  it('invites a search and asks nothing before one', async () => {
    const widget = await fixture(html`<tj-videos></tj-videos>`);
    await until(() => text(widget).includes('Search a word to watch videos about it.'), 'the invitation');
    expect(server.requests).to.deep.equal([]);
  });

  it('shows the thought’s videos after a busy state, each linking to YouTube', async () => {
    const widget = await fixture(html`<tj-videos></tj-videos>`);
    server.hold();
    searchWord('tomato');
    await until(() => query(widget, '[aria-busy="true"] [role="status"]') !== null, 'the busy state');
    server.release();
    await until(() => titles(widget).length === 4, 'the videos');
    expect(titles(widget)[2]).to.equal('Tomato, Tomahto');
    expect(query(widget, '[part="result-link"]')?.getAttribute('href')).to.equal(
      'https://www.youtube.com/watch?v=DN61Xcwc4u0',
    );
    expect(text(widget)).to.contain('TheEllenShow');
    expect((query(widget, 'input[type="search"]') as HTMLInputElement).value).to.equal('tomato');
    expect(server.requests[0]).to.deep.include({ call: 'custom.youtubeSearch', word: 'tomato' });
    expect(server.requests[0]?.body).to.deep.equal({ type: 'search', searchObj: { query: 'tomato' } });
  });

  it('searches the page from its search box', async () => {
    const widget = await fixture(html`<tj-videos></tj-videos>`);
    const searched: string[] = [];
    widget.addEventListener('tj-search', (event) =>
      searched.push((event as CustomEvent<{ word: string }>).detail.word),
    );
    // The widget draws its box a render after it connects: wait for it, then type.
    typeInto(await until(() => query(widget, 'input[type="search"]'), 'the search box'), 'tomato');
    buttonNamed(widget, 'Search')?.click();
    await until(() => titles(widget).length === 4, 'the videos');
    expect(thought.value?.word).to.equal('tomato');
    expect(searched).to.deep.equal(['tomato']);
  });

  it('asks for the next page with its token and appends what it did not show yet', async () => {
    const widget = await fixture(html`<tj-videos></tj-videos>`);
    searchWord('tomato');
    await until(() => buttonNamed(widget, 'Next page') !== undefined, 'the next page button');
    // The recording has one page: the next one is made from it, the last page (no token) with one video new to it.
    const videos = recorded.found['videos'] as { id: string; title: string }[];
    const last = { ...recorded.found, videos: [...videos.slice(2), { ...videos[0], id: 'next-video', title: 'Next' }] };
    delete (last as Record<string, unknown>)['nextPageToken'];
    server.answer('custom.youtubeSearch', 'tomato', last);
    buttonNamed(widget, 'Next page')?.click();
    await until(() => titles(widget).length === 5, 'the next page');
    expect(titles(widget)).to.deep.equal([...videos.map((video) => video.title), 'Next']);
    expect(server.requests[1]?.body).to.deep.equal({
      type: 'nextPage',
      searchObj: { query: 'tomato', pageToken: 'CAUQAA' },
    });
    expect(buttonNamed(widget, 'Next page')).to.equal(undefined);
  });

  it('says so when the next page does not come, and tries again', async () => {
    const widget = await fixture(html`<tj-videos></tj-videos>`);
    searchWord('tomato');
    await until(() => buttonNamed(widget, 'Next page') !== undefined, 'the next page button');
    server.answer('custom.youtubeSearch', 'tomato', recordedAnswers('custom.youtubeSearch').unavailable);
    buttonNamed(widget, 'Next page')?.click();
    await until(() => query(widget, '[role="alert"]') !== null, 'the failure');
    expect(query(widget, '[role="alert"]')?.textContent).to.contain('YouTube did not answer. Try again in a moment.');
    expect(titles(widget)).to.have.length(4);
    expect(buttonNamed(widget, 'Try again')).not.to.equal(undefined);
  });

  it('adds a video to the graph once, joined to the thought, and records VIDEO_ADD_TO_GRAPH', async () => {
    await signInFakeLearner();
    exploreGraph.actions.run({
      type: 'load',
      graph: {
        nodes: [graphNodeSchema.parse({ id: 'tomato', label: 'tomato', tjType: 'wikiLinks' })],
        edges: [],
        combos: [],
      },
      centerId: 'tomato',
    });
    const widget = await fixture(html`<tj-videos></tj-videos>`);
    searchWord('tomato');
    await until(() => shadowQueryAll(widget, '[part="add-to-graph"]').length === 4, 'the add buttons');
    const add = shadowQueryAll(widget, '[part="add-to-graph"]')[0] as HTMLButtonElement;
    expect(add.getAttribute('aria-label')).to.match(/^Add “A Tour of Every Tomato Plant/);
    add.click();
    await until(() => text(widget).includes('Added to the graph.'), 'the confirmation');
    const node = exploreGraph.signals.model.value.nodes.get('video:DN61Xcwc4u0');
    expect(node).to.deep.include({ label: 'A Tour of Every Toma…', tjType: 'note-video' });
    expect([...exploreGraph.signals.model.value.edges.values()][0]).to.deep.include({
      source: 'tomato',
      target: 'video:DN61Xcwc4u0',
      label: 'has noted',
    });
    await until(() => library.recordedVerbs().includes('VIDEO_ADD_TO_GRAPH'), 'the event');
    const event = library.requests.find((request) => request.body['verb'] === 'VIDEO_ADD_TO_GRAPH');
    expect(event?.body['value']).to.deep.equal({
      id: 'video:DN61Xcwc4u0',
      videoId: 'DN61Xcwc4u0',
      title: 'A Tour of Every Tomato Plant in My Garden:  All the Variety Names & Ways I am Growing Them',
    });
    add.click();
    await until(() => text(widget).includes('It is on the graph already.'), 'the second click');
    expect(library.recordedVerbs().filter((verb) => verb === 'VIDEO_ADD_TO_GRAPH')).to.have.length(1);
  });

  it('offers no Add to graph to a role denied the graph action “create node”', async () => {
    await signInFakeLearner();
    const widget = await fixture(html`<tj-videos></tj-videos>`);
    searchWord('tomato');
    await until(() => shadowQueryAll(widget, '[part="add-to-graph"]').length === 4, 'the add buttons');
    abilities.value = createAbility([
      { action: 'manage', subject: 'all' },
      { action: 'create_node', subject: 'GraphAction', inverted: true },
    ]);
    await until(() => shadowQueryAll(widget, '[part="add-to-graph"]').length === 0, 'no add buttons');
    expect(titles(widget)).to.have.length(4);
  });

  it('says, in the learner’s language, that YouTube is not connected on this server', async () => {
    await setLocale('de');
    server.answer('custom.youtubeSearch', 'tomato', {
      ...recorded.notConnected,
      message: 'YouTube ist auf diesem Server nicht verbunden.',
    });
    const widget = await fixture(html`<tj-videos></tj-videos>`);
    searchWord('tomato');
    await until(() => query(widget, '[part="not-connected"]') !== null, 'the not-connected state');
    expect(text(widget)).to.contain('YouTube ist auf diesem Server nicht verbunden.');
    expect(text(widget)).to.contain('Die Betreiber dieser Seite können ihn verbinden.');
    expect(buttonNamed(widget, 'Erneut versuchen')).to.equal(undefined);
  });

  it('says nothing was found, and explains a failed search and retries it', async () => {
    server.answer('custom.youtubeSearch', 'zebra', { ...recorded.found, query: 'zebra', videos: [] });
    const widget = await fixture(html`<tj-videos></tj-videos>`);
    searchWord('zebra');
    await until(() => text(widget).includes('Nothing found for “zebra”.'), 'the empty state');
    server.fail('custom.youtubeSearch', 400, 'Type something to search for.');
    searchWord('tomato');
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(query(widget, '[role="alert"]')?.textContent).to.contain('Type something to search for.');
    expect(query(widget, '[role="alert"]')?.textContent).to.contain('Check the word, or try another one.');
    server.heal();
    buttonNamed(widget, 'Try again')?.click();
    await until(() => titles(widget).length === 4, 'the videos');
  });
});
