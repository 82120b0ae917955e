/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import de from '../../locales/de.json';
import { shadowText as text } from '../../src/elements/shadow-query.ts';
import { until } from '../../src/testing/until.ts';
import { locale, LOCALE_APPLY_DELAY_MS, PAGE_LANGUAGE_META } from '../../src/preferences/locale.ts';
import '../detail/index.ts';

/** The page-wide setting (its own page: the first widget mounted applies it once). */
describe('<meta name="tj-lang">', () => {
  it('shows every widget in the page’s language at once, whatever the browser’s', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: PAGE_LANGUAGE_META, content: 'de' });
    document.head.append(meta);
    const started = performance.now();
    const widget = await fixture(html`<tj-detail></tj-detail>`);
    await until(() => text(widget).includes(de['detail.empty']), 'the German invitation');
    expect(performance.now() - started).to.be.below(LOCALE_APPLY_DELAY_MS);
    expect(locale.value).to.equal('de');
    expect(navigator.language.startsWith('de')).to.equal(false);
  });
});
