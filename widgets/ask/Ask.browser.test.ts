/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { fakeEddieServer } from '../../src/testing/fake-eddie-server.ts';
import { fakeLibraryServer, signInFakeLearner } from '../../src/testing/fake-library-server.ts';
import { fakeQuestionServer, type FakeQuestionServer } from '../../src/testing/fake-question-server.ts';
import { until } from '../../src/testing/until.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import './index.ts';

describe('<tj-ask>', () => {
  let server: FakeQuestionServer;
  beforeEach(() => {
    server = fakeQuestionServer();
  });
  afterEach(async () => {
    server.restore();
    await setLocale('en');
  });

  it('answers a question and says which engine answered', async () => {
    const widget = await fixture(html`<tj-ask></tj-ask>`);
    await until(() => text(widget).includes('Ask an everyday or computational question'), 'the invitation');
    (query(widget, 'input') as HTMLInputElement).focus();
    await sendKeys({ type: '12 km in miles' });
    await sendKeys({ press: 'Enter' });
    await until(() => query(widget, 'output') !== null, 'the answer');
    expect(query(widget, 'output')?.textContent).to.equal('7.46 miles');
    expect(query(widget, '.answer')?.getAttribute('role')).to.equal('status');
    expect(text(widget)).to.contain('Answered by the built-in calculator (works offline)');
    expect(text(widget)).to.contain('unit conversion');
  });

  it('answers “what is X” with the definition and a button that searches X', async () => {
    const widget = await fixture(html`<tj-ask></tj-ask>`);
    await until(() => buttonNamed(widget, 'what is photosynthesis') !== undefined, 'the examples');
    buttonNamed(widget, 'what is photosynthesis')?.click();
    await until(() => query(widget, 'output') !== null, 'the answer');
    expect(query(widget, 'output')?.textContent).to.match(/^Photosynthesis is synthesis of compounds/);
    expect(text(widget)).to.contain('Answered by the built-in dictionary (works offline)');
    expect(text(widget)).to.contain('Definitions come from the English dictionary, so they are in English.');
    const searched: string[] = [];
    widget.addEventListener('tj-search', (event) =>
      searched.push((event as CustomEvent<{ word: string }>).detail.word),
    );
    buttonNamed(widget, 'Search “photosynthesis”')?.click();
    expect(searched).to.deep.equal(['photosynthesis']);
  });

  it('converts a temperature', async () => {
    const widget = await fixture(html`<tj-ask></tj-ask>`);
    await until(() => buttonNamed(widget, '100 F in C') !== undefined, 'the examples');
    buttonNamed(widget, '100 F in C')?.click();
    await until(() => query(widget, 'output')?.textContent === '37.78 °C', 'the answer');
  });

  it('asks an example in one click', async () => {
    const widget = await fixture(html`<tj-ask></tj-ask>`);
    await until(() => buttonNamed(widget, 'solve 2x + 3 = 11') !== undefined, 'the examples');
    buttonNamed(widget, 'solve 2x + 3 = 11')?.click();
    await until(() => query(widget, 'output')?.textContent === 'x = 4', 'the answer');
    expect((query(widget, 'input') as HTMLInputElement).value).to.equal('solve 2x + 3 = 11');
    expect(text(widget)).to.contain('equation solved');
  });

  it('has a loading and an error state, with a retry', async () => {
    const widget = await fixture(html`<tj-ask></tj-ask>`);
    await until(() => buttonNamed(widget, '2^10 / 4') !== undefined, 'the examples');
    server.hold();
    buttonNamed(widget, '2^10 / 4')?.click();
    await until(() => query(widget, '[aria-busy="true"]') !== null, 'the busy state');
    expect(text(widget)).to.contain('Working out “2^10 / 4”…');
    server.fail('custom.askWolfram', 503, 'down');
    server.release();
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(text(widget)).to.contain('“2^10 / 4” could not be answered.');
    server.heal();
    buttonNamed(widget, 'Try again')?.click();
    await until(() => query(widget, 'output')?.textContent === '256', 'the answer after a retry');
  });

  it('speaks Hindi', async () => {
    await setLocale('hi');
    const widget = await fixture(html`<tj-ask></tj-ask>`);
    await until(() => query(widget, 'label') !== null, 'the form');
    expect(query(widget, 'label')?.textContent).to.equal('आपका प्रश्न');
    expect(query(widget, 'button[type="submit"]')?.textContent).to.equal('पूछें');
  });

  it('asks Eddie the same question, answered whole, for a learner whose role has Eddie', async () => {
    const guestView = await fixture(html`<tj-ask></tj-ask>`);
    await until(() => query(guestView, 'input') !== null, 'the form');
    expect(buttonNamed(guestView, 'Ask Eddie'), 'a guest has no Eddie').to.equal(undefined);
    const library = fakeLibraryServer();
    const eddie = fakeEddieServer();
    try {
      await signInFakeLearner();
      eddie.queryAnswer = (prompt) => `**${prompt}** Look it up in the [dictionary](#search/telescope).`;
      const widget = await fixture(html`<tj-ask></tj-ask>`);
      await until(() => buttonNamed(widget, 'Ask Eddie') !== undefined, 'the Ask Eddie button');
      (query(widget, 'input') as HTMLInputElement).focus();
      await sendKeys({ type: 'What is a telescope?' });
      buttonNamed(widget, 'Ask Eddie')?.click();
      await until(() => query(widget, '[part="eddie-answer"]') !== null, "Eddie's answer");
      expect(query(widget, '[part="eddie-answer"] [part="question"]')?.textContent).to.contain('What is a telescope?');
      expect(query(widget, '[part="eddie-answer"] strong')?.textContent).to.equal('What is a telescope?');
      expect(eddie.asked, 'no streamed question').to.deep.equal([]);
      const searched: string[] = [];
      widget.addEventListener('tj-search', (event) =>
        searched.push((event as CustomEvent<{ word: string }>).detail.word),
      );
      (query(widget, '[part="eddie-answer"] a') as HTMLElement | null)?.click();
      expect(searched).to.deep.equal(['telescope']);
      // Asking the calculator again shows its answer instead.
      await sendKeys({ press: 'Enter' });
      await until(() => query(widget, '[part="eddie-answer"]') === null, "the calculator's answer");
    } finally {
      eddie.restore();
      library.restore();
      tokens.clear();
    }
  });
});
