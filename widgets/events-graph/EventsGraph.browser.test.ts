/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import type { StoredEvent } from '../../src/contract/events.ts';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { session } from '../../src/kit/session.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const profile = { id: 'u1', username: 'ada', email: 'ada@example.org', roles: ['User'] };

const event = (verb: StoredEvent['verb'], value: unknown, id: number): StoredEvent => ({
  id: `e${id}`,
  actor: 'ada',
  verb,
  value,
  dataSource: 'tj-client-web',
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
});

/** What the server holds for ada, newest first: two WIKI_LOOKUPs of dog, one of cat, a note and an anchor. */
const recorded: StoredEvent[] = [
  event('WIKI_LOOKUP', 'dog', 5),
  event('NOTED', { noteTitle: 'Photosynthesis', note: 'Plants make their own food.' }, 4),
  event('WIKI_LOOKUP', 'cat', 3),
  event('ANCHOR_MARK', { id: 'n1', label: 'Paris', anchored: true }, 2),
  event('WIKI_LOOKUP', 'dog', 1),
];

/** Answers /auth/me and GET /events from the page, as the server would for ada; anything else goes to the page. */
function fakeEventsServer(options: { fail?: boolean } = {}) {
  const pageFetch = window.fetch;
  const asked: URL[] = [];
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname.endsWith('/api/v1/auth/me')) return Response.json(profile);
    if (url.pathname.endsWith('/api/v1/events')) {
      asked.push(url);
      if (options.fail) return Response.json({ message: 'You can only see your own activity.' }, { status: 403 });
      const pageNo = Number(url.searchParams.get('pageNo') ?? 0);
      const items = recorded.slice(pageNo * 20, pageNo * 20 + 20);
      return Response.json({ items, pageNo, pageSize: 20, total: recorded.length });
    }
    return pageFetch(input, init);
  };
  return {
    asked,
    restore: () => {
      window.fetch = pageFetch;
    },
  };
}

async function signIn(): Promise<void> {
  session.actions.storeTokens({ token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' });
  await session.actions.initAuth();
}

describe('<tj-events-graph>', () => {
  let server: ReturnType<typeof fakeEventsServer> | undefined;
  afterEach(async () => {
    server?.restore();
    // Signing out without asking the server: the session forgets the profile with the tokens.
    tokens.clear();
    await setLocale('en');
  });

  it('tells a guest to sign in, and asks the server nothing', async () => {
    server = fakeEventsServer();
    const widget = await fixture(html`<tj-events-graph></tj-events-graph>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Sign in to see your events');
    expect(server.asked).to.deep.equal([]);
  });

  it('tells a guest to sign in, in the learner’s language', async () => {
    await setLocale('hi');
    const widget = await fixture(html`<tj-events-graph></tj-events-graph>`);
    await until(() => text(widget).includes('साइन इन करें'), 'the Hindi sign-in note');
  });

  it('draws the signed-in learner’s events as verbs and values with G6, and as a table', async () => {
    server = fakeEventsServer();
    await signIn();
    const widget = await fixture(html`<tj-events-graph></tj-events-graph>`);
    await until(() => query(widget, '[part="canvas"][data-drawn="true"]') !== null, 'the drawing', 9_000);
    expect(server.asked[0]?.searchParams.get('username')).to.equal('ada');
    expect(query(widget, '[part="canvas"] canvas')).to.not.equal(null);
    expect(query(widget, '[part="summary"]')?.textContent).to.equal('5 events of 3 kinds.');
    const rows = shadowQueryAll(widget, '[part="table"] tbody tr').map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    // Each verb by its name, not its spec code.
    expect(rows).to.deep.equal([
      ['Looked up in the encyclopedia (3)', 'dog', '2'],
      ['cat', '1'],
      ['Anchored an idea (1)', 'Paris', '1'],
      ['Wrote a note (1)', 'Photosynthesis', '1'],
    ]);

    // Signing out empties it at once: a learner's events never stay on the page.
    tokens.clear();
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note after signing out');
  });

  it('names the verbs in the learner’s language, in the table and on the canvas', async () => {
    server = fakeEventsServer();
    await signIn();
    const widget = await fixture(html`<tj-events-graph></tj-events-graph>`);
    await until(() => query(widget, '[part="canvas"][data-drawn="true"]') !== null, 'the drawing', 9_000);
    const verbCells = () => shadowQueryAll(widget, '[part="table"] tbody th').map((cell) => cell.textContent);

    await setLocale('de');
    await until(() => verbCells()[0] === 'In der Enzyklopädie nachgeschlagen (3)', 'the German verbs', 9_000);
    expect(verbCells()).to.deep.equal([
      'In der Enzyklopädie nachgeschlagen (3)',
      'Idee verankert (1)',
      'Notiz geschrieben (1)',
    ]);
    // The drawing is made again with the German names.
    await until(() => query(widget, '[part="canvas"][data-drawn="true"]') !== null, 'the German drawing', 9_000);

    await setLocale('hi');
    await until(() => verbCells()[0] === 'विश्वकोश में देखा (3)', 'the Hindi verbs', 9_000);
    expect(text(widget)).to.not.contain('WIKI_LOOKUP');
  });

  it('shows a failed read with a retry', async () => {
    server = fakeEventsServer({ fail: true });
    await signIn();
    const widget = await fixture(html`<tj-events-graph></tj-events-graph>`);
    await until(() => query(widget, '[role="alert"]') !== null, 'the error');
    expect(text(widget)).to.contain('You can only see your own activity.');
    server.restore();
    server = fakeEventsServer();
    buttonNamed(widget, 'Try again')?.click();
    await until(() => query(widget, '[part="table"]') !== null, 'the table after the retry');
  });

  it('detached while drawing, then attached again, draws again without an error', async () => {
    server = fakeEventsServer();
    await signIn();
    const widget = await fixture(html`<tj-events-graph></tj-events-graph>`);
    await until(() => query(widget, '[part="canvas"]') !== null, 'the canvas');
    const parent = widget.parentElement;
    widget.remove();
    parent?.append(widget);
    await until(() => query(widget, '[part="canvas"][data-drawn="true"]') !== null, 'the drawing again', 9_000);
  });
});
