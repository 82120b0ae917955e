/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { shadowQuery as query, shadowQueryAll, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { search, searchWord } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import {
  fakeLibraryServer,
  signInFakeLearner,
  storedEvent,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { fakeSearchServer, type FakeSearchServer } from '../../src/testing/fake-search-server.ts';
import { until } from '../../src/testing/until.ts';
import { press } from '../../src/testing/press.ts';
import './index.ts';

/** The first lesson on "dog": the snippet's first sentence (the recorded answer of the reference server). */
const FIRST_LESSON =
  'A dog is a member of the genus Canis (probably descended from the common wolf) that has been domesticated by ' +
  'man since prehistoric times; occurs in many breeds.';

const input = (widget: Element) => query(widget, '[part="input"]') as HTMLInputElement | null;

describe('<tj-typing-tutor>', () => {
  let searchServer: FakeSearchServer;
  let library: FakeLibraryServer;
  afterEach(async () => {
    library.restore();
    searchServer.restore();
    search.actions.clear();
    tokens.clear();
    await setLocale('en');
  });

  it('makes lessons of the thought, counts a wrong key as missed, records the result and draws it', async () => {
    searchServer = fakeSearchServer();
    library = fakeLibraryServer();
    await signInFakeLearner();
    const widget = await fixture(html`<tj-typing-tutor></tj-typing-tutor>`);
    await until(() => text(widget).includes('its snippet and description become typing lessons'), 'the invitation');
    await until(() => text(widget).includes('Finish a lesson to see your progress here.'), 'no history yet');
    searchWord('dog');
    await until(() => input(widget) !== null, 'the lesson');
    expect(query(widget, 'h2')?.textContent).to.equal('Lesson 1 of 3 on “dog”');
    expect(query(widget, '[part="lesson-text"]')?.textContent).to.equal(FIRST_LESSON);
    expect(searchServer.requests.map((request) => request.call)).to.include.members([
      'custom.snippet',
      'explore.description',
    ]);

    input(widget)?.focus();
    await sendKeys({ type: 'A' });
    // A space is due: another key is a miss, and the box keeps only what was typed right.
    await sendKeys({ type: 'x' });
    expect(input(widget)?.value).to.equal('A');
    expect(input(widget)?.getAttribute('aria-invalid')).to.equal('true');
    await sendKeys({ type: FIRST_LESSON.slice(1) });
    await until(() => query(widget, '[part="result"]') !== null, 'the result');
    expect(widget.shadowRoot?.activeElement).to.equal(query(widget, '[part="result"]'));
    const result = query(widget, '[part="result"]')?.textContent ?? '';
    expect(result).to.match(/^Lesson finished: \d+ words per minute, 99 % accuracy\./);
    expect(query(widget, '[part="missed-keys"]')?.textContent).to.equal('Space ×1');

    await until(() => library.recordedVerbs().includes('TYPING_LESSON'), 'the recorded lesson');
    const recorded = library.library.events.find((event) => event.verb === 'TYPING_LESSON')?.value;
    expect(recorded).to.deep.include({
      word: 'dog',
      accuracy: 99,
      characters: FIRST_LESSON.length,
      missed: { ' ': 1 },
    });
    await until(() => query(widget, '[part="chart"]') !== null, 'the progress chart');
    expect(query(widget, '[part="chart"]')?.getAttribute('aria-label')).to.match(
      /^Your last 1 lessons: from \d+ to \d+ words per minute, accuracy from 99 % to 99 %\.$/,
    );
    expect(shadowQueryAll(widget, '[part="history"] tbody tr')).to.have.length(1);

    await press(widget, 'Next lesson');
    await until(() => query(widget, 'h2')?.textContent === 'Lesson 2 of 3 on “dog”', 'the second lesson');
    await until(() => widget.shadowRoot?.activeElement === input(widget), 'the box focused');
    expect(query(widget, '[part="lesson-text"]')?.textContent).to.equal(
      'It is a kind of canine and domestic animal. It is also called domestic dog or Canis familiaris. ' +
        'It is a member of Canis and pack. Its parts include flag.',
    );
  });

  it('draws a learner’s past lessons over time with the keys they miss most', async () => {
    searchServer = fakeSearchServer();
    const lesson = (id: number, day: string, wpm: number, accuracy: number, missed: Record<string, number>) =>
      storedEvent(
        id,
        'TYPING_LESSON',
        { word: 'dog', wpm, accuracy, characters: 80, missed },
        `2026-01-0${day}T10:00:00Z`,
      );
    library = fakeLibraryServer({
      events: [lesson(3, '3', 41, 97, { e: 1 }), lesson(2, '2', 35, 92, { e: 2, t: 1 }), lesson(1, '1', 28, 90, {})],
    });
    await signInFakeLearner();
    const widget = await fixture(html`<tj-typing-tutor></tj-typing-tutor>`);
    await until(() => query(widget, '[part="chart"]') !== null, 'the chart');
    expect(query(widget, '[part="chart"]')?.getAttribute('aria-label')).to.equal(
      'Your last 3 lessons: from 28 to 41 words per minute, accuracy from 90 % to 97 %.',
    );
    expect(shadowQueryAll(widget, '[part="chart"] circle')).to.have.length(6);
    expect(query(widget, '[part="missed-keys"]')?.textContent).to.equal('e ×3t ×1');
    const rows = shadowQueryAll(widget, '[part="history"] tbody tr').map((row) =>
      [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent),
    );
    expect(rows).to.deep.equal([
      ['dog', '41', '97 %'],
      ['dog', '35', '92 %'],
      ['dog', '28', '90 %'],
    ]);
  });

  it('asks a guest to sign in to keep results, and says why the text could not be read', async () => {
    searchServer = fakeSearchServer();
    library = fakeLibraryServer();
    const widget = await fixture(html`<tj-typing-tutor></tj-typing-tutor>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(query(widget, '[part="sign-in"]')?.textContent).to.equal(
      'Sign in to keep your results and see your progress over time.',
    );
    searchServer.fail('custom.snippet', 422, 'The knowledge engine is down.');
    searchWord('dog');
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(text(widget)).to.contain('The knowledge engine is down.');
    searchServer.heal();
    await press(widget, 'Try again');
    await until(() => input(widget) !== null, 'the lesson after a retry');
  });

  it('fits a 390 px phone without scrolling sideways, with a lesson and its progress', async () => {
    searchServer = fakeSearchServer();
    library = fakeLibraryServer({
      events: [storedEvent(1, 'TYPING_LESSON', { word: 'dog', wpm: 30, accuracy: 95, characters: 80, missed: {} })],
    });
    await signInFakeLearner();
    const frame = await fixture<HTMLDivElement>(
      html`<div style="inline-size: 390px; font-size: 16px"><tj-typing-tutor></tj-typing-tutor></div>`,
    );
    const widget = frame.querySelector('tj-typing-tutor') as HTMLElement;
    searchWord('dog');
    await until(() => input(widget) !== null && query(widget, '[part="chart"]') !== null, 'the lesson and chart');
    const region = query(widget, '[part="widget"]') as HTMLElement;
    expect(region.scrollWidth).to.be.at.most(region.clientWidth);
  });

  it('speaks German and keeps the lesson in English', async () => {
    searchServer = fakeSearchServer();
    library = fakeLibraryServer();
    await setLocale('de');
    const widget = await fixture(html`<tj-typing-tutor></tj-typing-tutor>`);
    searchWord('dog');
    await until(() => input(widget) !== null, 'the lesson');
    expect(query(widget, 'h2')?.textContent).to.equal('Lektion 1 von 3 zu „dog“');
    expect(query(widget, '[part="lesson-text"]')?.getAttribute('lang')).to.equal('en');
    expect(query(widget, '[part="language-note"]')?.textContent).to.contain('Englisch');
  });
});
