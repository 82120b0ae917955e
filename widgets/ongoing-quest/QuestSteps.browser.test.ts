/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { buttonNamed } from '../../src/elements/shadow-query.ts';
import { viewOf } from '../../src/graph-view/g6-view.ts';
import { stepComboId } from '../../src/graph-view/step-groups.ts';
import { tokens } from '../../src/kit/api.ts';
import { questGrouping } from '../../src/kit/thought-map.ts';
import { fakeEddieGraphServer, type FakeEddieGraphServer } from '../../src/testing/fake-eddie-graph-server.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { followQuest, leaveQuest } from '../../src/testing/quest-fixture.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const steps = (element: HTMLElement) =>
  [...(element.shadowRoot?.querySelectorAll('[part="step"]') ?? [])].map((step) => step.textContent);

describe('<tj-ongoing-quest> grouped by Eddie', function () {
  this.timeout(20_000);
  let library: FakeLibraryServer;
  let eddie: FakeEddieGraphServer;
  beforeEach(async () => {
    library = fakeLibraryServer();
    eddie = fakeEddieGraphServer();
    questGrouping.ungroup();
    await signInFakeLearner();
  });
  afterEach(() => {
    eddie.restore();
    library.restore();
    tokens.clear();
    questGrouping.ungroup();
    leaveQuest();
  });

  it('groups the quest’s thoughts into Eddie’s steps on the tree and in a list, from the keyboard', async () => {
    followQuest();
    eddie.groupsAnswer = () => [
      { step: 1, nodeIds: ['quest-atom'] },
      { step: 2, nodeIds: ['quest-bond', 'quest-carbon'] },
    ];
    const element = await fixture<HTMLElement>(html`<tj-ongoing-quest style="height: 400px"></tj-ongoing-quest>`);
    await until(() => buttonNamed(element, 'Group into steps with Eddie') != null, 'the group button');
    buttonNamed(element, 'Group into steps with Eddie')?.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => steps(element).length === 2, 'the steps listed');
    expect(steps(element)).to.deep.equal(['Step 1 Atom', 'Step 2 Bond, Carbon']);
    expect(eddie.grouped).to.deep.equal([
      { nodeIds: ['quest-atom', 'quest-bond', 'quest-carbon'], anchor: { id: 'quest-atom', label: 'Atom' } },
    ]);
    const canvas = element.shadowRoot?.querySelector('[part="canvas"]');
    if (!canvas) throw new Error('no tree');
    await until(() => viewOf(canvas)?.inspect(stepComboId(2)) != null, 'the second step drawn round its thoughts');
    expect(viewOf(canvas)?.inspect(stepComboId(1))).to.not.equal(null);
  });
});
