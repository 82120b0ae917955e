/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { graphDataSchema, graphNodeSchema } from '../../src/contract/graph.ts';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import { search, thought } from '../../src/kit/search.ts';
import { thoughtMap } from '../../src/kit/thought-map.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import {
  fakeLibraryServer,
  signInFakeLearner,
  savedGraph,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { press } from '../../src/testing/press.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const names = (widget: Element) => shadowQueryAll(widget, '[part="graph-name"]').map((name) => name.textContent);

describe('<tj-graph-library>', () => {
  let server: FakeLibraryServer | undefined;
  afterEach(async () => {
    server?.restore();
    tokens.clear();
    exploreGraph.actions.run({ type: 'clear' });
    search.actions.clear();
    graphLibrary.actions.setQuery({ dimension: 'explore_library', mine: false, searchWord: '', searchIn: 'all' });
    await setLocale('en');
  });

  it('tells a guest to sign in, and asks the server nothing', async () => {
    server = fakeLibraryServer();
    const widget = await fixture(html`<tj-graph-library></tj-graph-library>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(query(widget, '[part="save"]')).to.equal(null);
    expect(server.requests).to.deep.equal([]);
  });

  it('saves the explore graph with its name, tags and anchor, and lists it', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture(html`<tj-graph-library></tj-graph-library>`);
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty library');
    expect(query(widget, '[part="save-hint"]')?.textContent).to.contain('The graph is empty');
    expect(buttonNamed(widget, 'Save the graph')?.disabled).to.equal(true);

    for (const id of ['leaf', 'sun'])
      exploreGraph.actions.run({ type: 'addNode', node: graphNodeSchema.parse({ id, label: id }) });
    exploreGraph.actions.run({ type: 'anchor', id: 'leaf' });
    typeInto(query(widget, '[part="save"] input'), 'Photosynthesis');
    typeInto(query(widget, '[part="save"] input:nth-of-type(2)'), ' biology,  Biology , revision ');
    await press(widget, 'Save the graph');
    await until(() => names(widget).includes('Photosynthesis'), 'the saved graph listed');

    const post = server.requests.find((request) => request.method === 'POST' && request.path === '/g6graph');
    expect(post?.body['actor']).to.equal('ada');
    expect(post?.body['graph_dimension']).to.equal('explore_library');
    expect(post?.body['tags']).to.deep.equal(['biology', 'revision']);
    expect(post?.body['metadata']).to.deep.equal({ anchor: 'leaf' });
    const gdata = (post?.body['g6_data'] as { gdata: { nodes: { id: string }[] } }).gdata;
    expect(gdata.nodes.map((node) => node.id)).to.deep.equal(['leaf', 'sun']);
    expect(query(widget, '[part="graph-meta"]')?.textContent).to.equal('Yours · private');
    await until(() => server!.recordedVerbs().includes('SET_SAVED_GRAPH'), 'SET_SAVED_GRAPH');
  });

  it('loads a saved graph into the explore graph, and explores the label of one that is gone', async () => {
    server = fakeLibraryServer({
      graphs: [savedGraph('s1', 'Volcano', { metadata: { anchor: 's1-n1' } }), savedGraph('s2', 'Glacier')],
    });
    await signInFakeLearner();
    const widget = await fixture(html`<tj-graph-library></tj-graph-library>`);
    await until(() => names(widget).length === 2, 'two graphs');
    await press(widget, 'Load', '[part="graph"]:nth-child(1)');
    await until(() => query(widget, '[part="loaded"]') !== null, 'the outcome');
    expect(query(widget, '[part="loaded"]')?.textContent).to.equal('“Volcano” is now in the graph.');
    expect([...exploreGraph.signals.model.value.nodes.keys()]).to.deep.equal(['s1-n1']);

    server.library.graphs.splice(1, 1);
    await press(widget, 'Load', '[part="graph"]:nth-child(2)');
    await until(() => thought.value?.word === 'Glacier', 'the label explored');
    await until(() => shadowQueryAll(widget, '[part="loaded"]').length === 2, 'the second outcome');
    expect(shadowQueryAll(widget, '[part="loaded"]')[1]?.textContent).to.equal(
      '“Glacier” is no longer saved, so it is explored as a word instead.',
    );
  });

  it("opens the card of a shared graph's owner from their name; the learner's own graphs have none", async () => {
    server = fakeLibraryServer({
      graphs: [
        savedGraph('s1', 'Mine'),
        savedGraph('s2', 'Rocks', {
          actor: 'grace',
          actorDiscriminator: 'grace#1',
          access: 'custom',
          sharedAccess: ['ada'],
        }),
      ],
    });
    await signInFakeLearner();
    const widget = await fixture(html`<tj-graph-library></tj-graph-library>`);
    await until(() => names(widget).length === 2, 'two graphs');
    expect(shadowQueryAll(widget, '[part="owner"]').length, 'one owner to open').to.equal(1);
    const owner = query(widget, '[part="owner"]') as HTMLButtonElement;
    expect(owner.textContent).to.equal('By grace');
    owner.click();
    await until(() => query(widget, 'section[part="owner-card"]') !== null, 'the card');
    expect(owner.getAttribute('aria-expanded')).to.equal('true');
    expect(query(widget, '[part="owner-card"]')?.getAttribute('aria-label')).to.equal('grace’s card');
    expect(query(widget, '[part="owner-card"]')?.textContent).to.equal('Grace @graceNo links shared.');
    expect(
      server.requests.filter((request) => request.path.startsWith('/userProfiles/')).map((r) => r.path),
    ).to.deep.equal(['/userProfiles/grace%231']);
    owner.click();
    await until(() => query(widget, '[part="owner-card"]') === null, 'the card closed');
  });

  it('loads a quest’s graph as the quest it holds: its thoughts become the thought map, owned by no quest', async () => {
    const quest = savedGraph('q1', 'Rocks', {
      graph_dimension: 'quest_library',
      g6_data: {
        graph_name: 'Rocks',
        gdata: graphDataSchema.parse({
          nodes: [
            { id: 'magma', label: 'Magma' },
            { id: 'basalt', label: 'Basalt' },
          ],
          edges: [{ id: 'magma->basalt', source: 'magma', target: 'basalt' }],
        }),
      },
      metadata: { anchor: 'magma', questId: 'teachers-quest' },
    });
    server = fakeLibraryServer({ graphs: [quest] });
    await signInFakeLearner();
    graphLibrary.actions.setQuery({ dimension: 'quest_library' });
    const widget = await fixture(html`<tj-graph-library></tj-graph-library>`);
    await until(() => names(widget).length === 1, 'the quest graph');
    await press(widget, 'Load', '[part="graph"]:nth-child(1)');
    await until(() => thoughtMap.signals.map.value.nodes.length === 2, 'the thought map');
    expect(thoughtMap.signals.map.value.nodes.map((node) => node.label)).to.deep.equal(['Magma', 'Basalt']);
    expect(thoughtMap.signals.questId.value).to.equal(null);
    expect([...exploreGraph.signals.model.value.nodes.keys()]).to.deep.equal(['magma', 'basalt']);
    // A second later the quest's first thought is selected (spec 2 §9.1).
    await until(() => exploreGraph.signals.selection.value.includes('magma'), 'the first thought selected');
    thoughtMap.actions.clear();
    await until(() => server!.recordedVerbs().includes('THOUGHTMAP_CLEAR'), 'the map cleared');
  });

  it('shares a graph with a learner found by the start of their username, tags, clones and deletes it', async () => {
    server = fakeLibraryServer({ graphs: [savedGraph('s1', 'Volcano')] });
    await signInFakeLearner();
    const widget = await fixture(html`<tj-graph-library></tj-graph-library>`);
    await until(() => names(widget).length === 1, 'the graph');

    await press(widget, 'Share');
    expect(query(widget, '[part="share-state"]')?.textContent).to.equal('Private: only you can read it.');
    typeInto(query(widget, '[part="share-form"] input'), 'gr');
    typeInto(query(widget, '[part="share-form"] input'), 'gra');
    await until(() => query(widget, '[part="learners"]') !== null, 'the learners found');
    expect(server.requests.filter((request) => request.path === '/userProfiles/user/search')).to.have.length(1);
    (query(widget, '[aria-label="Share with grace"]') as HTMLButtonElement).click();
    await press(widget, 'Save sharing');
    await until(() => query(widget, '[part="graph-meta"]')?.textContent === 'Yours · shared with grace', 'shared');
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.body['access']).to.equal('custom');
    expect(put?.body['sharedAccess']).to.deep.equal(['grace']);

    await press(widget, 'Tag');
    typeInto(query(widget, '[part="tag-form"] input'), 'geology, fire');
    await press(widget, 'Save the tags');
    await until(() => query(widget, '[part="tags"]')?.textContent === 'geologyfire', 'the tags');

    await press(widget, 'Clone');
    await until(() => names(widget).length === 2, 'the copy');
    expect(server.library.graphs[0]?.access).to.equal('private');

    await press(widget, 'Delete', '[part="graph"]:nth-child(1)');
    expect(text(widget)).to.contain('Delete “Volcano”? Learners it is shared with lose it too.');
    await press(widget, 'Delete', '[part="confirm"]');
    await until(() => names(widget).length === 1, 'the copy deleted');
    await until(() => server!.recordedVerbs().length === 4, 'four events');
    expect(server.recordedVerbs()).to.deep.equal([
      'UPDATED_GRAPH',
      'UPDATED_GRAPH',
      'SET_SAVED_GRAPH',
      'DELETED_GRAPH',
    ]);
  });

  it('shows the quest library, only the learner’s own graphs, and a search', async () => {
    server = fakeLibraryServer({
      graphs: [
        savedGraph('s1', 'Volcano'),
        savedGraph('q1', 'Quest of fire', { graph_dimension: 'quest_library' }),
        savedGraph('s2', 'Shared river', { actor: 'grace', access: 'custom', sharedAccess: ['ada'] }),
      ],
    });
    await signInFakeLearner();
    const widget = await fixture(html`<tj-graph-library></tj-graph-library>`);
    await until(() => names(widget).length === 2, 'the explore library');
    expect(shadowQueryAll(widget, '[part="graph-meta"]')[1]?.textContent).to.equal('By grace · shared with ada');
    // Only the owner may share, tag or delete.
    expect(
      shadowQueryAll(widget, '[part="graph"]:nth-child(2) button').map((button) => button.textContent),
    ).to.deep.equal(['Load', 'Clone']);
    await press(widget, 'Quest library');
    await until(() => names(widget).join() === 'Quest of fire', 'the quest library');
    expect(server.requests.at(-1)?.query.get('graph_dimension')).to.equal('quest_library');

    await press(widget, 'Explore library');
    const [searchIn, whose] = shadowQueryAll(widget, '[part="filters"] select') as HTMLSelectElement[];
    if (!searchIn || !whose) throw new Error('no filters');
    whose.value = 'mine';
    whose.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => server!.requests.at(-1)?.query.get('username') === 'ada', 'only mine');
    typeInto(query(widget, '[part="filters"] input'), 'volc');
    await press(widget, 'Find');
    await until(() => server!.requests.at(-1)?.path === '/g6graph/query', 'the search');
    expect(server.requests.at(-1)?.query.get('keyword')).to.equal('volc');
    expect(server.requests.at(-1)?.query.get('type')).to.equal('all');
    await until(() => names(widget).join() === 'Volcano', 'the graph found');
    expect(query(widget, '[part="found"]')?.textContent).to.contain('1 graph found for “volc”.');
    expect(query(widget, '[part="graph-ideas"]')?.textContent).to.equal('Ideas with “volc”: Volcano');

    // In the ideas of the graphs, among all the learner may read: the shared river's.
    whose.value = 'all';
    whose.dispatchEvent(new Event('change', { bubbles: true }));
    searchIn.value = 'node';
    searchIn.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto(query(widget, '[part="filters"] input'), 'river');
    await press(widget, 'Find');
    await until(() => names(widget).join() === 'Shared river', 'the graph with the idea');
    expect(server.requests.at(-1)?.query.get('type')).to.equal('node');
    searchIn.value = 'tag';
    searchIn.dispatchEvent(new Event('change', { bubbles: true }));
    await press(widget, 'Find');
    await until(() => query(widget, '[part="found"]')?.textContent?.includes('0 graphs found for “river”.'), 'no tag');
    await press(widget, 'Show the whole library');
    await until(() => names(widget).length === 2, 'the whole library again');
  });

  it('opens on the quest library with toggle-graph-library-view, in the learner’s language', async () => {
    server = fakeLibraryServer();
    await setLocale('es');
    await signInFakeLearner();
    const widget = await fixture(html`<tj-graph-library toggle-graph-library-view></tj-graph-library>`);
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty library');
    expect(server.requests.at(-1)?.query.get('graph_dimension')).to.equal('quest_library');
    await until(() => text(widget).includes('Todavía no hay ningún grafo guardado aquí.'), 'Spanish');
    expect(query(widget, '[part="library"][aria-pressed="true"]')?.textContent).to.equal('Biblioteca de misiones');
  });

  it('shows a failed read with a retry, and a failed action with the server’s reason', async () => {
    server = fakeLibraryServer({ graphs: [savedGraph('s1', 'Volcano')] });
    server.fail('/g6graph', 400, 'The library is resting.');
    await signInFakeLearner();
    const widget = await fixture(html`<tj-graph-library></tj-graph-library>`);
    await until(() => query(widget, '[part="error"]') !== null, 'the error');
    expect(text(widget)).to.contain('The library could not be loaded.The library is resting.');
    server.heal();
    buttonNamed(widget, 'Try again')?.click();
    await until(() => names(widget).length === 1, 'the graph after the retry');
    server.fail('/g6graph/clone', 403, 'Cloning is closed today.');
    await press(widget, 'Clone');
    await until(() => query(widget, '[part="failure"]') !== null, 'the failure');
    expect(text(widget)).to.contain('That did not work: Cloning is closed today. Please try again.');
  });
});
