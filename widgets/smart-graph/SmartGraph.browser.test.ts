/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import {
  fakeLibraryServer,
  savedGraph,
  signInFakeLearner,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import {
  fakeSmartGraphServer,
  smartMessage,
  type FakeSmartGraphServer,
} from '../../src/testing/fake-smart-graph-server.ts';
import './index.ts';

const part = (widget: Element, name: string) => query(widget, `[part="${name}"]`);
const partText = (widget: Element, name: string) => part(widget, name)?.textContent ?? '';

async function ask(widget: HTMLElement, question: string) {
  (part(widget, 'input') as HTMLTextAreaElement).focus();
  await sendKeys({ type: question });
  await sendKeys({ press: 'Enter' });
}

/** Opens a disclosure box (memory, rail) from the keyboard, types into its field and sends it with Enter or its button. */
async function fillBox(widget: HTMLElement, box: 'memory' | 'rail', text: string) {
  const details = part(widget, box) as HTMLDetailsElement;
  (details.querySelector('summary') as HTMLElement).focus();
  await sendKeys({ press: 'Enter' });
  await until(() => details.open, `the ${box} box open`);
  (details.querySelector('input, textarea') as HTMLElement).focus();
  await sendKeys({ type: text });
  (details.querySelector('button[type="submit"]') as HTMLButtonElement).click();
}

describe('<tj-smart-graph>', () => {
  let library: FakeLibraryServer;
  let server: FakeSmartGraphServer;
  afterEach(async () => {
    server.restore();
    library.restore();
    tokens.clear();
    await setLocale('en');
  });

  it('asks a guest to sign in', async () => {
    library = fakeLibraryServer();
    server = fakeSmartGraphServer();
    const widget = await fixture<HTMLElement>(html`<tj-smart-graph></tj-smart-graph>`);
    await until(() => part(widget, 'sign-in') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Sign in to ask questions about your saved graphs.');
  });

  it('says how to save a graph when the learner has none', async () => {
    library = fakeLibraryServer();
    server = fakeSmartGraphServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-smart-graph></tj-smart-graph>`);
    await until(() => part(widget, 'empty') !== null, 'the empty state');
    expect(text(widget)).to.contain('You have no saved graphs yet.');
  });

  it('lets the learner pick a graph, shows its thread, and streams an answer into it, sanitised', async () => {
    library = fakeLibraryServer({ graphs: [savedGraph('g1', 'Plants'), savedGraph('g2', 'Rocks')] });
    server = fakeSmartGraphServer({
      g2: [smartMessage('user', 'What is basalt?'), smartMessage('assistant', 'A **volcanic** rock.')],
    });
    await signInFakeLearner();
    await setViewport({ width: 390, height: 800 });
    const widget = await fixture<HTMLElement>(html`<tj-smart-graph></tj-smart-graph>`);
    await until(() => part(widget, 'start') !== null, 'the first graph');
    const picker = part(widget, 'graph') as HTMLSelectElement;
    expect([...picker.options].map(({ textContent }) => textContent)).to.have.members(['Plants', 'Rocks']);
    picker.value = 'g2';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => text(widget).includes('What is basalt?'), "the thread's history");
    expect(query(widget, '[part="answer"] strong')?.textContent).to.equal('volcanic');
    await ask(widget, 'Which rocks are hard?');
    await server.send('**Granite** <img src=x onerror="alert(1)"> ');
    await until(() => text(widget).includes('Granite'), 'the first piece');
    expect(part(widget, 'stop')).to.not.equal(null);
    expect(query(widget, '[part="answer"] img')).to.equal(null);
    await server.send('is hard.');
    server.end();
    await until(() => part(widget, 'submit') !== null, 'the end of the answer');
    expect(server.asked).to.deep.equal([{ graphId: 'g2', prompt: 'Which rocks are hard?' }]);
    expect(part(widget, 'status')?.textContent).to.equal('The answer is complete.');
    expect(widget.shadowRoot!.querySelector('section')!.scrollWidth).to.be.at.most(390);
  });

  it('resets the thread only once confirmed', async () => {
    library = fakeLibraryServer({ graphs: [savedGraph('g1', 'Plants')] });
    server = fakeSmartGraphServer({ g1: [smartMessage('user', 'Roots?'), smartMessage('assistant', 'They drink.')] });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-smart-graph></tj-smart-graph>`);
    await until(() => part(widget, 'reset') !== null, 'the reset button');
    (part(widget, 'reset') as HTMLButtonElement).click();
    await until(() => part(widget, 'confirm') !== null, 'the confirmation');
    expect(widget.shadowRoot!.activeElement).to.equal(part(widget, 'confirm-reset'));
    (part(widget, 'cancel-reset') as HTMLButtonElement).click();
    await until(() => part(widget, 'confirm') === null, 'the confirmation closed');
    expect(server.threads.get('g1')).to.have.length(2);
    (part(widget, 'reset') as HTMLButtonElement).click();
    await until(() => part(widget, 'confirm-reset') !== null, 'the confirmation');
    (part(widget, 'confirm-reset') as HTMLButtonElement).click();
    await until(() => part(widget, 'start') !== null, 'the empty thread');
    expect(server.threads.get('g1')).to.deep.equal([]);
  });

  it("shows why the graph's conversation could not be opened, in the learner's language, and retries", async () => {
    library = fakeLibraryServer({ graphs: [savedGraph('g1', 'Plants')] });
    server = fakeSmartGraphServer();
    server.failNext('/g6graph/smart/create', 404, 'Nicht gefunden.');
    await setLocale('de');
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-smart-graph></tj-smart-graph>`);
    await until(() => part(widget, 'error') !== null, 'the error');
    expect(text(widget)).to.contain('Das Gespräch des Graphen konnte nicht geöffnet werden: Nicht gefunden.');
    (part(widget, 'retry') as HTMLButtonElement).click();
    await until(() => part(widget, 'start') !== null, 'the thread');
  });

  it('refuses a file that is not an image before sending it, and sends an image with the question', async () => {
    library = fakeLibraryServer({ graphs: [savedGraph('g1', 'Plants')] });
    server = fakeSmartGraphServer();
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-smart-graph></tj-smart-graph>`);
    await until(() => part(widget, 'image') !== null, 'the image field');
    const input = part(widget, 'image') as HTMLInputElement;
    const choose = (file: File) => {
      const files = new DataTransfer();
      files.items.add(file);
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await until(() => part(widget, 'image-problem') !== null, 'the refusal');
    expect(text(widget)).to.contain('This file is not an image this conversation takes.');
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'leaf.png', { type: 'image/png' }));
    await until(() => part(widget, 'image-problem') === null, 'the image taken');
    await ask(widget, 'What is this?');
    await server.send('A leaf.');
    server.end();
    await until(() => server.asked.length === 1, 'the question sent');
    expect(server.asked[0]).to.deep.equal({ graphId: 'g1', prompt: 'What is this?', image: 'leaf.png' });
    // The thread keeps the image as the asker's file: its download link is asked for, and shown for 16 seconds.
    const open = await until(() => part(widget, 'open-file') as HTMLButtonElement | null, 'the image kept as a file');
    expect(partText(widget, 'files')).to.contain('With “What is this?”');
    open.click();
    const link = await until(() => part(widget, 'file-link') as HTMLAnchorElement | null, 'the download link');
    expect(link.href).to.match(/^blob:/);
    expect(link.download).to.equal('leaf.png');
    expect(link.textContent).to.equal('Download leaf.png (1 KB)');
    expect(await (await fetch(link.href)).arrayBuffer()).to.have.property('byteLength', 4);
    expect(partText(widget, 'files')).to.contain('The link closes after 16 seconds.');
  });

  it("finds the passages of the graph's memory that answer a question, and searches a passage's node", async () => {
    library = fakeLibraryServer({ graphs: [savedGraph('g1', 'Plants')] });
    server = fakeSmartGraphServer();
    server.passages = [
      { nodeId: 'n2', label: 'Roots', text: 'Roots: Roots take up water from the soil.' },
      { nodeId: 'n1', label: 'Chlorophyll', text: 'Chlorophyll: The green pigment that catches sunlight.' },
    ];
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-smart-graph></tj-smart-graph>`);
    await until(() => part(widget, 'memory') !== null, 'the memory box');
    await fillBox(widget, 'memory', 'water');
    await until(() => part(widget, 'passages') !== null, 'the passages');
    expect(server.memoryAsked).to.deep.equal([{ vs_id: 'memory-g1', question: 'water' }]);
    expect(partText(widget, 'passages')).to.contain('Roots take up water from the soil.');
    expect(partText(widget, 'passages')).not.to.contain('Chlorophyll');
    const searched = oneEvent(widget, 'tj-search');
    (query(widget, '[part="passages"] button') as HTMLButtonElement).click();
    expect((await searched).detail).to.deep.equal({ word: 'Roots' });
  });

  it('says why the rail failed, in German, then suggests rail nodes from the text', async () => {
    library = fakeLibraryServer({ graphs: [savedGraph('g1', 'Plants')] });
    server = fakeSmartGraphServer();
    server.rail = [{ label: 'plant', description: '(botany) a living organism lacking the power of locomotion' }];
    server.failNext('/g6graph/smart/graph/rail', 400, 'Zu lang.');
    await setLocale('de');
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-smart-graph></tj-smart-graph>`);
    await until(() => part(widget, 'rail') !== null, 'the rail box');
    await fillBox(widget, 'rail', 'In photosynthesis the plant makes sugar.');
    await until(() => query(widget, '[part="rail"] [role="alert"]') !== null, 'the failure');
    expect(partText(widget, 'rail')).to.contain('Der Text konnte nicht in eine Schiene verwandelt werden: Zu lang.');
    (query(widget, '[part="rail"] button[type="submit"]') as HTMLButtonElement).click();
    await until(() => part(widget, 'suggestions') !== null, 'the suggestions');
    expect(server.railAsked.at(-1)).to.deep.equal({
      graphId: 'g1',
      payload_text: 'In photosynthesis the plant makes sugar.',
    });
    expect(partText(widget, 'suggestions')).to.contain('a living organism');
    // The graph is not the one open in the explore graph: nothing offers to change another graph.
    expect(query(widget, '[part="suggestions"] button')).to.equal(null);
    expect(partText(widget, 'rail')).to.contain('öffne ihn aus der Graph-Bibliothek');
  });

  it("opens a graph's thread by its thread-id, with Eddie's smart-thread calls, and asks in it", async () => {
    library = fakeLibraryServer({ graphs: [savedGraph('g1', 'Plants')] });
    server = fakeSmartGraphServer({ g1: [smartMessage('user', 'Roots?'), smartMessage('assistant', 'They drink.')] });
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-smart-graph thread-id="memory-g1"></tj-smart-graph>`);
    await until(() => text(widget).includes('They drink.'), 'the thread read by its id');
    expect(partText(widget, 'graph')).to.equal('The graph’s conversation, opened by its thread');
    expect(part(widget, 'reset')).to.equal(null);
    expect(part(widget, 'rail')).to.equal(null);
    expect(part(widget, 'memory')).to.not.equal(null);
    await ask(widget, 'Leaves?');
    await server.send('They catch light.');
    server.end();
    await until(() => part(widget, 'submit') !== null, 'the end of the answer');
    expect(server.asked).to.deep.equal([{ graphId: 'g1', prompt: 'Leaves?', threadId: 'memory-g1' }]);
    expect(text(widget)).to.contain('They catch light.');
  });
  // Last: the page's one graph library keeps the graph it opened (nothing closes it), so later tests would see it.
  it('talks about the saved graph open in the explore graph, and draws the charts of its answers', async () => {
    const rocks = savedGraph('g2', 'Rocks');
    library = fakeLibraryServer({ graphs: [savedGraph('g1', 'Plants'), rocks] });
    server = fakeSmartGraphServer();
    server.charts = [{ title: 'Hardness', labels: ['Talc', 'Quartz'], values: [1, 7] }];
    await signInFakeLearner();
    await graphLibrary.actions.load(rocks);
    const widget = await fixture<HTMLElement>(html`<tj-smart-graph></tj-smart-graph>`);
    await until(() => part(widget, 'start') !== null, 'the open graph');
    expect(text(widget)).to.contain('Talking about “Rocks”');
    await until(() => part(widget, 'chart') !== null, 'the chart');
    expect(query(widget, '[part="chart"] svg')?.getAttribute('aria-label')).to.contain('Hardness');
    expect(widget.shadowRoot!.querySelectorAll('[part="chart"] rect')).to.have.length(2);
    expect(query(widget, '[part="chart"] table')?.textContent).to.contain('Quartz7');
    // The graph is the one open in the explore graph: a suggested node is placed on it, once.
    server.rail = [{ label: 'basalt', description: 'the commonest type of solidified lava' }];
    await fillBox(widget, 'rail', 'Basalt is a volcanic rock.');
    const add = await until(
      () => query(widget, '[part="suggestions"] button') as HTMLButtonElement | null,
      'the add button',
    );
    expect(add.getAttribute('aria-label')).to.equal('Add “basalt” to the graph');
    add.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => add.getAttribute('aria-disabled') === 'true', 'the node placed');
    expect(exploreGraph.signals.model.value.nodes.get('rail:basalt')?.label).to.equal('basalt');
    expect(add.textContent).to.equal('On the graph');
    expect(widget.shadowRoot!.activeElement).to.equal(add);
  });
});
