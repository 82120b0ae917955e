/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowText as text } from '../../src/elements/shadow-query.ts';
import { thought } from '../../src/kit/search.ts';
import { until } from '../../src/testing/until.ts';
import { followQuest, leaveQuest, QUEST_CHECKPOINTS, reach } from '../../src/testing/quest-fixture.ts';
import { thoughtMap } from '../../src/kit/thought-map.ts';
import './index.ts';

describe('<tj-quest-checkpoint>', () => {
  afterEach(leaveQuest);

  it('without a quest, says how to follow one', async () => {
    leaveQuest();
    const element = await fixture<HTMLElement>(html`<tj-quest-checkpoint></tj-quest-checkpoint>`);
    await until(() => text(element).includes('No quest is being followed'), 'the invitation');
  });

  it('says where the learner stands and offers the next checkpoint; at the last one, that the treasure is found', async () => {
    followQuest();
    const element = await fixture<HTMLElement>(html`<tj-quest-checkpoint></tj-quest-checkpoint>`);
    await until(() => text(element).includes('You are at none of the 3 checkpoints yet.'), 'nowhere yet');
    reach(1);
    await until(() => text(element).includes('Checkpoint 2 of 3: Bond'), 'the second checkpoint');
    expect(element.shadowRoot?.querySelector('progress')?.value).to.equal(2);
    (element.shadowRoot?.querySelector('[part="next"] button') as HTMLButtonElement).click();
    expect(thought.value).to.deep.include({ word: 'Carbon', type: 'entity' });
    reach(2);
    await until(() => text(element).includes('found the treasure'), 'the end');
  });

  it("on the learner's own map (no quest followed), names its thoughts as the map's, with no treasure to find", async () => {
    followQuest();
    // The same thoughts as the learner's own map: put in place with no goal, as a kept map is.
    thoughtMap.actions.restore(thoughtMap.signals.map.value, [], { questId: null, goal: null });
    const element = await fixture<HTMLElement>(html`<tj-quest-checkpoint></tj-quest-checkpoint>`);
    reach(2);
    const last = QUEST_CHECKPOINTS[2].label;
    await until(() => text(element).includes(`Thought 3 of 3 of your own thought map: ${last}`), 'its own map');
    expect(text(element)).to.include('This is the newest thought of your map.');
    expect(text(element)).not.to.include('last checkpoint');
  });
});
