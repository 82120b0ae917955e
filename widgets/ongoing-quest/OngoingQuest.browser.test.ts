/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowText as text } from '../../src/elements/shadow-query.ts';
import { thought } from '../../src/kit/search.ts';
import { until } from '../../src/testing/until.ts';
import { followQuest, leaveQuest, reach } from '../../src/testing/quest-fixture.ts';
import { viewOf } from '../../src/graph-view/g6-view.ts';
import './index.ts';

describe('<tj-ongoing-quest>', () => {
  afterEach(leaveQuest);

  it('draws the quest as a tree with the current thought in focus; a listed thought is explored', async () => {
    followQuest();
    reach(1);
    const element = await fixture<HTMLElement>(html`<tj-ongoing-quest style="height: 400px"></tj-ongoing-quest>`);
    const canvas = () => element.shadowRoot?.querySelector('[part="canvas"]') ?? null;
    await until(() => {
      const drawn = canvas();
      return drawn !== null && viewOf(drawn)?.inspect('quest-bond') != null;
    }, 'the tree drawn');
    const drawn = canvas();
    if (!drawn) throw new Error('no tree');
    expect(viewOf(drawn)?.inspect('quest-bond')?.states).to.include('focus');
    expect(text(element)).to.contain('Carbon');
    (element.shadowRoot?.querySelectorAll('[part="item"] button')[2] as HTMLButtonElement).click();
    expect(thought.value).to.deep.include({ word: 'Carbon', type: 'entity' });
  });

  it('without a quest, says how to follow one', async () => {
    leaveQuest();
    const element = await fixture<HTMLElement>(html`<tj-ongoing-quest></tj-ongoing-quest>`);
    await until(() => text(element).includes('No quest is being followed'), 'the invitation');
  });
});
