/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';
import { signInWithRoles } from '../../src/testing/sign-in-with-roles.ts';

// Spec 1 §6: save (Quest) gates saving; the Leap role has no quest rights but may load the Thought Map.
describe('<tj-thought-map> Save as quest, by role', () => {
  afterEach(() => tokens.clear());

  it('is shown to a User', async () => {
    await signInWithRoles(['User']);
    const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
    await until(() => query(element, '[part="save-quest"]') !== null, 'the quest form');
    expect(text(element)).to.contain('Save as quest');
  });

  it('is not shown to a Leap learner, who still has the map', async () => {
    await signInWithRoles(['Leap']);
    const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
    await until(() => query(element, '[part="list"], [part="empty"]') !== null, 'the map');
    // Compared as booleans: a failing assertion on the element itself would try to print React's whole tree.
    expect(query(element, '[part="save-quest"]') !== null, 'the quest form').to.equal(false);
    expect(query(element, '[part="sign-in"]') !== null, 'the sign-in note').to.equal(false);
    expect(text(element)).to.not.contain('Save as quest');
  });

  it('comes back when the learner signs out: a visitor is invited to sign in to save', async () => {
    await signInWithRoles(['Leap']);
    const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
    await until(() => query(element, '[part="list"], [part="empty"]') !== null, 'the map');
    tokens.clear();
    await until(() => query(element, '[part="sign-in"]') !== null, 'the sign-in note');
  });
});
