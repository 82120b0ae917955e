/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowQuery as query, shadowQueryAll } from '../../src/elements/shadow-query.ts';
import { until } from '../../src/testing/until.ts';
import { FONT_SIZE_MAX, fontSize, setFontSize } from '../../src/preferences/font-size.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { abilities, abilityFor, createAbility, pageAbility } from '../../src/abilities/abilities.ts';
import { keyboardMapFor } from '../../src/page/keyboard-map.ts';
import './index.ts';

/** Each row of the table captioned so: its keys, and what they do. */
const rows = (help: Element, caption: string): [string, string][] => {
  const table = shadowQueryAll(help, 'table').find((each) => each.querySelector('caption')?.textContent === caption);
  return [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => [
    row.querySelector('th')?.textContent ?? '',
    row.querySelector('td')?.textContent ?? '',
  ]);
};

describe('<tj-help>', () => {
  afterEach(async () => {
    abilities.value = pageAbility({ username: '', roles: [] });
    await setLocale('en');
  });

  it('lists every keyboard shortcut with what it does', async () => {
    const help = await fixture(html`<tj-help></tj-help>`);
    await until(() => query(help, 'table') !== null, 'the tables');
    const shortcuts = Object.fromEntries(rows(help, 'Keyboard shortcuts and what they do'));
    expect(Object.keys(shortcuts)).to.deep.equal(keyboardMapFor(abilities.value).map((row) => row.keys));
    expect(shortcuts['Alt+D']).to.equal('Show Detail');
    expect(shortcuts['Alt+H']).to.equal('Show Help');
    expect(shortcuts['Shift+R']).to.equal('Go to the Reading view');
    expect(shortcuts['Delete']).to.equal('Empty the graph, after you confirm');
    expect(shortcuts['Alt+B']).to.equal('Show the Book Library, in a panel of its own');
    expect(shortcuts['Alt+M']).to.equal('Show the meaning of the selected words, or of the focused item');
    expect(shortcuts['Alt+Ctrl+E']).to.equal('Ask Eddie');
    const headers = shadowQueryAll(help, 'thead th').map((header) => [
      header.getAttribute('scope'),
      header.textContent,
    ]);
    expect(headers.slice(0, 2)).to.deep.equal([
      ['col', 'Keys'],
      ['col', 'What it does'],
    ]);
    expect(shadowQueryAll(help, 'h2').map((heading) => heading.textContent)).to.deep.equal([
      'Keyboard shortcuts',
      'Graph edit modes',
    ]);
  });

  it("lists the graph's edit modes with their keys, named as Graph Controls names them", async () => {
    const help = await fixture(html`<tj-help></tj-help>`);
    await until(() => query(help, 'table') !== null, 'the tables');
    const modes = rows(help, 'Graph edit modes and their keys');
    expect(modes).to.have.length(9);
    expect(modes[0]).to.deep.equal(['Alt+Shift+0', 'Read (click explores)']);
    expect(modes).to.deep.include(['Alt+Shift+4', 'Add relations']);
    expect(modes).to.deep.include(['Alt+Shift+F', 'Generate properties']);
  });

  it('leaves shortest path out for a learner with the default roles, in both tables', async () => {
    abilities.value = abilityFor({ roles: ['User'] });
    const help = await fixture(html`<tj-help></tj-help>`);
    await until(() => query(help, 'table') !== null, 'the tables');
    expect(help.shadowRoot?.textContent).not.to.include('Shortest path');
    expect(rows(help, 'Graph edit modes and their keys').map(([keys]) => keys)).not.to.include('Alt+Shift+8');
    const shortcuts = Object.fromEntries(rows(help, 'Keyboard shortcuts and what they do'));
    expect(Object.keys(shortcuts)).to.include('Alt+Shift+0 … 7, Alt+Shift+F');
  });

  it('lists shortest path and its key for a role allowed it', async () => {
    abilities.value = createAbility([
      { action: 'load', subject: 'all' },
      { action: 'shortest_path', subject: 'GraphAction' },
    ]);
    const help = await fixture(html`<tj-help></tj-help>`);
    await until(() => query(help, 'table') !== null, 'the tables');
    expect(rows(help, 'Graph edit modes and their keys')).to.deep.include(['Alt+Shift+8', 'Shortest path']);
  });

  it('speaks the learner’s language, and links no page of the host', async () => {
    await setLocale('hi');
    const help = await fixture(html`<tj-help></tj-help>`);
    await until(() => query(help, 'h2')?.textContent === 'कीबोर्ड शॉर्टकट', 'the Hindi heading');
    await until(() => help.shadowRoot?.textContent?.includes('संबंध जोड़ें') === true, 'the Hindi mode names');
    expect(help.shadowRoot?.textContent).to.include('विवरण दिखाएँ');
    expect(query(help, 'a')).to.equal(null);
    expect(query(help, '[part="more"]')?.textContent).to.include('Thoughtkit');
  });

  it('fits a 390 px phone without scrolling sideways, and follows the font size', async () => {
    const frame = await fixture<HTMLDivElement>(
      html`<div style="inline-size: 390px; font-size: 16px"><tj-help></tj-help></div>`,
    );
    const help = frame.querySelector('tj-help') as HTMLElement;
    await until(() => query(help, 'kbd') !== null, 'the keys');
    const region = query(help, '[part="widget"]') as HTMLElement;
    expect(region.scrollWidth).to.be.at.most(region.clientWidth);
    // Narrow: each row stacks its keys above what they do.
    expect(getComputedStyle(query(help, 'tbody tr') as Element).display).to.equal('block');
    // The learner's font size (the host's control, spec 1 §2) scales every em of the widget.
    const keysSize = () => parseFloat(getComputedStyle(query(help, 'kbd') as Element).fontSize);
    const before = keysSize();
    const previous = fontSize.value;
    try {
      setFontSize(FONT_SIZE_MAX);
      const scaled = (before * FONT_SIZE_MAX) / previous;
      await until(() => Math.abs(keysSize() - scaled) < 0.5, 'the larger keys');
    } finally {
      setFontSize(previous);
    }
  });

  it('keeps the table layout where there is room', async () => {
    const frame = await fixture<HTMLDivElement>(html`<div style="inline-size: 900px"><tj-help></tj-help></div>`);
    const help = frame.querySelector('tj-help') as HTMLElement;
    await until(() => query(help, 'kbd') !== null, 'the keys');
    expect(getComputedStyle(query(help, 'tbody tr') as Element).display).to.equal('table-row');
  });
});
