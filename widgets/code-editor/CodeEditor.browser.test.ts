/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import { press } from '../../src/testing/press.ts';
import './index.ts';

const runButton = (widget: Element) => query(widget, '[part="run"]') as HTMLButtonElement;
const compiled = (server: FakeLibraryServer) =>
  server.requests.filter((request) => request.path === '/code-compile').map((request) => request.body);

/** Types into the CodeMirror editor as a learner does, once it is there. */
async function write(widget: Element, code: string): Promise<void> {
  await until(() => query(widget, '.cm-content') !== null, 'the editor');
  (query(widget, '.cm-content') as HTMLElement).focus();
  await sendKeys({ type: code });
}

describe('<tj-code-editor>', function () {
  // Each test loads CodeMirror and runs a program on the server: seconds each on a loaded machine.
  this.timeout(30_000);
  let server: FakeLibraryServer;
  beforeEach(() => {
    server = fakeLibraryServer();
  });
  afterEach(async () => {
    server.restore();
    tokens.clear();
    await setLocale('en');
  });

  it('runs Python through the compile call, with a spinner while it compiles, and shows the output', async () => {
    const widget = await fixture(html`<tj-code-editor language="python"></tj-code-editor>`);
    await until(() => text(widget).includes('Write some code and press Run'), 'the invitation');
    expect(runButton(widget).disabled).to.equal(true);
    await write(widget, '  print(42)');
    expect(query(widget, '.cm-content')?.getAttribute('aria-label')).to.equal('Code in Python');
    // CodeMirror's own styles reach into the shadow root, beside the widget's.
    expect(getComputedStyle(query(widget, '.cm-editor') as Element).display).to.equal('flex');
    server.hold();
    await press(widget, 'Run');
    await until(() => query(widget, '[part="compiling"]') !== null, 'the spinner');
    expect(text(widget)).to.contain('Compiling…');
    expect(runButton(widget).disabled).to.equal(true);
    server.release();
    await until(() => query(widget, '[part="success"]') !== null, 'the result');
    expect(query(widget, '[part="success"]')?.textContent).to.equal('Complied Successfully');
    expect(query(widget, '[part="output"]')?.textContent).to.equal('python ran 9 characters');
    expect(query(widget, '[part="compiling"]')).to.equal(null);
    // The code is trimmed before it is sent (spec 2 §7.9).
    expect(compiled(server)).to.deep.equal([{ lang: 'python', code: 'print(42)' }]);
  });

  it('lets Tab leave the editor for the Run button, and runs with Ctrl+Enter', async () => {
    const widget = await fixture(html`<tj-code-editor></tj-code-editor>`);
    await write(widget, 'console.log(1)');
    await sendKeys({ press: 'Tab' });
    expect(widget.shadowRoot?.activeElement).to.equal(runButton(widget));
    expect(query(widget, '.cm-content')?.textContent).to.equal('console.log(1)');
    (query(widget, '.cm-content') as HTMLElement).focus();
    await sendKeys({ press: 'Control+Enter' });
    await until(() => query(widget, '[part="success"]') !== null, 'the result');
    expect(compiled(server)).to.deep.equal([{ lang: 'javascript', code: 'console.log(1)' }]);
  });

  it('says there is a compilation error with the server’s reason, and that a network failure stopped compiling', async () => {
    const widget = await fixture(html`<tj-code-editor></tj-code-editor>`);
    await write(widget, 'while (true) {}');
    server.fail('/code-compile', 400, 'The program ran past its time limit (2 s).');
    await press(widget, 'Run');
    await until(() => query(widget, '[part="compile-error"]') !== null, 'the compilation error');
    expect(query(widget, '[part="compile-error"] p')?.textContent).to.equal(
      'there is some compilation error please check your code',
    );
    expect(query(widget, '[part="output"]')?.textContent).to.equal('The program ran past its time limit (2 s).');

    server.heal();
    const pageFetch = window.fetch;
    window.fetch = (input, init) =>
      new Request(input, init).url.endsWith('/code-compile')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : pageFetch(input, init);
    try {
      await press(widget, 'Run');
      await until(() => query(widget, '[part="error"]') !== null, 'the network failure');
    } finally {
      window.fetch = pageFetch;
    }
    expect(text(widget)).to.contain('Compiling stopped: the server could not be reached.');
    expect(query(widget, '[part="compiling"]')).to.equal(null);
    expect(runButton(widget).disabled).to.equal(false);

    server.fail('/code-compile', 404, 'There is no such call in this API.');
    await press(widget, 'Run');
    await until(() => query(widget, '[part="unavailable"]') !== null, 'the refusal');
    expect(query(widget, '[part="unavailable"]')?.textContent).to.equal(
      'Running code is not available on this server.',
    );
  });

  it('fits a 390 px phone without scrolling sideways, a long line scrolling inside the editor', async () => {
    const frame = await fixture<HTMLDivElement>(
      html`<div style="inline-size: 390px; font-size: 16px"><tj-code-editor></tj-code-editor></div>`,
    );
    const widget = frame.querySelector('tj-code-editor') as HTMLElement;
    await write(widget, `console.log("${'a long line '.repeat(12)}")`);
    await press(widget, 'Run');
    await until(() => query(widget, '[part="output"]') !== null, 'the output');
    const region = query(widget, '[part="widget"]') as HTMLElement;
    expect(region.scrollWidth).to.be.at.most(region.clientWidth);
  });

  it('speaks German and sends the language chosen', async () => {
    await setLocale('de');
    const widget = await fixture(html`<tj-code-editor language="python"></tj-code-editor>`);
    await write(widget, '1 + 1');
    const select = query(widget, '[part="language"]') as HTMLSelectElement;
    select.value = 'javascript';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => query(widget, '.cm-content')?.getAttribute('aria-label') === 'Code in JavaScript', 'the label');
    await press(widget, 'Ausführen');
    await until(() => query(widget, '[part="success"]') !== null, 'the result');
    expect(query(widget, '[part="success"]')?.textContent).to.equal('Erfolgreich kompiliert');
    expect(compiled(server)).to.deep.equal([{ lang: 'javascript', code: '1 + 1' }]);
  });
});
