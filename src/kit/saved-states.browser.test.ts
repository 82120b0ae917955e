/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { ApiError } from '../api/errors.ts';
import { graphDataSchema } from '../contract/graph.ts';
import { fakeLibraryServer, type FakeLibraryServer } from '../testing/fake-library-server.ts';
import { fakeSearchServer, type FakeSearchServer } from '../testing/fake-search-server.ts';
import { until } from '../testing/until.ts';
import { applyGraphAnswer } from './explore.ts';
import { exploreGraph } from './graph.ts';
import { openSavedState } from './saved-states.ts';
import { search } from './search.ts';
import { thoughtMap } from './thought-map.ts';

const saved = {
  id: 'st1',
  actor: 'ada',
  state: {
    thought: { word: 'dog', type: 'string' as const, lang: 'en' },
    graph: graphDataSchema.parse({ nodes: [{ id: 'mine', label: 'My own idea' }] }),
  },
  mutationSeries: [
    { mutation: { type: 'addNode', node: { id: 'dog', label: 'dog', tjType: 'wikiLinks' } }, timeDeltaMillis: 0 },
    { mutation: { type: 'visit', id: 'dog' }, timeDeltaMillis: 800 },
  ],
  timestamp: '2026-03-01T09:00:00.000Z',
};

describe('openSavedState (route /thought/{id})', () => {
  let searchServer: FakeSearchServer | undefined;
  let library: FakeLibraryServer | undefined;
  beforeEach(() => {
    searchServer = fakeSearchServer();
    library = fakeLibraryServer({ states: [saved] });
  });
  afterEach(() => {
    library?.restore();
    searchServer?.restore();
    search.actions.clear();
    exploreGraph.actions.run({ type: 'clear' });
    thoughtMap.actions.clear();
  });

  it('makes the thought current again and draws the saved graph over the word’s own graph answer', async () => {
    const opened = await openSavedState('st1');
    expect(opened.id).to.equal('st1');
    expect(search.signals.thought.value).to.include({ word: 'dog', type: 'string' });
    expect([...exploreGraph.signals.model.value.nodes.keys()]).to.deep.equal(['mine']);
    // Its recorded steps are the thought map's, ready to replay, and the map is the thoughts they visit.
    expect(thoughtMap.signals.records.value.map((record) => record.mutation.type)).to.deep.equal(['addNode', 'visit']);
    expect(thoughtMap.signals.map.value.nodes).to.deep.equal([{ id: 'dog', label: 'dog' }]);
    // Graph Explore, mounting now, is given the same answer: it was applied once already and changes nothing.
    const answer = search.signals.results.graph.value;
    if (answer.status !== 'ready') throw new Error('the graph answer is not ready');
    applyGraphAnswer(exploreGraph, answer.thought, answer.data);
    expect([...exploreGraph.signals.model.value.nodes.keys()]).to.deep.equal(['mine']);
  });

  it('rejects with the 404 of an unknown state, and draws nothing', async () => {
    const failure = await openSavedState('nope').catch((error: unknown) => error);
    expect(failure).to.be.instanceOf(ApiError);
    expect((failure as ApiError).status).to.equal(404);
    expect(exploreGraph.signals.model.value.nodes.size).to.equal(0);
  });

  it('still draws the saved graph when the word’s graph cannot be looked up', async () => {
    searchServer?.fail('custom.snippetGraph', 503, 'down');
    await openSavedState('st1');
    await until(() => exploreGraph.signals.model.value.nodes.has('mine'), 'the saved graph');
  });
});
