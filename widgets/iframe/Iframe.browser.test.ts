/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { until } from '../../src/testing/until.ts';
import { fakeHostConfig, type FakeHostConfig } from '../../src/testing/fake-host-config.ts';
import './index.ts';

/** A page of this test server: an allowed site the frame can really load. */
const here = globalThis.location.origin;
const allowed = [here, 'https://phet.colorado.edu'];

async function submit(widget: HTMLElement, address: string) {
  await until(() => query(widget, 'input[type="url"]') !== null, 'the address box');
  const input = query(widget, 'input[type="url"]') as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, address);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  (query(widget, 'form') as HTMLFormElement).requestSubmit();
}

describe('<tj-iframe>', () => {
  let server: FakeHostConfig;
  beforeEach(() => {
    server = fakeHostConfig({ iframeOrigins: allowed });
  });
  afterEach(async () => {
    server.restore();
    await setLocale('en');
  });

  it('names the allowed sites before an address is given', async () => {
    const widget = await fixture<HTMLElement>(html`<tj-iframe></tj-iframe>`);
    await until(() => query(widget, '[part="idle"]') !== null, 'the invitation');
    expect(text(widget)).to.contain(`This server allows pages of ${here} and https://phet.colorado.edu.`);
    expect(query(widget, 'iframe')).to.equal(null);
  });

  it('shows a page of an allowed site, sandboxed, with a link to open it in a tab', async () => {
    const address = `${here}/widgets/iframe/README.md`;
    const widget = await fixture<HTMLElement>(html`<tj-iframe src=${address}></tj-iframe>`);
    await until(() => query(widget, 'iframe') !== null, 'the frame');
    const frame = query(widget, 'iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).to.equal(address);
    expect(frame.title).to.equal(`Page from ${here}`);
    // This page's own origin: scripts may run, but without the origin that would lift the sandbox.
    expect(frame.getAttribute('sandbox')).to.equal(
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
    expect(text(widget)).to.contain(`Loading the page from ${here}…`);
    await until(() => !text(widget).includes('Loading the page'), 'the page to load');
    expect(query(widget, '[part="open"]')?.getAttribute('href')).to.equal(address);
    expect(query(widget, '[part="open"]')?.getAttribute('target')).to.equal('_blank');
  });

  it('keeps another allowed site its own origin inside the sandbox', async () => {
    const widget = await fixture<HTMLElement>(html`<tj-iframe></tj-iframe>`);
    await submit(widget, 'https://phet.colorado.edu/en/simulations/gravity-and-orbits');
    await until(() => query(widget, 'iframe') !== null, 'the frame');
    expect(query(widget, 'iframe')?.getAttribute('sandbox')).to.equal(
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin',
    );
  });

  it('says an address of another site is not allowed, and which are, in the learner’s language', async () => {
    await setLocale('es');
    const widget = await fixture<HTMLElement>(html`<tj-iframe></tj-iframe>`);
    await submit(widget, 'https://evil.example/phet.colorado.edu');
    await until(() => query(widget, '[part="not-allowed"]') !== null, 'the refusal');
    expect(query(widget, '[part="not-allowed"]')?.textContent).to.equal(
      `Las páginas de https://evil.example no están permitidas aquí.Este servidor permite páginas de ${here} y https://phet.colorado.edu.`,
    );
    expect(query(widget, 'iframe')).to.equal(null);
    await submit(widget, 'javascript:alert(1)');
    await until(() => query(widget, '[part="error"]') !== null, 'the invalid address');
    expect(query(widget, '[part="error"]')?.textContent).to.contain('«javascript:alert(1)» no es una dirección web.');
  });

  it('says when the allowed sites cannot be read, and reads them again on Try again', async () => {
    server.fail(503);
    const widget = await fixture<HTMLElement>(html`<tj-iframe src="https://phet.colorado.edu/"></tj-iframe>`);
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(query(widget, '[role="alert"]')?.textContent).to.contain('the server answered 503');
    expect(query(widget, 'iframe')).to.equal(null);
    server.answer({ iframeOrigins: allowed });
    buttonNamed(widget, 'Try again')?.click();
    await until(() => query(widget, 'iframe') !== null, 'the frame');
    expect(server.asked()).to.equal(2);
  });

  it('says the server allows no sites, and shows none', async () => {
    server.answer({});
    const widget = await fixture<HTMLElement>(html`<tj-iframe src="https://phet.colorado.edu/"></tj-iframe>`);
    await until(() => query(widget, '[part="not-connected"]') !== null, 'the not-connected state');
    expect(text(widget)).to.contain('This server allows no sites to be shown here.');
    expect(text(widget)).to.contain('The people who run this site can connect it.');
    expect(query(widget, 'iframe')).to.equal(null);
  });
});
