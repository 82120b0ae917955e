/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { buttonNamed, shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { search } from '../../src/kit/search.ts';
import { session } from '../../src/kit/session.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { chatRoom } from '../../src/kit/chat-room.ts';
import { exchange, fakeEddieServer, type FakeEddieServer } from '../../src/testing/fake-eddie-server.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const answer = (widget: Element) => query(widget, '[part="answer"]');
/** The control whose accessible name is `label` (the history's buttons and links name their question). */
const labelled = (widget: Element, label: string) => query(widget, `[aria-label="${label}"]`) as HTMLElement | null;
const status = (widget: Element) => query(widget, '[part="status"]')?.textContent ?? '';

async function ask(widget: HTMLElement, question: string) {
  (query(widget, 'textarea') as HTMLTextAreaElement).focus();
  await sendKeys({ type: question });
  await sendKeys({ press: 'Enter' });
}

describe('<tj-eddie>', () => {
  let library: FakeLibraryServer;
  let eddie: FakeEddieServer;
  beforeEach(() => {
    library = fakeLibraryServer();
    eddie = fakeEddieServer();
  });
  afterEach(async () => {
    eddie.restore();
    library.restore();
    tokens.clear();
    search.actions.clear();
    chatRoom.leave();
    await setLocale('en');
  });

  it('asks a guest to sign in', async () => {
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Sign in to ask Eddie.');
  });

  it('shows the answer as it streams in, and announces it only once it is complete', async () => {
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await until(() => query(widget, 'textarea') !== null, 'the question box');
    await ask(widget, 'What is chlorophyll?');
    await eddie.send('**Chlorophyll** is the green ');
    await until(() => answer(widget)?.textContent?.includes('Chlorophyll is the green') === true, 'the first piece');
    // The answer has not ended: it is busy, Stop is offered, and nothing has been read out yet.
    expect(answer(widget)?.getAttribute('aria-busy')).to.equal('true');
    expect(answer(widget)?.querySelector('strong')?.textContent).to.equal('Chlorophyll');
    expect(buttonNamed(widget, 'Stop')).to.not.equal(undefined);
    expect(status(widget)).to.equal('Eddie is answering…');
    expect(query(widget, '[part="conversation"]')?.hasAttribute('aria-live')).to.equal(false);
    await eddie.send('pigment of [Leaves](/note/n1), see [chlorophyll](#search/chlorophyll).');
    eddie.end();
    await until(() => status(widget).startsWith('Eddie answered:'), 'the announcement');
    expect(status(widget)).to.equal('Eddie answered: Chlorophyll is the green pigment of Leaves, see chlorophyll.');
    expect(eddie.asked).to.deep.equal(['What is chlorophyll?']);
    expect(buttonNamed(widget, 'Ask')).to.not.equal(undefined);
    expect((query(widget, 'textarea') as HTMLTextAreaElement).value).to.equal('');

    // Citations: a note opens its page on the kit's server in a new tab; a word is searched on this page.
    const noteLink = answer(widget)?.querySelector('a[href$="/note/n1"]');
    expect(noteLink?.getAttribute('href')).to.equal(new URL('/note/n1', location.href).href);
    expect(noteLink?.getAttribute('target')).to.equal('_blank');
    const wordLink = answer(widget)?.querySelector<HTMLAnchorElement>('a[href="#search/chlorophyll"]');
    const searched = oneEvent(widget, 'tj-search');
    wordLink?.click();
    expect((await searched).detail).to.deep.equal({ word: 'chlorophyll' });
    expect(search.signals.thought.value?.word).to.equal('chlorophyll');
  });

  it('Stop cancels the answer streaming in: the request is aborted and what came stays', async () => {
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await until(() => query(widget, 'textarea') !== null, 'the question box');
    await ask(widget, 'Count to a thousand');
    await eddie.send('one two three ');
    await until(() => answer(widget)?.textContent?.includes('one two three') === true, 'the first piece');
    buttonNamed(widget, 'Stop')?.click();
    await until(() => eddie.stopped(), 'the request aborted');
    await until(() => status(widget) === 'Stopped: the answer ends here. Ask again for a full one.', 'the stop');
    expect(answer(widget)?.textContent).to.contain('one two three');
    expect(answer(widget)?.getAttribute('aria-busy')).to.equal('false');
    expect(buttonNamed(widget, 'Stop')).to.equal(undefined);
  });

  it('Escape in the question box stops an answer too', async () => {
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await until(() => query(widget, 'textarea') !== null, 'the question box');
    await ask(widget, 'Tell me everything');
    await eddie.send('Everything ');
    await until(() => answer(widget)?.textContent?.includes('Everything') === true, 'the first piece');
    await sendKeys({ press: 'Escape' });
    await until(() => eddie.stopped(), 'the request aborted');
  });

  it('renders markdown safely: no script, no event handler, no javascript: link', async () => {
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await until(() => query(widget, 'textarea') !== null, 'the question box');
    await ask(widget, 'Be naughty');
    await eddie.send('<img src=x onerror="window.pwned=1"> [click](javascript:window.pwned=2) <script>x</script> done');
    eddie.end();
    await until(() => status(widget).startsWith('Eddie answered:'), 'the answer');
    expect(answer(widget)?.querySelector('img, script')).to.equal(null);
    expect(answer(widget)?.querySelector('a')?.getAttribute('href') ?? null).to.equal(null);
    expect(answer(widget)?.textContent).to.contain('<img src=x');
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
  });

  it('keeps the session’s history and clears the context', async () => {
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await until(() => query(widget, 'textarea') !== null, 'the question box');
    for (const question of ['First question', 'Second question']) {
      await ask(widget, question);
      await eddie.send(`Answer to ${question}`);
      eddie.end();
      await until(() => text(widget).includes(`Answer to ${question}`), question);
    }
    expect(widget.shadowRoot?.querySelectorAll('[part="turn"]').length).to.equal(2);
    buttonNamed(widget, 'Clear context')?.click();
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty conversation');
    expect(eddie.clears()).to.equal(1);
    expect(status(widget)).to.equal('Eddie’s context is cleared: the next question starts afresh.');
  });

  it('keeps its question box and Ask button in view in a small panel: the conversation scrolls above them', async () => {
    await signInFakeLearner();
    // Eddie's panel of the default workspace at 1366 × 768 (328 × 293, less its tabs and padding): a box of fixed
    // size that scrolls what does not fit, which gives the element its height (host.css).
    const panel = await fixture<HTMLElement>(
      html`<div style="width: 304px; height: 234px; overflow: auto"><tj-eddie style="height: 100%"></tj-eddie></div>`,
    );
    const widget = panel.querySelector('tj-eddie') as HTMLElement;
    await until(() => query(widget, 'textarea') !== null, 'the question box');
    const long = 'A long answer that takes several lines of this narrow panel to read. '.repeat(4);
    for (const question of ['First', 'Second', 'Third']) {
      await ask(widget, question);
      await eddie.send(`${question}: ${long}`);
      eddie.end();
      await until(() => status(widget).startsWith('Eddie answered:'), question);
    }
    const inside = (element: Element | null | undefined) => {
      const box = element?.getBoundingClientRect();
      const frame = panel.getBoundingClientRect();
      return Boolean(box && box.top >= frame.top && box.bottom <= frame.bottom + 0.5 && box.height > 0);
    };
    expect(panel.scrollTop, 'the panel itself does not scroll').to.equal(0);
    expect(inside(query(widget, 'textarea')), 'the question box').to.equal(true);
    expect(inside(buttonNamed(widget, 'Ask')), 'the Ask button').to.equal(true);
    const conversation = query(widget, '.eddie-scroll') as HTMLElement;
    expect(conversation.scrollHeight).to.be.greaterThan(conversation.clientHeight);
    // It follows the conversation to its end: the last answer is the one in view.
    expect(conversation.scrollTop + conversation.clientHeight).to.be.closeTo(conversation.scrollHeight, 2);
  });

  it('says what failed, in the learner’s language', async () => {
    await setLocale('hi');
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await until(() => query(widget, 'label')?.textContent === 'आपका प्रश्न', 'the Hindi form');
    // A model server that is down is a 502 with the server's message, in the language the kit asked for.
    const modelDown =
      'एडी का भाषा मॉडल अभी जवाब नहीं दे रहा है। कृपया एक मिनट बाद फिर कोशिश करें; अगर ऐसा होता रहे, तो इस थॉटकिट सर्वर को चलाने वाले को बताएँ।';
    eddie.failNext(502, modelDown);
    await ask(widget, 'क्लोरोफिल क्या है?');
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(query(widget, '[role="alert"]')?.textContent).to.equal(`एडी उत्तर नहीं दे सका। ${modelDown}`);
    expect(session.signals.isLoggedIn.value).to.equal(true);
  });

  it('continues a past conversation from the history, links its page, and says when it is not found', async () => {
    await signInFakeLearner();
    eddie.history.push(
      exchange('x1', 'What is a telescope?', 'An instrument that makes **far** things look near.'),
      exchange('x2', 'What is a microscope?', 'An instrument that makes small things look large.'),
    );
    const widget = await fixture<HTMLElement>(html`<tj-eddie></tj-eddie>`);
    await until(() => buttonNamed(widget, 'History') !== undefined, 'the History button');
    buttonNamed(widget, 'History')?.click();
    await until(() => widget.shadowRoot?.querySelectorAll('[part="history-item"]').length === 2, 'the history');
    const page = labelled(widget, 'Open the page of the conversation “What is a telescope?”');
    expect(page?.getAttribute('href')).to.equal('/thread/x1');
    labelled(widget, 'Continue the conversation “What is a telescope?”')?.click();
    await until(() => query(widget, '[part="room"]') !== null, 'the room');
    expect(query(widget, '[part="history"]'), 'the history closes').to.equal(null);
    expect(query(widget, '[part="question"]')?.textContent).to.contain('What is a telescope?');
    expect(answer(widget)?.querySelector('strong')?.textContent).to.equal('far');
    expect(widget.shadowRoot?.activeElement?.tagName).to.equal('TEXTAREA');
    await ask(widget, 'And how far can it see?');
    await eddie.send('As far as its lens lets it.');
    eddie.end();
    await until(() => widget.shadowRoot?.querySelectorAll('[part="turn"]').length === 2, 'the continued conversation');
    expect(eddie.asked).to.deep.equal(['And how far can it see?']);
    expect(eddie.rooms, 'the question continues the room').to.deep.equal(['x1']);

    // A room gone since the history was read (or another learner's) is not found: nothing of it shows.
    buttonNamed(widget, 'History')?.click();
    await until(() => widget.shadowRoot?.querySelectorAll('[part="history-item"]').length === 2, 'the history again');
    eddie.history.splice(1, 1);
    labelled(widget, 'Continue the conversation “What is a microscope?”')?.click();
    await until(() => query(widget, '[role="alert"]') !== null, 'the failure');
    expect(query(widget, '[role="alert"]')?.textContent).to.equal(
      'This conversation could not be opened: This conversation was not found.',
    );
    expect(query(widget, '[part="room"]')).to.equal(null);
    expect(query(widget, '[part="conversation"]')?.textContent).to.not.contain('small things look large');
  });
});
