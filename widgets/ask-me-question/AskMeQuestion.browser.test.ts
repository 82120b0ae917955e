/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { search } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeEddieServer, type FakeEddieServer } from '../../src/testing/fake-eddie-server.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const OFFLINE_QUESTIONS =
  '- How is dog connected to canine? (is a kind of: [canine](#search/canine))\n' +
  '- How is dog connected to pack? (is a member of: [pack](#search/pack))\n\n' +
  '_No language model is configured on this server, so these are drawn from the dictionary’s relations._\n';
const choices = (widget: Element) =>
  [...(widget.shadowRoot?.querySelectorAll('[part="question-choice"]') ?? [])].map((choice) => choice.textContent);
const status = (widget: Element) => query(widget, '[part="status"]')?.textContent ?? '';

describe('<tj-ask-me-question>', () => {
  let library: FakeLibraryServer;
  let questions: FakeEddieServer;
  let eddie: FakeEddieServer;
  beforeEach(async () => {
    library = fakeLibraryServer();
    questions = fakeEddieServer('/eddie/prompt/info/stream');
    eddie = fakeEddieServer();
    await signInFakeLearner();
  });
  afterEach(async () => {
    eddie.restore();
    questions.restore();
    library.restore();
    tokens.clear();
    search.actions.clear();
    await setLocale('en');
  });

  it('says what to do before a thought is searched, then asks about the thought searched', async () => {
    const widget = await fixture<HTMLElement>(html`<tj-ask-me-question></tj-ask-me-question>`);
    await until(() => query(widget, '[part="idle"]') !== null, 'the idle note');
    expect(text(widget)).to.contain('Search for a thought, and Eddie will ask you questions about it.');
    search.actions.searchWord('dog');
    await until(() => questions.asked.length === 1, 'the questions asked');
    expect(questions.asked).to.deep.equal(['dog']);
  });

  it('streams the questions in, and streams Eddie’s reply to the answer of the one chosen by keyboard', async () => {
    const widget = await fixture<HTMLElement>(html`<tj-ask-me-question word="dog"></tj-ask-me-question>`);
    await questions.send('- How is dog connected to canine? (is a kind ');
    await until(
      () => query(widget, '[part="streaming"]')?.textContent?.includes('connected to canine') === true,
      'a piece',
    );
    expect(query(widget, '[part="loading"]')?.textContent).to.equal('Eddie is thinking of questions about “dog”…');
    await questions.send(OFFLINE_QUESTIONS.slice(46));
    questions.end();
    await until(() => choices(widget).length === 2, 'the questions');
    expect(choices(widget)).to.deep.equal(['How is dog connected to canine?', 'How is dog connected to pack?']);
    const radios = widget.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect(radios[0]?.checked).to.equal(true);
    radios[0]?.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => radios[1]?.checked === true, 'the second question chosen');
    (query(widget, 'textarea') as HTMLTextAreaElement).focus();
    await sendKeys({ type: 'Dogs live in packs' });
    await sendKeys({ press: 'Enter' });
    await until(() => eddie.asked.length === 1, 'the answer sent');
    expect(eddie.asked[0]).to.contain('You asked me: How is dog connected to pack? My answer: Dogs live in packs');
    await eddie.send('**Right**: wolves ');
    await until(() => query(widget, '[part="answer"]')?.textContent?.includes('Right: wolves') === true, 'the reply');
    expect(buttonNamed(widget, 'Stop')).to.not.equal(undefined);
    await eddie.send('live in packs too.');
    eddie.end();
    await until(() => status(widget) === 'Eddie’s reply is complete.', 'the reply announced');
    expect(query(widget, '[part="answer"] strong')?.textContent).to.equal('Right');
  });

  it('says why the questions could not be asked, and asks again', async () => {
    questions.failNext(404, 'This prompt was not found.');
    const widget = await fixture<HTMLElement>(html`<tj-ask-me-question word="dog"></tj-ask-me-question>`);
    await until(() => query(widget, '[part="error"]') !== null, 'the error');
    expect(text(widget)).to.contain('Eddie could not ask about this thought:');
    expect(text(widget)).to.contain('This prompt was not found.');
    buttonNamed(widget, 'Ask again')?.click();
    await questions.send(OFFLINE_QUESTIONS);
    questions.end();
    await until(() => choices(widget).length === 2, 'the questions after a retry');
  });

  it('shows Eddie’s words when there is nothing to ask, in the learner’s language', async () => {
    await setLocale('de');
    const widget = await fixture<HTMLElement>(html`<tj-ask-me-question word="zzqx"></tj-ask-me-question>`);
    await until(() => query(widget, '[part="loading"]') !== null, 'the loading state');
    expect(text(widget)).to.contain('Eddie überlegt sich Fragen zu „zzqx“');
    await questions.send('Das Wörterbuch kennt nichts, was mit „zzqx“ zusammenhängt.');
    questions.end();
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty state');
    expect(text(widget)).to.contain('Das Wörterbuch kennt nichts');
  });

  it('fits 390 px without scrolling sideways', async () => {
    const widget = await fixture<HTMLElement>(
      html`<tj-ask-me-question word="dog" style="display:block;width:390px"></tj-ask-me-question>`,
    );
    await questions.send(OFFLINE_QUESTIONS);
    questions.end();
    await until(() => choices(widget).length === 2, 'the questions');
    const root = query(widget, '[part="widget"]') as HTMLElement;
    expect(root.scrollWidth).to.be.at.most(root.clientWidth + 1);
  });
});
