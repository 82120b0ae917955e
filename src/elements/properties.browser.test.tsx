/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { until } from '../testing/until.ts';
import { attribute } from './attributes.ts';
import { defineElement } from './define-element.tsx';
import type { WidgetProps } from './ElementShell.tsx';

const probeAttributes = {
  word: attribute.text(),
  thoughtType: attribute.oneOf(['string', 'entity'], 'string'),
  range: attribute.number(8, { min: 1, max: 50 }),
  compact: attribute.flag(),
  lang: attribute.oneOf(['en', 'de'], 'en'),
};

function Probe({ word, thoughtType, range, compact }: WidgetProps<typeof probeAttributes>) {
  return <output>{[word, thoughtType, range, compact].join('|')}</output>;
}

/** The probe's element under a tag of its own, so a test can use it before the tag is defined. */
function defineProbe(tag: string) {
  defineElement({ tag, component: Probe, attributes: probeAttributes, styles: [], chrome: false });
}

/** The element's properties, as a page's script reaches them. */
type ProbeElement = HTMLElement & { word: string; thoughtType: string; range: number; compact: boolean };

const shows = (element: Element, text: string) =>
  until(() => element.shadowRoot?.textContent === text, `“${text}” shown`);

describe('element properties', () => {
  before(() => defineProbe('tj-property-probe'));

  it('has a camelCase property for each attribute, which reflects to it', async () => {
    const element = await fixture<ProbeElement>(html`<tj-property-probe></tj-property-probe>`);
    expect('word' in element && 'thoughtType' in element && 'range' in element && 'compact' in element).to.equal(true);
    element.word = 'tree';
    element.thoughtType = 'entity';
    element.range = 12;
    element.compact = true;
    expect(element.getAttribute('word')).to.equal('tree');
    expect(element.getAttribute('thought-type')).to.equal('entity');
    expect(element.getAttribute('range')).to.equal('12');
    expect(element.getAttribute('compact')).to.equal('');
    await shows(element, 'tree|entity|12|true');
    element.compact = false;
    expect(element.hasAttribute('compact')).to.equal(false);
    await shows(element, 'tree|entity|12|false');
  });

  it('reads typed values from the attributes, and the default for a value the attribute cannot take', async () => {
    const element = await fixture<ProbeElement>(
      html`<tj-property-probe word="cell" range="20" thought-type="place" compact></tj-property-probe>`,
    );
    expect([element.word, element.range, element.thoughtType, element.compact]).to.deep.equal([
      'cell',
      20,
      'string',
      true,
    ]);
    element.removeAttribute('range');
    expect(element.range).to.equal(8);
  });

  it('keeps HTMLElement’s own lang property', async () => {
    const element = await fixture<ProbeElement>(html`<tj-property-probe></tj-property-probe>`);
    element.lang = 'de';
    expect(element.getAttribute('lang')).to.equal('de');
    expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'lang')).to.equal(undefined);
  });

  it('keeps a property set before the tag is defined, and applies it on upgrade', async () => {
    const element = await fixture<ProbeElement>(html`<tj-late-probe></tj-late-probe>`);
    element.word = 'tree';
    element.compact = true;
    expect(element.hasAttribute('word')).to.equal(false);
    defineProbe('tj-late-probe');
    expect(Object.hasOwn(element, 'word')).to.equal(false);
    expect(element.word).to.equal('tree');
    expect(element.getAttribute('word')).to.equal('tree');
    await shows(element, 'tree|string|8|true');
  });
});
