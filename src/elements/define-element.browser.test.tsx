/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { signal } from '@preact/signals-core';
import { useEffect } from 'react';
import titleMessages from 'virtual:tj-messages/titles';
import { abilities, allowAllRules, createAbility } from '../abilities/abilities.ts';
import { setFontSize } from '../preferences/font-size.ts';
import { useValue } from '../react/use-value.ts';
import { attribute } from './attributes.ts';
import { createWidgetFactory, defineElement } from './define-element.tsx';
import type { WidgetProps } from './ElementShell.tsx';
import { sharedStyles } from './styles.ts';
import type { WidgetEntry } from './widget-entry.ts';
import { until } from '../testing/until.ts';

/** A signal that counts its live subscriptions, to see the element dispose them. */
const probe = signal(0);
let liveSubscriptions = 0;
const subscribe = probe.subscribe.bind(probe);
probe.subscribe = (listener) => {
  liveSubscriptions += 1;
  const dispose = subscribe(listener);
  return () => {
    liveSubscriptions -= 1;
    dispose();
  };
};

const probeAttributes = {
  word: attribute.text(),
  range: attribute.number(8, { min: 1, max: 50 }),
  mode: attribute.oneOf(['explore', 'looked_at'], 'looked_at'),
};

function Probe({ word, range, mode, emit }: WidgetProps<typeof probeAttributes>) {
  const count = useValue(probe);
  useEffect(() => emit('tj-search', { word }), [word, emit]);
  return (
    <output className="probe">
      {word}|{range}|{mode}|{count}
    </output>
  );
}

const entry: WidgetEntry = {
  name: 'probe',
  tag: 'tj-probe',
  titleKey: 'detail.title',
  load: () => Promise.resolve(),
};
/** The factory as widgets/define-widget.ts binds it, over a registry of one. */
const defineWidget = createWidgetFactory<'probe'>(() => entry);
const probeStyles = sharedStyles('.probe { color: rgb(1, 2, 3); }');
// The probe borrows Detail's title, so it registers the titles' messages as a widget registers its own.
defineWidget('probe', Probe, { attributes: probeAttributes, styles: [probeStyles], messages: [titleMessages] });

/** An element without chrome, as the page tools are. */
defineElement({
  tag: 'tj-bare-probe',
  component: Probe,
  attributes: probeAttributes,
  styles: [probeStyles],
  chrome: false,
});

/** A widget whose link redraws it, as following a related word does: the next word, in a new link. */
function LinkProbe({ word, emit }: WidgetProps<typeof probeAttributes>) {
  useEffect(() => emit('tj-search', { word }), [word, emit]);
  return (
    <a key={word} href="#next" className="next">
      {word}
    </a>
  );
}
defineElement({
  tag: 'tj-link-probe',
  component: LinkProbe,
  attributes: probeAttributes,
  styles: [probeStyles],
  chrome: { ...entry, tag: 'tj-link-probe' },
});

const shown = (element: Element) => element.shadowRoot?.textContent ?? '';
/** Waits until the element shows this text. */
const showing = (element: Element, text: string) => until(() => shown(element).includes(text), `"${text}" shown`);

/**
 * A link probe once its effects have run, the shell's focus watch among them: its own effect's event says so (React
 * runs a commit's effects together, so the test goes on after the last of them).
 */
async function linkProbe(word: string): Promise<Element> {
  const wrapper = await fixture(html`<div></div>`);
  const drawn = oneEvent(wrapper, 'tj-search');
  wrapper.innerHTML = `<tj-link-probe word="${word}"></tj-link-probe>`;
  const { target } = await drawn;
  if (!(target instanceof Element)) throw new Error('no link probe');
  return target;
}

describe('defineWidget', () => {
  afterEach(() => {
    abilities.value = createAbility(allowAllRules);
  });

  it('reads typed kebab-case attributes and follows their changes and removal', async () => {
    const element = await fixture(html`<tj-probe word="Paris" range="12" mode="explore"></tj-probe>`);
    await showing(element, 'Paris|12|explore');
    element.setAttribute('range', '20');
    element.removeAttribute('mode');
    await showing(element, 'Paris|20|looked_at');
  });

  it('shows a clear message for an unusable attribute value, without throwing', async () => {
    const element = await fixture(html`<tj-probe range="lots"></tj-probe>`);
    const alert = await until(() => element.shadowRoot?.querySelector('[role="alert"]'), 'the alert');
    expect(alert?.textContent).to.contain('range');
    expect(alert?.textContent).to.contain('lots');
    expect(alert?.textContent).to.contain('1');
    element.setAttribute('range', '3');
    await showing(element, '|3|');
  });

  it('sends typed events that bubble and cross the shadow boundary', async () => {
    const wrapper = await fixture(html`<div></div>`);
    const listened = oneEvent(wrapper, 'tj-search');
    wrapper.innerHTML = '<tj-probe word="dog"></tj-probe>';
    const event = await listened;
    expect(event.detail).to.deep.equal({ word: 'dog' });
    expect(event.bubbles && event.composed).to.equal(true);
  });

  it('keeps its styles inside the shadow root', async () => {
    const element = await fixture(html`<tj-probe></tj-probe>`);
    const output = await until(() => element.shadowRoot?.querySelector('.probe'), 'the probe');
    expect(getComputedStyle(output).color).to.equal('rgb(1, 2, 3)');
    const outside = await fixture(html`<p class="probe">outside</p>`);
    expect(getComputedStyle(outside).color).not.to.equal('rgb(1, 2, 3)');
  });

  it('scales with the font size setting', async () => {
    const element = await fixture(html`<tj-probe></tj-probe>`);
    const fontSize = (size: string) => until(() => getComputedStyle(element).fontSize === size, `font size ${size}`);
    setFontSize(120);
    await fontSize(`${(16 * 120) / 75}px`);
    setFontSize(75);
    await fontSize('16px');
  });

  it('tolerates the same tag being defined twice', () => {
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      expect(() => defineWidget('probe', () => null, { attributes: {} })).not.to.throw();
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(1);
  });

  it('shares one constructed sheet between every instance', async () => {
    const first = await fixture(html`<tj-probe></tj-probe>`);
    const second = await fixture(html`<tj-bare-probe></tj-bare-probe>`);
    const sheetsOf = (element: Element) => element.shadowRoot?.adoptedStyleSheets ?? [];
    await until(() => sheetsOf(first).length > 0 && sheetsOf(second).length > 0, 'the styles adopted');
    expect(sheetsOf(first)).to.have.length(2);
    expect(sheetsOf(first)[1]).to.equal(probeStyles.sheet());
    expect(sheetsOf(second)).to.deep.equal(sheetsOf(first));
  });

  it('gives a widget a titled region with a part name, and a chrome-less element neither', async () => {
    const widget = await fixture(html`<tj-probe word="a"></tj-probe>`);
    const bare = await fixture(html`<tj-bare-probe word="b"></tj-bare-probe>`);
    const region = await until(() => widget.shadowRoot?.querySelector('[role="region"]'), 'the region');
    expect(region.getAttribute('aria-label')).to.equal('Detail');
    expect(region.getAttribute('part')).to.equal('widget');
    await showing(bare, 'b|8|looked_at');
    expect(bare.shadowRoot?.querySelector('[role="region"]')).to.equal(null);
  });

  it('disposes its subscriptions when disconnected', async () => {
    const before = liveSubscriptions;
    const element = await fixture(html`<tj-probe></tj-probe>`);
    await until(() => liveSubscriptions === before + 1, 'the subscription');
    probe.value += 1;
    await showing(element, `|${probe.value}`);
    element.remove();
    await until(() => liveSubscriptions === before, 'the subscription disposed');
  });

  it('keeps the focus in the widget when a redraw takes the focused link away', async () => {
    const widget = await linkProbe('dog');
    widget.shadowRoot?.querySelector<HTMLElement>('.next')?.focus();
    widget.setAttribute('word', 'cat');
    const region = widget.shadowRoot?.querySelector('[role="region"]');
    await until(() => widget.shadowRoot?.activeElement === region, 'the focus on the widget');
  });

  it('leaves the focus where the learner moved it before the redraw', async () => {
    const widget = await linkProbe('dog');
    const outside = await fixture<HTMLButtonElement>(html`<button>elsewhere</button>`);
    widget.shadowRoot?.querySelector<HTMLElement>('.next')?.focus();
    outside.focus();
    widget.setAttribute('word', 'cat');
    // The widget reacts to a redraw as it happens (a mutation observer): once "cat" shows, it has had its say.
    await showing(widget, 'cat');
    expect(document.activeElement === outside, 'the button keeps the focus').to.equal(true);
  });

  it('shows "not available" when the abilities deny the widget', async () => {
    abilities.value = createAbility([]);
    const element = await fixture(html`<tj-probe word="x"></tj-probe>`);
    const note = await until(() => element.shadowRoot?.querySelector('[role="note"]'), 'the note');
    expect(note.textContent).to.contain('not available');
    expect(element.shadowRoot?.querySelector('.probe')).to.equal(null);
  });
});
