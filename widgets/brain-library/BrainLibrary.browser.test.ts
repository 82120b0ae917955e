/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { brains } from '../../src/kit/brains.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { useFakeBrainsServer } from '../../src/testing/fake-brains-suite.ts';
import { FAKE_LEARNER, signInFakeLearner } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

function choose(widget: HTMLElement, files: File[]): void {
  const input = query(widget, '[part="files"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

const submit = (widget: HTMLElement) => (query(widget, '[part="train"]') as HTMLFormElement).requestSubmit();
const status = (widget: HTMLElement) => query(widget, '[part="training"] [role="status"]')?.textContent ?? '';

describe('<tj-brain-library>', () => {
  const fakeBrainsServer = useFakeBrainsServer();

  it('asks a guest to sign in', async () => {
    fakeBrainsServer();
    const widget = await fixture<HTMLElement>(html`<tj-brain-library></tj-brain-library>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Sign in to train brains on your documents.');
  });

  it('trains a brain document by document with progress, refuses a wrong file before sending it, and lists it', async () => {
    const server = fakeBrainsServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-brain-library></tj-brain-library>`);
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty list');
    server.hold();
    choose(widget, [
      new File(['Magma cools into basalt.'], 'rocks.md'),
      new File(['x'], 'picture.png'),
      new File(['Tides follow the Moon.'], 'tides.txt'),
    ]);
    submit(widget);
    await until(() => status(widget).startsWith('Training on rocks.md'), 'the progress');
    expect(status(widget)).to.equal('Training on rocks.md (1 of 3)…');
    expect((query(widget, '[part="training"] progress') as HTMLProgressElement).value).to.equal(0);
    expect(buttonNamed(widget, 'Train')?.disabled).to.equal(true);
    server.release();
    await until(() => status(widget).startsWith('Training finished'), 'the end');
    expect(status(widget)).to.equal('Training finished: 2 of 3 documents learned into “main”.');
    expect((query(widget, '[part="training"] progress') as HTMLProgressElement).value).to.equal(3);
    const results = query(widget, '[part="results"]')?.textContent ?? '';
    expect(results).to.contain('rocks.md was added to the brain “main”.');
    expect(results).to.contain(
      'picture.png cannot train a brain. Upload one of: .txt, .md, .markdown, .pdf, .html, .htm.',
    );
    expect(server.brains[0]?.files.map(({ name }) => name)).to.deep.equal(['rocks.md', 'tides.txt']);
    await until(() => query(widget, '[part="brain"]') !== null, 'the brain');
    await until(() => query(widget, '[part="files-count"]')?.textContent === 'Documents: 2', 'the files count');
  });

  it('trains under the private namespace (the username) or a custom one, and says when the custom name is missing', async () => {
    const server = fakeBrainsServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-brain-library></tj-brain-library>`);
    await until(() => query(widget, '[part="train"]') !== null, 'the form');
    (query(widget, 'input[value="private"]') as HTMLInputElement).click();
    choose(widget, [new File(['Mine.'], 'mine.txt')]);
    submit(widget);
    await until(() => status(widget).startsWith('Training finished'), 'the private training');
    // Once trained, the chosen documents are cleared from the field.
    await until(() => (query(widget, '[part="files"]') as HTMLInputElement).files?.length === 0, 'the cleared field');
    expect(server.brains.map(({ namespace }) => namespace)).to.deep.equal([FAKE_LEARNER.username]);
    (query(widget, 'input[value="custom"]') as HTMLInputElement).click();
    await until(() => query(widget, '[part="custom-namespace"]') !== null, 'the custom name');
    choose(widget, [new File(['Ours.'], 'ours.txt')]);
    submit(widget);
    await until(() => query(widget, '[part="problem"]') !== null, 'the problem');
    expect(query(widget, '[part="problem"]')?.textContent).to.equal('Type a name for the custom namespace.');
    (query(widget, '[part="custom-namespace"]') as HTMLInputElement).focus();
    await sendKeys({ type: 'geology club' });
    submit(widget);
    await until(() => server.brains.length === 2, 'the custom brain');
    expect(server.brains[1]?.namespace).to.equal('geology club');
  });

  it('connects and disconnects a brain with a toggle button, and says why when it cannot', async () => {
    const server = fakeBrainsServer([{ vectorStoreId: 's1', namespace: 'main', connected: false, files: [] }]);
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-brain-library></tj-brain-library>`);
    await until(() => query(widget, '[part="connect"]') !== null, 'the brain');
    const toggle = () => query(widget, '[part="connect"]') as HTMLButtonElement;
    expect(toggle().getAttribute('aria-pressed')).to.equal('false');
    expect(toggle().getAttribute('aria-label')).to.equal('Connected to Eddie: main');
    toggle().click();
    await until(() => toggle().getAttribute('aria-pressed') === 'true', 'connected');
    expect(toggle().textContent).to.equal('Connected');
    expect(server.brains[0]?.connected).to.equal(true);
    await until(() => !toggle().disabled, 'the saved connection');
    server.failNext('/userProfiles/brains', 400, 'The server is down.');
    toggle().click();
    await until(() => query(widget, '[part="failure"]') !== null, 'the failure');
    expect(query(widget, '[part="failure"]')?.textContent).to.contain('The server is down.');
    expect(toggle().getAttribute('aria-pressed')).to.equal('true');
  });

  it('shows why the brains could not be read, and reads them again on retry', async () => {
    const server = fakeBrainsServer();
    server.failNext('/brains', 400, 'Down for maintenance.');
    await signInFakeLearner();
    brains.list.reload();
    const widget = await fixture<HTMLElement>(html`<tj-brain-library></tj-brain-library>`);
    await until(() => query(widget, '[part="error"]') !== null, 'the error');
    expect(text(widget)).to.contain('Down for maintenance.');
    (query(widget, '[part="retry"]') as HTMLButtonElement).click();
    await until(() => query(widget, '[part="empty"]') !== null, 'the list');
  });

  it('speaks German', async () => {
    fakeBrainsServer();
    await setLocale('de');
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-brain-library></tj-brain-library>`);
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty list');
    expect(text(widget)).to.contain('Du hast noch keine Wissensspeicher.');
  });
});
