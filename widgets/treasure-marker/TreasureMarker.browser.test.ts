/// <reference types="mocha" />
import { fixture, html } from '@open-wc/testing';
import { abilities, abilityFor, pageAbility } from '../../src/abilities/abilities.ts';
import { anonymousUser } from '../../src/contract/user.ts';
import { shadowText as text } from '../../src/elements/shadow-query.ts';
import { until } from '../../src/testing/until.ts';
import { followQuest, leaveQuest, reach } from '../../src/testing/quest-fixture.ts';
import './index.ts';

describe('<tj-treasure-marker>', () => {
  // Spec 1 §6: User adds the treasure marker to the loads; Default and Guest (a visitor) may not load it.
  beforeEach(() => {
    abilities.value = abilityFor({ roles: ['User'] });
  });
  afterEach(() => {
    leaveQuest();
    abilities.value = pageAbility(anonymousUser);
  });

  it('is not available to a visitor', async () => {
    abilities.value = pageAbility(anonymousUser);
    const element = await fixture<HTMLElement>(html`<tj-treasure-marker></tj-treasure-marker>`);
    await until(() => text(element).includes('Treasure Marker is not available for your role.'), 'the refusal');
  });

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
