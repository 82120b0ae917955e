/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { shadowQuery as query, shadowQueryAll, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { search, searchWord } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import {
  fakeAssessmentServer,
  volcanoTest,
  type FakeAssessmentServer,
} from '../../src/testing/fake-assessment-server.ts';
import { fakeSearchServer, type FakeSearchServer } from '../../src/testing/fake-search-server.ts';
import { until } from '../../src/testing/until.ts';
import { press } from '../../src/testing/press.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import './index.ts';

describe('<tj-assessment>', () => {
  let searchServer: FakeSearchServer;
  let library: FakeLibraryServer;
  let server: FakeAssessmentServer;
  beforeEach(() => {
    searchServer = fakeSearchServer();
    library = fakeLibraryServer();
    server = fakeAssessmentServer();
  });
  afterEach(async () => {
    server.restore();
    library.restore();
    searchServer.restore();
    search.actions.clear();
    tokens.clear();
    await setLocale('en');
  });

  it('makes a test on a typed word, is taken with the keyboard, and shows the score with each answer explained', async () => {
    await signInFakeLearner();
    const widget = await fixture(html`<tj-assessment></tj-assessment>`);
    await until(() => text(widget).includes('Make a test on a word'), 'the invitation');
    typeInto(query(widget, 'input'), 'volcano');
    (query(widget, 'input') as HTMLInputElement).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => query(widget, 'fieldset') !== null, 'the questions');
    expect(server.sent[0]).to.deep.equal({
      path: '/reference-assessment/generate-test',
      body: { subtopic: 'volcano' },
    });
    expect(query(widget, 'h2')?.textContent).to.equal('Test on “volcano”');
    expect(widget.shadowRoot?.activeElement).to.equal(query(widget, 'h2'));
    const legends = shadowQueryAll(widget, 'legend').map((legend) => legend.textContent);
    expect(legends).to.deep.equal(['“volcano” is a kind of… (easy)', 'Which word means the same as “vent”? (hard)']);

    // One radio group per question: Tab reaches the first, the arrows choose within it.
    (shadowQueryAll(widget, 'input[type="radio"]')[0] as HTMLInputElement).focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowDown' });
    await press(widget, 'Check my answers');
    await until(() => query(widget, '[part="score"]') !== null, 'the score');
    expect(server.sent.slice(1)).to.deep.equal([
      { path: '/assessments', body: { subtopic: 'volcano', seed: 42 } },
      { path: '/assessments/as1', body: { result: { answers: { q1: 'b', q2: 'b' } }, status: 'completed' } },
    ]);
    expect(query(widget, '[part="score"]')?.textContent).to.equal('You got 1 of 2 right. Points earned: 1.');
    expect(widget.shadowRoot?.activeElement).to.equal(query(widget, '[part="score"]'));
    const marks = shadowQueryAll(widget, '[part="mark"]');
    expect(marks.map((mark) => mark.getAttribute('data-correct'))).to.deep.equal(['true', 'false']);
    expect(marks[0]?.textContent).to.contain('The knowledge graph lists “volcano” as a kind of “mountain”.');
    expect(marks[1]?.textContent).to.contain('Your answer: rift.');
    expect(marks[1]?.textContent).to.contain('The right answer: volcano.');

    await press(widget, 'Take another test on “volcano”');
    await until(() => query(widget, 'fieldset') !== null, 'the new test');
    expect(server.sent.at(-1)?.path).to.equal('/reference-assessment/generate-test');
    expect(shadowQueryAll(widget, 'input:checked')).to.have.length(0);
  });

  it('tests the current thought, and asks a visitor to sign in before marking', async () => {
    const widget = await fixture(html`<tj-assessment></tj-assessment>`);
    searchWord('dog');
    await press(widget, 'Test me on “dog”');
    await until(() => query(widget, 'fieldset') !== null, 'the questions');
    expect(server.sent[0]?.body).to.deep.equal({ subtopic: 'dog' });
    expect(text(widget)).to.contain('Sign in to have your answers marked and earn points.');
    expect((query(widget, '[part="submit"]') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('says why a test could not be made, and tries again', async () => {
    const widget = await fixture(html`<tj-assessment></tj-assessment>`);
    server.fail(422, 'We could not make a test on “qwzxv”.');
    await until(() => query(widget, 'input') !== null, 'the form');
    typeInto(query(widget, 'input'), 'qwzxv');
    (query(widget, 'input') as HTMLInputElement).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(text(widget)).to.contain('No test could be made on “qwzxv”.');
    expect(text(widget)).to.contain('We could not make a test on “qwzxv”.');
    server.heal();
    await press(widget, 'Try again');
    await until(() => query(widget, 'fieldset') !== null, 'the questions after a retry');
  });

  it('asks a question in the words a language model gave it, and tells of a ruby earned by a first pass', async () => {
    server.restore();
    const [first, second] = volcanoTest.questions;
    server = fakeAssessmentServer({
      ...volcanoTest,
      questions: [first!, { ...second!, text: 'Which word is another name for a vent in the earth’s crust?' }],
    });
    await signInFakeLearner();
    const widget = await fixture(html`<tj-assessment></tj-assessment>`);
    await until(() => query(widget, 'input') !== null, 'the form');
    typeInto(query(widget, 'input'), 'volcano');
    await press(widget, 'Make a test');
    await until(() => query(widget, 'fieldset') !== null, 'the questions');
    const legends = shadowQueryAll(widget, 'legend');
    expect(legends.map((legend) => legend.textContent)).to.deep.equal([
      '“volcano” is a kind of… (easy)',
      'Which word is another name for a vent in the earth’s crust? (hard)',
    ]);
    expect(legends[1]?.getAttribute('lang')).to.equal('en');
    const [, mountain, , , volcano] = shadowQueryAll(widget, 'input[type="radio"]') as HTMLInputElement[];
    mountain?.click();
    volcano?.click();
    await press(widget, 'Check my answers');
    await until(() => query(widget, '[part="score"]') !== null, 'the score');
    expect(query(widget, '[part="score"]')?.textContent).to.equal(
      'You got 2 of 2 right. Points earned: 2. You passed a test on “volcano” for the first time and earned a ruby.',
    );
    expect(shadowQueryAll(widget, '[part="mark"] .prompt')[1]?.textContent).to.equal(
      'Which word is another name for a vent in the earth’s crust?',
    );
  });

  it('speaks German, and says the words are English', async () => {
    await setLocale('de');
    const widget = await fixture(html`<tj-assessment></tj-assessment>`);
    await until(() => query(widget, 'input') !== null, 'the form');
    typeInto(query(widget, 'input'), 'volcano');
    await press(widget, 'Test erstellen');
    await until(() => query(widget, 'fieldset') !== null, 'the questions');
    expect(shadowQueryAll(widget, 'legend')[0]?.textContent).to.equal('„volcano“ ist eine Art von … (leicht)');
    expect(query(widget, '[role="note"]')?.textContent).to.contain('Englisch');
  });
});
