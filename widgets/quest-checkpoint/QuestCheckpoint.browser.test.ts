/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowText as text } from '../../src/elements/shadow-query.ts';
import { thought } from '../../src/kit/search.ts';
import { until } from '../../src/testing/until.ts';
import { followQuest, leaveQuest, reach } from '../../src/testing/quest-fixture.ts';
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
});
