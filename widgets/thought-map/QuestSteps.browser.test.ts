/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { createAbility, allowAllRules, userAbilities } from '../../src/abilities/abilities.ts';
import { graphNodeSchema } from '../../src/contract/graph.ts';
import { buttonNamed, shadowText as text } from '../../src/elements/shadow-query.ts';
import { viewOf } from '../../src/graph-view/g6-view.ts';
import { stepComboId } from '../../src/graph-view/step-groups.ts';
import { tokens } from '../../src/kit/api.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { questGrouping, replay, thoughtMap } from '../../src/kit/thought-map.ts';
import { fakeEddieGraphServer, type FakeEddieGraphServer } from '../../src/testing/fake-eddie-graph-server.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

/** Ids differ from test to test: the graph's thought history outlives a cleared graph. */
let run = 0;
const idOf = (name: string) => `${name}-${run}`;
function explore(name: string): void {
  exploreGraph.actions.run({ type: 'addNode', node: graphNodeSchema.parse({ id: idOf(name), label: name }) });
  exploreGraph.actions.run({ type: 'visit', id: idOf(name) });
}

const steps = (element: HTMLElement) =>
  [...(element.shadowRoot?.querySelectorAll('[part="step"]') ?? [])].map((step) => step.textContent);
const canvas = (element: HTMLElement) => element.shadowRoot?.querySelector('[part="canvas"]') ?? null;

describe('<tj-thought-map> grouped by Eddie', function () {
  this.timeout(20_000);
  let library: FakeLibraryServer;
  let eddie: FakeEddieGraphServer;
  beforeEach(async () => {
    run += 1;
    library = fakeLibraryServer();
    eddie = fakeEddieGraphServer();
    replay.actions.stop();
    questGrouping.ungroup();
    exploreGraph.actions.run({ type: 'clear' });
    thoughtMap.actions.setMode('auto');
    thoughtMap.actions.clear();
    await signInFakeLearner();
  });
  afterEach(() => {
    eddie.restore();
    library.restore();
    tokens.clear();
    questGrouping.ungroup();
  });

  it('asks Eddie with the thoughts and the anchor, shows progress, then draws and lists each step', async () => {
    const element = await fixture<HTMLElement>(html`<tj-thought-map style="height: 480px"></tj-thought-map>`);
    explore('atom');
    explore('bond');
    explore('carbon');
    exploreGraph.actions.run({ type: 'anchor', id: idOf('bond') });
    eddie.groupsAnswer = () => [
      { step: 1, nodeIds: [idOf('bond')] },
      { step: 2, nodeIds: [idOf('atom'), idOf('carbon')] },
    ];
    await until(() => buttonNamed(element, 'Group into steps with Eddie') != null, 'the group button');
    eddie.hold();
    buttonNamed(element, 'Group into steps with Eddie')?.click();
    await until(() => text(element).includes('Eddie is grouping the thoughts into steps…'), 'the progress');
    expect(buttonNamed(element, 'Group into steps with Eddie')?.getAttribute('aria-disabled')).to.equal('true');
    expect(eddie.grouped).to.deep.equal([
      { nodeIds: [idOf('atom'), idOf('bond'), idOf('carbon')], anchor: { id: idOf('bond'), label: 'bond' } },
    ]);
    eddie.release();
    await until(() => steps(element).length === 2, 'the steps listed');
    expect(steps(element)).to.deep.equal(['Step 1 bond', 'Step 2 atom, carbon']);
    expect(text(element)).to.contain('Eddie grouped the thoughts into steps: 2.');
    await until(() => {
      const drawn = canvas(element);
      return drawn !== null && viewOf(drawn)?.inspect(stepComboId(2)) != null;
    }, 'the steps drawn as groups');
    buttonNamed(element, 'Ungroup')?.click();
    await until(() => steps(element).length === 0, 'the steps gone');
    const drawn = canvas(element);
    if (!drawn) throw new Error('no map');
    await until(() => viewOf(drawn)?.inspect(stepComboId(2)) == null, 'the groups gone from the map');
  });

  it('starts from the first thought without an anchor, and says calmly why a grouping failed', async () => {
    const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
    explore('atom');
    explore('bond');
    await until(() => buttonNamed(element, 'Group into steps with Eddie') != null, 'the group button');
    eddie.failNext(503, 'Eddie is resting');
    buttonNamed(element, 'Group into steps with Eddie')?.click();
    await until(() => text(element).includes('Eddie could not group the thoughts: Eddie is resting'), 'the failure');
    expect(eddie.grouped[0]?.['anchor']).to.deep.equal({ id: idOf('atom'), label: 'atom' });
    expect(steps(element)).to.deep.equal([]);
  });

  it('is not offered to a role without quests', async () => {
    const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
    explore('atom');
    await until(() => buttonNamed(element, 'Group into steps with Eddie') != null, 'the group button');
    const own = userAbilities.value;
    userAbilities.value = createAbility([...allowAllRules, { action: 'read', subject: 'Quest', inverted: true }]);
    try {
      await until(() => buttonNamed(element, 'Group into steps with Eddie') == null, 'the button gone');
    } finally {
      userAbilities.value = own;
    }
  });
});
