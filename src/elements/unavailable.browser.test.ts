/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { FONT_SIZE_DEFAULT, setFontSize } from '../preferences/font-size.ts';
import { defineUnavailable } from './unavailable.ts';
import type { WidgetEntry } from './widget-entry.ts';

const eddie: WidgetEntry = { name: 'eddie', tag: 'tj-eddie', titleKey: 'eddie.title', load: () => Promise.resolve() };

const fontSizeOf = (element: Element): number => {
  const message = element.shadowRoot?.querySelector('.tj-message');
  if (!message) throw new Error('no message shown');
  return Number.parseFloat(getComputedStyle(message).fontSize);
};

describe('a widget that is not available', () => {
  afterEach(() => setFontSize(FONT_SIZE_DEFAULT));

  it('says by its title that a widget could not load, with a reload, in an alert box that follows the font size setting', async () => {
    defineUnavailable('tj-eddie', 'failed', eddie);
    const element = document.createElement('tj-eddie') as HTMLElement & { updateComplete: Promise<unknown> };
    document.body.append(element);
    await element.updateComplete;
    expect(element.shadowRoot?.textContent).to.contain('Eddie (chatbot) could not be loaded.');
    expect(element.shadowRoot?.querySelector('.tj-message')?.getAttribute('role')).to.equal('alert');
    // What the message asks for is one key or tap away: a reload fetches the widget's code again.
    expect(element.shadowRoot?.querySelector('button')?.textContent?.trim()).to.equal('Reload the page');
    expect(fontSizeOf(element)).to.equal(16);
    setFontSize(120);
    await element.updateComplete;
    expect(fontSizeOf(element)).to.equal(16 * (120 / FONT_SIZE_DEFAULT));
    setFontSize(60);
    await element.updateComplete;
    expect(fontSizeOf(element)).to.equal(16 * (60 / FONT_SIZE_DEFAULT));
    element.remove();
  });
});
