/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { shadowQuery as query, shadowQueryAll, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { recentActivity } from '../../src/kit/recent-activity.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import {
  fakeLibraryServer,
  signInFakeLearner,
  storedEvent,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import './index.ts';

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('<tj-recent-activity>', () => {
  let server: FakeLibraryServer | undefined;
  afterEach(async () => {
    server?.restore();
    tokens.clear();
    recentActivity.setDays(3);
    await setLocale('en');
  });

  it('is not available to a guest (spec 1 §6: Default and Guest do not load recent activity)', async () => {
    server = fakeLibraryServer();
    const widget = await fixture(html`<tj-recent-activity></tj-recent-activity>`);
    await until(() => text(widget).includes('Recent Activity is not available for your role.'), 'the refusal');
    expect(server.requests).to.deep.equal([]);
  });

  it('counts the last 3 days by default, per day and per kind, and looks back further when asked', async () => {
    server = fakeLibraryServer({
      events: [
        storedEvent(4, 'WIKI_LOOKUP', 'dog', `${today}T09:00:00.000Z`),
        storedEvent(3, 'WIKI_LOOKUP', 'cat', `${today}T08:00:00.000Z`),
        storedEvent(2, 'NOTED', { noteTitle: 'Chlorophyll' }, `${today}T07:00:00.000Z`),
        storedEvent(1, 'SET_SAVED_GRAPH', { graph_name: 'Volcano' }, `${daysAgo(5)}T07:00:00.000Z`),
      ],
    });
    await signInFakeLearner();
    const widget = await fixture(html`<tj-recent-activity></tj-recent-activity>`);
    await until(() => query(widget, '[part="days"]') !== null, 'the days');
    const analytics = server.requests.find((request) => request.path === '/events/analytics');
    expect(analytics?.body).to.deep.equal({ username: 'ada', days: 3 });
    expect(query(widget, '[part="summary"]')?.textContent).to.equal('3 actions in the last 3 days');
    const days = shadowQueryAll(widget, '[part="days"] tbody tr').map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(days).to.deep.equal([
      ['0', '–'],
      ['0', '–'],
      ['3', 'Looked up in the encyclopedia'],
    ]);
    const kinds = shadowQueryAll(widget, '[part="kind"] .card-title').map((title) => title.textContent);
    expect(kinds).to.deep.equal(['Looked up in the encyclopedia (2)', 'Wrote a note (1)', 'Saved a graph (1)']);
    expect(query(widget, '[part="recent"]')?.textContent).to.equal('dog · cat');

    const span = query(widget, '[part="span"] select') as HTMLSelectElement;
    span.value = '7';
    span.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => query(widget, '[part="summary"]')?.textContent === '4 actions in the last 7 days', '7 days');

    await setLocale('hi');
    await until(() => text(widget).includes('पिछले 7 दिनों में 4 कार्य'), 'Hindi');
  });

  it('says when nothing is recorded, and shows a failed count with a retry', async () => {
    server = fakeLibraryServer();
    server.fail('/events/analytics', 400, 'Days must be at most 366.');
    await signInFakeLearner();
    const widget = await fixture(html`<tj-recent-activity></tj-recent-activity>`);
    await until(() => query(widget, '[part="error"]') !== null, 'the error');
    expect(text(widget)).to.contain('Days must be at most 366.');
    server.heal();
    (query(widget, '[part="retry"]') as HTMLButtonElement).click();
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty note');
    expect(text(widget)).to.contain('Nothing is recorded yet');
  });
});
