/// <reference types="mocha" />
import { fixture, html } from '@open-wc/testing';
import { shadowText as text } from '../../src/elements/shadow-query.ts';
import { until } from '../../src/testing/fake-search-server.ts';
import { followQuest, leaveQuest, reach } from '../../src/testing/quest-fixture.ts';
import './index.ts';

describe('<tj-treasure-marker>', () => {
  afterEach(leaveQuest);

  it('hunts the last checkpoint, or the one marked, and says when it is found', async () => {
    followQuest();
    const element = await fixture<HTMLElement>(html`<tj-treasure-marker></tj-treasure-marker>`);
    await until(() => text(element).includes('Reach “Carbon” to find the treasure.'), 'the hunt');
    const choice = element.shadowRoot?.querySelector('select');
    if (!choice) throw new Error('no choice');
    choice.value = 'quest-bond';
    choice.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => text(element).includes('Reach “Bond”'), 'the marked treasure');
    reach(1);
    await until(() => text(element).includes('You found the treasure: “Bond”!'), 'found');
  });
});
