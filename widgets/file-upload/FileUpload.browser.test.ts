/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowQuery as query, shadowQueryAll, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { fileUploads } from '../../src/kit/files.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import { xhrOverFetch, type XhrOverFetch } from '../../src/testing/xhr-over-fetch.ts';
import './index.ts';

const part = (widget: Element, name: string) => query(widget, `[part~="${name}"]`) as HTMLElement | null;

function choose(widget: Element, ...files: File[]): void {
  const input = part(widget, 'input');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const png = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('<tj-file-upload>', () => {
  let server: FakeLibraryServer | undefined;
  let xhr: XhrOverFetch | undefined;
  beforeEach(() => {
    xhr = xhrOverFetch();
  });
  afterEach(async () => {
    xhr?.restore();
    server?.restore();
    for (const item of fileUploads.signals.uploads.value) fileUploads.actions.dismiss(item.id);
    tokens.clear();
    await setLocale('en');
  });

  it('asks a guest to sign in', async () => {
    server = fakeLibraryServer();
    const widget = await fixture<HTMLElement>(html`<tj-file-upload></tj-file-upload>`);
    await until(() => part(widget, 'sign-in') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Sign in to upload files and see yours.');
    expect(part(widget, 'input')).to.equal(null);
  });

  it('uploads with progress, then lists the file first, linking its page', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-file-upload></tj-file-upload>`);
    await until(() => part(widget, 'empty') !== null, 'the empty list');
    expect(text(widget)).to.contain('You have not uploaded any files yet.');

    xhr?.holdAtHalf();
    choose(widget, png('leaf.png'));
    await until(() => (part(widget, 'progress') as HTMLProgressElement | null)?.value === 50, 'half sent');
    expect(text(widget)).to.contain('Uploading “leaf.png”…');
    xhr?.release();
    await until(() => part(widget, 'file-link') !== null, 'the listed file');
    expect(text(widget)).to.contain('“leaf.png” is uploaded.');
    const link = part(widget, 'file-link') as HTMLAnchorElement;
    expect(link.textContent).to.equal('leaf.png');
    expect(new URL(link.href).pathname).to.match(/^\/file\/f\d+$/);
    expect(server.requests.filter((request) => request.path === '/file')).to.have.length(1);
  });

  it('refuses a wrong type or a too large file before sending, keeping the files listed', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-file-upload></tj-file-upload>`);
    await until(() => part(widget, 'empty') !== null, 'the empty list');
    choose(widget, png('kept.png'));
    await until(() => part(widget, 'file-link') !== null, 'the first file');

    choose(widget, new File(['%PDF'], 'essay.pdf', { type: 'application/pdf' }), png('huge.png', 10 * 1024 * 1024 + 1));
    await until(() => shadowQueryAll(widget, '[role="alert"]').length === 2, 'two refusals');
    expect(text(widget)).to.contain('“essay.pdf” is not a type taken here. Taken: image/png');
    expect(text(widget)).to.contain('“huge.png” is too large: the largest is 10 MB.');
    expect(server.requests.filter((request) => request.path === '/file')).to.have.length(1);
    expect(shadowQueryAll(widget, '[part~="file"]')).to.have.length(1);
  });

  it('says why an upload failed, and sends it again', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-file-upload></tj-file-upload>`);
    await until(() => part(widget, 'empty') !== null, 'the empty list');
    server.fail('/file', 415, 'This file is not an image.');
    choose(widget, png('odd.png'));
    await until(() => part(widget, 'retry-upload') !== null, 'the failure');
    expect(text(widget)).to.contain('“odd.png” could not be uploaded: This file is not an image.');
    server.heal();
    part(widget, 'retry-upload')?.click();
    await until(() => part(widget, 'file-link') !== null, 'the file after sending again');
  });

  it('stops an upload under way', async () => {
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-file-upload></tj-file-upload>`);
    await until(() => part(widget, 'empty') !== null, 'the empty list');
    xhr?.holdAtHalf();
    choose(widget, png('slow.png'));
    await until(() => part(widget, 'cancel') !== null, 'the upload under way');
    part(widget, 'cancel')?.click();
    await until(() => text(widget).includes('The upload of “slow.png” was stopped.'), 'stopped');
    expect(part(widget, 'empty')).to.not.equal(null);
  });

  it('speaks Hindi', async () => {
    await setLocale('hi');
    server = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-file-upload></tj-file-upload>`);
    await until(() => part(widget, 'label') !== null, 'the picker');
    expect(part(widget, 'label')?.textContent).to.equal('अपलोड करने के लिए फ़ाइलें चुनें');
  });
});
