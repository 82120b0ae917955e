/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { allowAllRules, createAbility, userAbilities } from '../../src/abilities/abilities.ts';
import { graphNodeSchema } from '../../src/contract/graph.ts';
import { shadowQuery as query } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { eddieGraph } from '../../src/kit/eddie-graph.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { search } from '../../src/kit/search.ts';
import { thoughtMap } from '../../src/kit/thought-map.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeEddieServer, type FakeEddieServer } from '../../src/testing/fake-eddie-server.ts';
import {
  fakeEddieGraphServer,
  logicNode,
  type FakeEddieGraphServer,
} from '../../src/testing/fake-eddie-graph-server.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const QUESTION = 'Why does the sun shine?';
const showButton = (widget: Element) => query(widget, '[part="show-graph"]') as HTMLButtonElement | null;
const graphStatus = (widget: Element) => query(widget, '[part="graph-status"]')?.textContent ?? '';

async function askAndAnswer(widget: HTMLElement, eddie: FakeEddieServer) {
  await until(() => query(widget, 'textarea') !== null, 'the question box');
  (query(widget, 'textarea') as HTMLTextAreaElement).focus();
  await sendKeys({ type: QUESTION });
  await sendKeys({ press: 'Enter' });
  await eddie.send('The sun shines because of **fusion**.');
  eddie.end();
  await until(() => showButton(widget) !== null, 'Show as graph under the answer');
}

describe('<tj-eddie> Show as graph', function () {
  this.timeout(20_000);
  let library: FakeLibraryServer;
  let eddie: FakeEddieServer;
  let graphs: FakeEddieGraphServer;
  beforeEach(async () => {
    library = fakeLibraryServer();
    eddie = fakeEddieServer();
    graphs = fakeEddieGraphServer();
    exploreGraph.actions.run({ type: 'clear' });
    exploreGraph.actions.run({ type: 'mode', mode: 'looked_at' });
    thoughtMap.actions.clear();
    eddieGraph.cancel();
    await signInFakeLearner();
  });
  afterEach(async () => {
    graphs.restore();
    eddie.restore();
    library.restore();
    tokens.clear();
    search.actions.clear();
    exploreGraph.actions.run({ type: 'clear' });
    await setLocale('en');
  });

  it('draws the answer into the explore graph with the selection and anchor, shows progress, and is recorded', async () => {
    exploreGraph.actions.run({ type: 'addNode', node: graphNodeSchema.parse({ id: 'star', label: 'star' }) });
    exploreGraph.actions.run({ type: 'addNode', node: graphNodeSchema.parse({ id: 'sun', label: 'sun' }) });
    exploreGraph.actions.run({ type: 'select', id: 'star' });
    exploreGraph.actions.run({ type: 'anchor', id: 'sun' });
    graphs.graphAnswer = {
      nodes: [logicNode('sun', 'sun'), logicNode('fusion', 'nuclear fusion'), logicNode('light', 'sunlight')],
      edges: [
        { id: 'sun-fusion', source: 'sun', target: 'fusion', label: 'is powered by' },
        { id: 'fusion-light', source: 'fusion', target: 'light', label: 'gives off' },
      ],
    };
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await askAndAnswer(widget, eddie);
    expect(showButton(widget)?.getAttribute('aria-label')).to.equal(`Show as graph: ${QUESTION}`);
    const before = thoughtMap.signals.records.value.length;
    graphs.hold();
    showButton(widget)?.click();
    await until(() => graphStatus(widget).includes('Eddie is drawing'), 'the progress');
    expect(showButton(widget)?.getAttribute('aria-disabled')).to.equal('true');
    expect(showButton(widget)?.querySelector('.lookup-spinner')).to.not.equal(null);
    expect(graphs.explored).to.deep.equal([
      {
        query: QUESTION,
        mode: 'looked_at',
        selectedNodes: [{ id: 'star', label: 'star' }],
        anchor: { id: 'sun', label: 'sun' },
      },
    ]);
    graphs.release();
    await until(() => graphStatus(widget).includes('Added to the explore graph'), 'the outcome');
    expect(graphStatus(widget)).to.equal('Added to the explore graph. New ideas: 2.');
    expect([...exploreGraph.signals.model.value.nodes.keys()]).to.deep.equal(['star', 'sun', 'fusion', 'light']);
    expect(exploreGraph.signals.model.value.edges.get('fusion-light')?.label).to.equal('gives off');
    // One step of the thought map: a quest made from it draws the same answer again.
    const records = thoughtMap.signals.records.value.slice(before);
    expect(records.map((record) => record.mutation.type)).to.deep.equal(['load']);
  });

  it('works from the keyboard and says why nothing was drawn, in the learner’s language', async () => {
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await askAndAnswer(widget, eddie);
    graphs.failNext(503, 'the model is resting');
    showButton(widget)?.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => graphStatus(widget).includes('could not draw'), 'the failure');
    expect(graphStatus(widget)).to.equal('Eddie could not draw this as a graph: the model is resting');
    expect(exploreGraph.signals.model.value.nodes.size).to.equal(0);
    await setLocale('de');
    await until(() => showButton(widget)?.getAttribute('aria-label') === `Als Graph zeigen: ${QUESTION}`, 'German');
    graphs.graphAnswer = { nodes: [], edges: [] };
    showButton(widget)?.click();
    await until(() => graphStatus(widget).includes('nichts zum Zeichnen'), 'nothing to draw, in German');
  });

  it('is not offered to a role without the smart query', async () => {
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await askAndAnswer(widget, eddie);
    const own = userAbilities.value;
    userAbilities.value = createAbility([
      ...allowAllRules,
      { action: 'smart_query', subject: 'GraphAction', inverted: true },
    ]);
    try {
      await until(() => showButton(widget) === null, 'Show as graph gone');
    } finally {
      userAbilities.value = own;
    }
  });
});
