/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { abilities, abilityFor, pageAbility } from '../../src/abilities/abilities.ts';
import { anonymousUser } from '../../src/contract/user.ts';
import { buttonNamed, shadowText as text } from '../../src/elements/shadow-query.ts';
import { thought } from '../../src/kit/search.ts';
import { until } from '../../src/testing/until.ts';
import { followQuest, leaveQuest, reach } from '../../src/testing/quest-fixture.ts';
import './index.ts';

describe('<tj-quest-navigation>', () => {
  afterEach(leaveQuest);

  it('goes back to the previous and on to the next checkpoint; the ends are disabled', async () => {
    followQuest();
    reach(0);
    const element = await fixture<HTMLElement>(html`<tj-quest-navigation></tj-quest-navigation>`);
    await until(() => text(element).includes('On to Bond'), 'the next checkpoint');
    expect(buttonNamed(element, 'At the first checkpoint')?.disabled).to.equal(true);
    reach(1);
    await until(() => text(element).includes('Back to Atom'), 'the previous checkpoint');
    buttonNamed(element, '← Back to Atom')?.click();
    expect(thought.value).to.deep.include({ word: 'Atom', type: 'entity' });
    reach(2);
    await until(() => buttonNamed(element, 'At the last checkpoint')?.disabled === true, 'the last one');
  });

  it('says its controls are not for a role that may not save quests (spec 1 §6)', async () => {
    // Moderator loads every widget; Leap, before it, took the quest rights, and Moderator does not give them back.
    abilities.value = abilityFor({ roles: ['Leap', 'Moderator'] });
    try {
      followQuest();
      reach(0);
      const element = await fixture<HTMLElement>(html`<tj-quest-navigation></tj-quest-navigation>`);
      await until(() => text(element).includes('Quest Navigation is not available for your role.'), 'the note');
      expect(element.shadowRoot?.querySelectorAll('button').length).to.equal(0);
    } finally {
      abilities.value = pageAbility(anonymousUser);
    }
  });
});
