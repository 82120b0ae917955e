/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { shadowText as text } from '../../src/elements/shadow-query.ts';
import { defineUnavailable } from '../../src/elements/unavailable.ts';
import { locale } from '../../src/preferences/locale.ts';
import { until } from '../../src/testing/until.ts';
import { widgetByName } from '../registry.ts';
import '../detail/index.ts';

/** Every widget's `lang` attribute (src/elements/ElementShell.tsx): its own language, whatever the page's is. */
describe('a widget’s lang attribute', () => {
  const regionName = (widget: Element) =>
    widget.shadowRoot?.querySelector('[part="widget"]')?.getAttribute('aria-label');

  it('shows the widget in German on an English page, and follows a change of the attribute', async () => {
    const page = await fixture(html`
      <div>
        <tj-detail lang="de"></tj-detail>
        <tj-detail></tj-detail>
      </div>
    `);
    const [german, english] = [...page.querySelectorAll('tj-detail')] as [HTMLElement, HTMLElement];
    expect(locale.value).to.equal('en');
    expect(navigator.language.startsWith('en')).to.equal(true);

    await until(() => text(german).includes(de['detail.empty']), 'the German invitation');
    expect(regionName(german)).to.equal(de['detail.title']);
    expect(text(english)).to.include(en['detail.empty']);
    expect(regionName(english)).to.equal(en['detail.title']);

    german.setAttribute('lang', 'es-MX');
    await until(() => text(german).includes(es['detail.empty']), 'the Spanish invitation');
    expect(regionName(german)).to.equal(es['detail.title']);

    german.removeAttribute('lang');
    await until(() => text(german).includes(en['detail.empty']), 'the page’s language again');
    expect(text(english)).to.include(en['detail.empty']);
  });

  it('ignores a language the kit does not speak, showing the page’s', async () => {
    const widget = await fixture(html`<tj-detail lang="fr"></tj-detail>`);
    await until(() => text(widget).includes(en['detail.empty']), 'the English invitation');
    expect(widget.shadowRoot?.querySelector('[part="widget"]')?.getAttribute('lang')).to.equal('en');
  });

  it('gives a widget that could not load its language too', async () => {
    defineUnavailable('tj-eddie', 'failed', widgetByName('eddie'));
    const eddie = await fixture(html`<tj-eddie lang="de"></tj-eddie>`);
    const said = de['elements.loadFailed'].replace('{{title}}', de['eddie.title']);
    await until(() => text(eddie).includes(said), 'the German "could not be loaded"');
  });
});
