/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { recentEvents } from '../../src/kit/recent-events.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import {
  fakeLibraryServer,
  signInFakeLearner,
  storedEvent,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const events = () => [
  storedEvent(3, 'NOTED', { noteTitle: 'Chlorophyll', note: 'Green.' }, '2026-03-02T10:00:00.000Z'),
  storedEvent(2, 'WIKI_LOOKUP', 'dog', '2026-03-02T09:00:00.000Z'),
  storedEvent(1, 'WIKI_LOOKUP', 'cat', '2026-03-01T09:00:00.000Z'),
];

const rows = (widget: Element) =>
  shadowQueryAll(widget, '[part="event"]').map((event) =>
    ['verb', 'value'].map((part) => event.querySelector(`[part="${part}"]`)?.textContent ?? ''),
  );

describe('<tj-recent-events>', () => {
  let server: FakeLibraryServer | undefined;
  afterEach(async () => {
    server?.restore();
    tokens.clear();
    recentEvents.setVerb(null);
    await setLocale('en');
  });

  it('tells a guest to sign in, and asks the server nothing', async () => {
    server = fakeLibraryServer({ events: events() });
    const widget = await fixture(html`<tj-recent-events></tj-recent-events>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Sign in to see what you did lately.');
    expect(server.requests).to.deep.equal([]);
  });

  it('lists the newest events by name, with what and when; one kind through its own call', async () => {
    server = fakeLibraryServer({ events: events() });
    await signInFakeLearner();
    const widget = await fixture(html`<tj-recent-events></tj-recent-events>`);
    await until(() => rows(widget).length === 3, 'three events');
    expect(server.requests[0]?.path).to.equal('/events/allevents');
    expect(server.requests[0]?.query.get('username')).to.equal('ada');
    expect(rows(widget)).to.deep.equal([
      ['Wrote a note', 'Chlorophyll'],
      ['Looked up in the encyclopedia', 'dog'],
      ['Looked up in the encyclopedia', 'cat'],
    ]);
    expect(query(widget, '[part="time"]')?.getAttribute('datetime')).to.equal('2026-03-02T10:00:00.000Z');
    expect(query(widget, '[part="summary"]')?.textContent).to.equal('The newest 3 of 3 events');

    const kind = query(widget, '[part="filter"] select') as HTMLSelectElement;
    kind.value = 'WIKI_LOOKUP';
    kind.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => rows(widget).length === 2, 'the lookups only');
    expect(server.requests.at(-1)?.path).to.equal('/events/verb/WIKI_LOOKUP');

    kind.value = 'DELETED_QUEST';
    kind.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => query(widget, '[part="empty"]') !== null, 'no such event');

    await setLocale('de');
    await until(() => text(widget).includes('Noch kein Ereignis dieser Art aufgezeichnet.'), 'German');
  });

  it('shows a failed read with a retry, and refreshes', async () => {
    server = fakeLibraryServer({ events: events() });
    server.fail('/events', 403, 'You can only see your own activity.');
    await signInFakeLearner();
    const widget = await fixture(html`<tj-recent-events></tj-recent-events>`);
    await until(() => query(widget, '[part="error"]') !== null, 'the error');
    expect(text(widget)).to.contain('You can only see your own activity.');
    server.heal();
    buttonNamed(widget, 'Try again')?.click();
    await until(() => rows(widget).length === 3, 'the events after the retry');
    server.library.events.unshift(storedEvent(4, 'QUICK_SEARCH', 'Paris'));
    buttonNamed(widget, 'Refresh')?.click();
    await until(() => rows(widget).length === 4, 'the new event');
    expect(rows(widget)[0]).to.deep.equal(['Quick search', 'Paris']);
  });
});
