/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { abilities, abilityFor, createAbility, pageAbility } from '../../src/abilities/abilities.ts';
import { shadowQuery as query, shadowQueryAll, shadowText as text } from '../../src/elements/shadow-query.ts';
import { DEFAULT_LAYOUT_SETTINGS } from '../../src/graph/layout.ts';
import { graphModes } from '../../src/graph/modes.ts';
import { exploreGraph, linkedGraph } from '../../src/kit/graph.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const { run } = exploreGraph.actions;
const signals = exploreGraph.signals;

/** Sets a form control's value as a learner does, so React hears it. */
function choose(control: Element | null, value: string): void {
  if (!(control instanceof HTMLSelectElement || control instanceof HTMLInputElement)) throw new Error('no control');
  const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('<tj-graph-controls>', () => {
  afterEach(async () => {
    abilities.value = pageAbility({ username: '', roles: [] });
    run({ type: 'mode', mode: 'looked_at' });
    run({ type: 'layout', layout: 'gforce' });
    for (const [property, value] of Object.entries(DEFAULT_LAYOUT_SETTINGS.gforce)) {
      run({ type: 'config', layout: 'gforce', property, value });
    }
    run({ type: 'arrows', on: true });
    run({ type: 'groups', on: true });
    await setLocale('en');
  });

  it('lists the modes the default roles allow (all but shortest path) with their hotkeys and switches the explore graph’s mode, not the linked one’s', async () => {
    abilities.value = abilityFor({ roles: [] });
    const controls = await fixture(html`<tj-graph-controls></tj-graph-controls>`);
    await until(() => query(controls, 'select[part="mode"]') !== null, 'the mode list');
    const options = shadowQueryAll(controls, 'select[part="mode"] option');
    expect(options.map((option) => option.getAttribute('value'))).to.deep.equal(
      graphModes.filter((mode) => mode !== 'shortest_path'),
    );
    expect(text(controls)).not.to.contain('Shortest path');
    expect(options[4]?.textContent).to.equal('Add relations (Alt+Shift+4)');
    expect(options[8]?.textContent).to.equal('Colour');

    choose(query(controls, 'select[part="mode"]'), 'add_relationships');
    expect(signals.mode.value).to.equal('add_relationships');
    expect(linkedGraph.signals.mode.value).to.equal('looked_at');
    await until(() => query(controls, '[part="mode-hotkey"] kbd')?.textContent === 'Alt+Shift+4', 'the hotkey shown');
  });

  it('follows a mode changed elsewhere, and takes the mode keys itself', async () => {
    const controls = await fixture(html`<tj-graph-controls></tj-graph-controls>`);
    await until(() => query(controls, 'select[part="mode"]') !== null, 'the mode list');
    run({ type: 'mode', mode: 'hsl' });
    await until(() => (query(controls, 'select[part="mode"]') as HTMLSelectElement).value === 'hsl', 'the new mode');
    expect(text(controls)).to.contain('This mode has no hotkey');

    const select = query(controls, 'select[part="mode"]') as HTMLSelectElement;
    select.focus();
    select.dispatchEvent(
      new KeyboardEvent('keydown', { key: '&', code: 'Digit7', altKey: true, shiftKey: true, bubbles: true }),
    );
    await until(() => signals.mode.value === 'lock', 'alt+shift+7');
  });

  it('answers shortest path’s hotkey with “not available for your role” for the default roles, in the learner’s language', async () => {
    abilities.value = abilityFor({ roles: [] });
    const controls = await fixture(html`<tj-graph-controls></tj-graph-controls>`);
    await until(() => query(controls, 'select[part="mode"]') !== null, 'the mode list');
    const select = query(controls, 'select[part="mode"]') as HTMLSelectElement;
    select.dispatchEvent(
      new KeyboardEvent('keydown', { key: '(', code: 'Digit8', altKey: true, shiftKey: true, bubbles: true }),
    );
    await until(() => query(controls, '[part="mode-denied"]') !== null, 'the refusal');
    expect(query(controls, '[part="mode-denied"]')?.textContent).to.equal(
      'Shortest path is not available for your role.',
    );
    expect(signals.mode.value).to.equal('looked_at');
    await setLocale('de');
    await until(
      () =>
        query(controls, '[part="mode-denied"]')?.textContent === 'Kürzester Weg ist für deine Rolle nicht verfügbar.',
      'the refusal in German',
    );
  });

  it('offers shortest path and takes its hotkey for a role allowed it', async () => {
    abilities.value = createAbility([
      { action: 'load', subject: 'all' },
      { action: 'shortest_path', subject: 'GraphAction' },
    ]);
    const controls = await fixture(html`<tj-graph-controls></tj-graph-controls>`);
    await until(() => query(controls, 'select[part="mode"]') !== null, 'the mode list');
    const values = shadowQueryAll(controls, 'select[part="mode"] option').map((option) => option.getAttribute('value'));
    expect(values).to.deep.equal(['looked_at', 'default', 'shortest_path']);
    (query(controls, 'select[part="mode"]') as HTMLSelectElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: '(', code: 'Digit8', altKey: true, shiftKey: true, bubbles: true }),
    );
    await until(() => signals.mode.value === 'shortest_path', 'alt+shift+8');
    expect(query(controls, '[part="mode-denied"]')).to.equal(null);
  });

  it('changes the layout and a gforce setting through the core', async () => {
    const controls = await fixture(html`<tj-graph-controls></tj-graph-controls>`);
    await until(() => shadowQueryAll(controls, 'input[part="setting"]').length === 3, 'the gforce settings');
    const [edge, node, link] = shadowQueryAll(controls, 'input[part="setting"]') as HTMLInputElement[];
    expect([edge?.value, node?.value, link?.value]).to.deep.equal(['300', '1000', '100']);
    choose(link ?? null, '150');
    expect(signals.layoutSettings.value.gforce['linkDistance']).to.equal(150);

    choose(query(controls, 'select[part="layout"]'), 'dagre');
    expect(signals.layout.value).to.equal('dagre');
    await until(() => shadowQueryAll(controls, 'input[part="setting"]').length === 0, 'no settings for dagre');
    expect(text(controls)).to.contain('This layout has no settings to change.');
    expect(shadowQueryAll(controls, 'select[part="layout"] option')).to.have.length(9);
  });

  it('shows the core’s refusal of a setting without a value, in the learner’s language', async () => {
    const controls = await fixture(html`<tj-graph-controls></tj-graph-controls>`);
    await until(() => shadowQueryAll(controls, 'input[part="setting"]').length === 3, 'the gforce settings');
    const edge = shadowQueryAll(controls, 'input[part="setting"]')[0] as HTMLInputElement;
    choose(edge, '');
    await until(() => query(controls, '[part="refusal"]') !== null, 'the refusal');
    expect(query(controls, '[role="alert"]')?.textContent).to.contain(
      'Please Send property, layout and value of the property along with dispatcher',
    );
    expect(edge.getAttribute('aria-invalid')).to.equal('true');
    expect(signals.layoutSettings.value.gforce['edgeStrength']).to.equal(300);

    await setLocale('de');
    await until(() => query(controls, '[role="alert"]')?.textContent?.includes('Gib eine Zahl ein') === true, 'German');
    choose(edge, '250');
    await until(() => query(controls, '[part="refusal"]') === null, 'the refusal gone');
    expect(signals.layoutSettings.value.gforce['edgeStrength']).to.equal(250);
  });

  it('toggles arrows and groups as switches', async () => {
    const controls = await fixture(html`<tj-graph-controls></tj-graph-controls>`);
    await until(() => query(controls, '[part="arrows"]') !== null, 'the toggles');
    const arrows = query(controls, '[part="arrows"]') as HTMLInputElement;
    const groups = query(controls, '[part="groups"]') as HTMLInputElement;
    expect([arrows.checked, groups.checked, arrows.getAttribute('role')]).to.deep.equal([true, true, 'switch']);
    arrows.click();
    groups.click();
    expect([signals.arrows.value, signals.groups.value]).to.deep.equal([false, false]);
    run({ type: 'arrows', on: true });
    await until(() => arrows.checked, 'the switch following the core');
  });
});
