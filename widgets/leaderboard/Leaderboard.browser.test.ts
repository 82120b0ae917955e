/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { shadowQuery as query, shadowQueryAll, shadowText as text } from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import {
  fakeStandingServer,
  type FakeStanding,
  type FakeStandingServer,
} from '../../src/testing/fake-standing-server.ts';
import './index.ts';

/** ada (the fake learner) second of three, with rubies. */
const board = (): FakeStanding['leaderboard'] => ({
  leaders: [
    { rank: 1, username: 'grace', points: 1250, rubies: 3 },
    { rank: 2, username: 'ada', points: 40, rubies: 2 },
    { rank: 2, username: 'linus', points: 40, rubies: 2 },
  ],
  you: { rank: 2, username: 'ada', points: 40, rubies: 2 },
});

/** The same top 3 without ada. */
const others = () =>
  board().leaders.map((leader) => (leader.username === 'ada' ? { ...leader, username: 'mary' } : leader));

const rowsOf = (widget: Element) =>
  shadowQueryAll(widget, 'tbody tr').map((row) => [...row.children].map((cell) => cell.textContent));

describe('<tj-leaderboard>', () => {
  let standing: FakeStandingServer | undefined;
  // The learner's profile (/auth/me) for signing in; the standing server answers the widget's own call.
  let library: FakeLibraryServer | undefined;
  afterEach(async () => {
    standing?.restore();
    library?.restore();
    tokens.clear();
    await setLocale('en');
  });

  const showing = async (seed: Partial<FakeStanding>, page = html`<tj-leaderboard></tj-leaderboard>`) => {
    standing = fakeStandingServer(seed);
    library = fakeLibraryServer({});
    await signInFakeLearner();
    const container = await fixture<HTMLElement>(page);
    return container.localName === 'tj-leaderboard' ? container : container.querySelector('tj-leaderboard')!;
  };

  it('tells a guest to sign in, and asks the server nothing', async () => {
    standing = fakeStandingServer({ leaderboard: board() });
    const widget = await fixture<HTMLElement>(html`<tj-leaderboard></tj-leaderboard>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Log in to see the leaderboard.');
    expect(standing.requests).to.deep.equal([]);
  });

  it('lists the top 3 by points with their rubies, marks the learner’s row and says the ruby rule', async () => {
    const widget = await showing({ leaderboard: board() });
    await until(() => query(widget, '[part="board"]') !== null, 'the leaderboard');
    expect(query(widget, '[part="widget"]')?.getAttribute('aria-label')).to.equal('Leaderboard');
    expect(query(widget, 'h2')?.textContent).to.equal('Leaderboard');
    expect(query(widget, '[part="rule"]')?.textContent).to.include(
      'A ruby is earned the first time you pass a test on a topic: 80 % or more of its answers right.',
    );
    expect(shadowQueryAll(widget, 'thead th[scope="col"]').map((cell) => cell.textContent)).to.deep.equal([
      'Place',
      'Learner',
      'Points',
      'Rubies',
    ]);
    expect(rowsOf(widget)).to.deep.equal([
      ['1', 'grace', '1,250', '3'],
      ['2', 'ada (you)', '40', '2'],
      ['2', 'linus', '40', '2'],
    ]);
    expect(query(widget, 'tr[aria-current="true"] th')?.textContent).to.equal('ada (you)');
    expect(query(widget, 'caption')?.textContent).to.equal('Leaderboard');
    // Listed, the learner needs no line of their own.
    expect(query(widget, '[part="your-place"]')).to.equal(null);
    expect(standing?.requests).to.deep.equal(['/leaderboard']);
  });

  it('tells a learner below the top 3 their place', async () => {
    const widget = await showing({
      leaderboard: { leaders: others(), you: { rank: 7, username: 'ada', points: 3, rubies: 0 } },
    });
    await until(() => query(widget, '[part="your-place"]') !== null, 'the place');
    expect(query(widget, '[part="your-place"]')?.textContent).to.equal(
      'You are in place 7, with 3 points and 0 rubies.',
    );
    expect(query(widget, 'tr[aria-current]')).to.equal(null);
  });

  it('tells a learner with no points how to join', async () => {
    const widget = await showing({ leaderboard: { leaders: others(), you: null } });
    await until(() => query(widget, '[part="your-place"]') !== null, 'the invitation');
    expect(query(widget, '[part="your-place"]')?.textContent).to.equal(
      'You are not on the board yet: earn a point to join it.',
    );
  });

  it('says when nobody has points yet', async () => {
    const widget = await showing({});
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty board');
    expect(query(widget, '[part="empty"]')?.getAttribute('role')).to.equal('status');
    expect(query(widget, '[part="empty"]')?.textContent).to.equal(
      'Nobody has earned points yet. Take a note or pass a test to lead the board.',
    );
  });

  it('shows that it is loading, says what failed, and tries again from the keyboard', async () => {
    standing = fakeStandingServer({ leaderboard: board() });
    standing.hold();
    standing.fail('/leaderboard', 503, 'Down for maintenance.');
    library = fakeLibraryServer({});
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-leaderboard></tj-leaderboard>`);
    await until(() => query(widget, '[part="loading"]') !== null, 'the busy state');
    expect(query(widget, '[part="loading"]')?.getAttribute('aria-busy')).to.equal('true');
    expect(text(widget)).to.contain('Loading the leaderboard…');
    standing.release();
    await until(() => query(widget, '[part="error"]') !== null, 'the failure');
    expect(query(widget, '[part="error"]')?.getAttribute('role')).to.equal('alert');
    expect(text(widget)).to.contain('The leaderboard could not be loaded.');
    // A 5xx that explains itself is shown as the server wrote it (src/api/errors.ts).
    expect(text(widget)).to.contain('Down for maintenance.');
    standing.heal();
    (query(widget, '[part="retry"]') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => query(widget, '[part="board"]') !== null, 'the leaderboard');
  });

  it('fits a phone 390 px wide', async () => {
    const widget = await showing(
      { leaderboard: board() },
      html`<div style="inline-size: 390px; font-size: 16px"><tj-leaderboard></tj-leaderboard></div>`,
    );
    await until(() => query(widget, '[part="board"]') !== null, 'the leaderboard');
    const region = query(widget, '[part="widget"]')!;
    expect(region.scrollWidth).to.be.at.most(region.clientWidth);
    expect(query(widget, '[part="board"]')!.getBoundingClientRect().right).to.be.at.most(390);
  });

  for (const [language, title, learner] of [
    ['hi', 'लीडरबोर्ड', 'ada (आप)'],
    ['es', 'Clasificación', 'ada (tú)'],
    ['de', 'Bestenliste', 'ada (du)'],
  ] as const) {
    it(`speaks ${language}`, async () => {
      await setLocale(language);
      const widget = await showing({ leaderboard: board() });
      await until(() => query(widget, '[part="board"]') !== null, 'the leaderboard');
      expect(query(widget, 'h2')?.textContent).to.equal(title);
      expect(query(widget, 'tr[aria-current="true"] th')?.textContent).to.equal(learner);
    });
  }
});
