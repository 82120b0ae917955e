/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { prompts } from '../../src/kit/prompts.ts';
import { search, thought } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { fakePromptsServer, type FakePromptsServer } from '../../src/testing/fake-prompts-server.ts';
import { fakeSearchServer, type FakeSearchServer } from '../../src/testing/fake-search-server.ts';
import { until } from '../../src/testing/until.ts';
import { press } from '../../src/testing/press.ts';
import './index.ts';

describe('<tj-intent-loader>', () => {
  let searchServer: FakeSearchServer;
  let library: FakeLibraryServer;
  let server: FakePromptsServer;
  beforeEach(() => {
    searchServer = fakeSearchServer();
    library = fakeLibraryServer();
    server = fakePromptsServer();
  });
  afterEach(async () => {
    // Back to the default while the fake servers still answer: its CHANGED_INTENT must not reach the network.
    prompts.actions.choose({ id: 'main', label: 'default', prompt: '' });
    server.restore();
    library.restore();
    searchServer.restore();
    search.actions.clear();
    tokens.clear();
    await setLocale('en');
  });

  it('tells a guest to sign in', async () => {
    const widget = await fixture(html`<tj-intent-loader intent-id="main" search-term="dog"></tj-intent-loader>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
  });

  it('makes the intent active, searches the word, and streams the answer about it', async () => {
    await signInFakeLearner();
    server.playgroundPieces = ['What do you ', 'think a **dog** is?'];
    const widget = await fixture(html`<tj-intent-loader intent-id="p-shared" search-term="dog"></tj-intent-loader>`);
    await until(() => text(widget).includes('Answer complete.'), 'the answer');
    expect(query(widget, '[part="heading"]')?.textContent).to.equal('“dog” with the intent Socratic');
    expect(query(widget, '[part="answer"] strong')?.textContent).to.equal('dog');
    expect(prompts.active.value.id).to.equal('p-shared');
    await until(() => library.recordedVerbs().includes('CHANGED_INTENT'), 'CHANGED_INTENT');
    await until(() => thought.value?.word === 'dog', 'the searched thought');
    expect(server.sent.at(-1)?.body).to.deep.include({ intentId: 'p-shared', prompt: 'dog' });

    server.playgroundPieces = ['Again?'];
    await press(widget, 'Ask again');
    await until(() => query(widget, '[part="answer"]')?.textContent?.trim() === 'Again?', 'the second answer');
  });

  it('says an intent the learner may not use is unavailable, and asks nothing', async () => {
    await signInFakeLearner();
    const widget = await fixture(html`<tj-intent-loader intent-id="p-private" search-term="dog"></tj-intent-loader>`);
    await until(() => query(widget, '[part="unavailable"]') !== null, 'the note');
    expect(text(widget)).to.contain('The intent “p-private” cannot be used');
    expect(server.sent.some((sent) => sent.path === '/prompts/playground')).to.equal(false);
  });
});
