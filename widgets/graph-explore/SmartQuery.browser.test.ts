/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { shadowQuery as query } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { eddieGraph } from '../../src/kit/eddie-graph.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import {
  fakeEddieGraphServer,
  logicNode,
  type FakeEddieGraphServer,
} from '../../src/testing/fake-eddie-graph-server.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const form = (widget: Element) => query(widget, '[part="smart-query"]') as HTMLFormElement | null;
const formText = (widget: Element) => form(widget)?.textContent ?? '';

describe('<tj-graph-explore> smart query', function () {
  this.timeout(20_000);
  let library: FakeLibraryServer;
  let graphs: FakeEddieGraphServer;
  beforeEach(async () => {
    library = fakeLibraryServer();
    graphs = fakeEddieGraphServer();
    exploreGraph.actions.run({ type: 'clear' });
    eddieGraph.cancel();
    await signInFakeLearner();
  });
  afterEach(() => {
    graphs.restore();
    library.restore();
    tokens.clear();
    exploreGraph.actions.run({ type: 'mode', mode: 'looked_at' });
    exploreGraph.actions.run({ type: 'clear' });
  });

  it('shows in the function_call mode only; Eddie’s answer joins the graph, typed keys stay in the box', async () => {
    const widget = await fixture<HTMLElement>(html`<tj-graph-explore style="height: 420px"></tj-graph-explore>`);
    await until(() => query(widget, '[part="mode"]') !== null, 'the graph');
    expect(form(widget)).to.equal(null);
    exploreGraph.actions.run({ type: 'mode', mode: 'function_call' });
    await until(() => form(widget) !== null, 'the smart query');
    graphs.graphAnswer = {
      nodes: [logicNode('tide', 'tide'), logicNode('moon', 'moon')],
      edges: [{ id: 'moon-tide', source: 'moon', target: 'tide', label: 'pulls' }],
    };
    const input = form(widget)?.querySelector('input');
    input?.focus();
    await sendKeys({ type: 'What makes the tide?' });
    graphs.hold();
    await sendKeys({ press: 'Enter' });
    await until(() => formText(widget).includes('Eddie is drawing'), 'the progress');
    expect(graphs.explored).to.deep.equal([{ query: 'What makes the tide?', mode: 'function_call' }]);
    graphs.release();
    await until(() => formText(widget).includes('New ideas: 2.'), 'the outcome');
    expect([...exploreGraph.signals.model.value.nodes.keys()]).to.deep.equal(['tide', 'moon']);
    expect(exploreGraph.signals.mode.value).to.equal('function_call');
  });
});
