/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { shadowQuery as query, shadowQueryAll, shadowText as text } from '../../src/elements/shadow-query.ts';
import { search, searchWord } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { fakeQuestionServer, type FakeQuestionServer } from '../../src/testing/fake-question-server.ts';
import { fakeSearchServer, type FakeSearchServer } from '../../src/testing/fake-search-server.ts';
import { until } from '../../src/testing/until.ts';
import { press } from '../../src/testing/press.ts';
import { tokens } from '../../src/kit/api.ts';
import './index.ts';

const items = (widget: Element, selector: string) =>
  shadowQueryAll(widget, `${selector} li`).map((item) => item.textContent);

describe('<tj-compare>', () => {
  let searchServer: FakeSearchServer;
  let library: FakeLibraryServer;
  let server: FakeQuestionServer;
  beforeEach(() => {
    searchServer = fakeSearchServer();
    library = fakeLibraryServer();
    server = fakeQuestionServer();
  });
  afterEach(async () => {
    server.restore();
    library.restore();
    searchServer.restore();
    search.actions.clear();
    tokens.clear();
    await setLocale('en');
  });

  it('sets the current thought beside a typed word, with shared ancestors and the path, and records COMPARE', async () => {
    await signInFakeLearner();
    const widget = await fixture(html`<tj-compare></tj-compare>`);
    await until(() => text(widget).includes('Compare two words'), 'the invitation');
    searchWord('dog');
    const [, second] = shadowQueryAll(widget, 'input') as HTMLInputElement[];
    second?.focus();
    await sendKeys({ type: 'cat' });
    await sendKeys({ press: 'Enter' });
    await until(() => query(widget, '[part="path"]') !== null, 'the comparison');
    expect(query(widget, 'h2')?.textContent).to.equal('“dog” and “cat”');
    const words = shadowQueryAll(widget, '[part="word"]');
    expect(words.map((word) => word.querySelector('h3')?.textContent)).to.deep.equal(['dog', 'cat']);
    expect(words[0]?.textContent).to.contain('A kind of');
    expect(words[0]?.textContent).to.contain('canine');
    expect(words[1]?.textContent).to.contain('feline');
    expect(items(widget, '[part="shared"]')[0]).to.equal('carnivore');
    expect(items(widget, '[part="path"]')).to.deep.equal(['dog', 'canine', 'carnivore', 'feline', 'cat']);
    await until(() => library.recordedVerbs().includes('COMPARE'), 'the COMPARE event');
    const recorded = library.requests.find((request) => request.body['verb'] === 'COMPARE');
    expect(recorded?.body['value']).to.deep.equal({ first: 'dog', second: 'cat' });
  });

  it('offers "did you mean" for an unknown word, and compares again with the word chosen', async () => {
    const widget = await fixture(html`<tj-compare></tj-compare>`);
    await until(() => query(widget, 'input') !== null, 'the form');
    const [first, second] = shadowQueryAll(widget, 'input') as HTMLInputElement[];
    first?.focus();
    await sendKeys({ type: 'dgo' });
    second?.focus();
    await sendKeys({ type: 'cat' });
    await press(widget, 'Compare');
    await until(() => query(widget, '[part="unknown"]') !== null, 'the unknown word');
    expect(text(widget)).to.contain('“dgo” is not in the dictionary.');
    expect(query(widget, '[part="path"]')).to.equal(null);
    await press(widget, 'dog');
    await until(() => query(widget, '[part="path"]') !== null, 'the comparison');
    expect((shadowQueryAll(widget, 'input')[0] as HTMLInputElement).value).to.equal('dog');
  });

  it('has loading and error states, with a retry', async () => {
    const widget = await fixture(html`<tj-compare></tj-compare>`);
    await until(() => query(widget, 'input') !== null, 'the form');
    server.hold();
    const [first, second] = shadowQueryAll(widget, 'input') as HTMLInputElement[];
    first?.focus();
    await sendKeys({ type: 'dog' });
    second?.focus();
    await sendKeys({ type: 'cat' });
    await sendKeys({ press: 'Enter' });
    await until(() => query(widget, '[aria-busy="true"]') !== null, 'the busy state');
    server.fail('custom.compare', 503, 'down');
    server.release();
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(text(widget)).to.contain('“dog” and “cat” could not be compared.');
    server.heal();
    await press(widget, 'Try again');
    await until(() => query(widget, '[part="path"]') !== null, 'the comparison after a retry');
  });

  it('speaks Spanish, and says the words are English', async () => {
    await setLocale('es');
    const widget = await fixture(html`<tj-compare></tj-compare>`);
    await until(() => query(widget, 'input') !== null, 'the form');
    const [first, second] = shadowQueryAll(widget, 'input') as HTMLInputElement[];
    first?.focus();
    await sendKeys({ type: 'dog' });
    second?.focus();
    await sendKeys({ type: 'cat' });
    await press(widget, 'Comparar');
    await until(() => query(widget, '[part="path"]') !== null, 'the comparison');
    expect(text(widget)).to.contain('Ambas son un tipo de');
    expect(query(widget, '[role="note"]')?.textContent).to.contain('inglés');
  });
});
