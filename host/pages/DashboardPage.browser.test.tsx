/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { tokens } from '../../src/kit/api.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import {
  fakeLibraryServer,
  signInFakeLearner,
  storedEvent,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import { skill, fakeStandingServer, type FakeStandingServer } from '../../src/testing/fake-standing-server.ts';
import { renderPage, type RenderedPage } from '../../src/testing/render-page.tsx';
// The host's own styles, so that "visually hidden" and the page's widths are as on the page.
import '../host.css';
import '../messages.ts';
import { widgetByName } from '../../widgets/registry.ts';
import { DashboardPage } from './DashboardPage.tsx';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const today = daysAgo(0);
/** A UTC day as the tables write it in English. */
const longDay = (day: string, language = 'en') =>
  new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** Four events in the last 30 days (three today), one long before; points before the span and in it. */
const activeLearner = () => ({
  events: [
    storedEvent(5, 'WIKI_LOOKUP', 'dog', `${today}T09:00:00.000Z`),
    storedEvent(4, 'WIKI_LOOKUP', 'cat', `${today}T08:00:00.000Z`),
    storedEvent(3, 'NOTED', { noteTitle: 'Chlorophyll' }, `${today}T07:00:00.000Z`),
    storedEvent(2, 'QUICK_SEARCH', 'leaf', `${daysAgo(3)}T07:00:00.000Z`),
    storedEvent(1, 'QUICK_SEARCH', 'moss', `${daysAgo(40)}T07:00:00.000Z`),
  ],
  awards: [
    { day: daysAgo(40), points: 1200 },
    { day: daysAgo(3), points: 1 },
    { day: today, points: 7 },
  ],
});

describe('DashboardPage', () => {
  let server: FakeLibraryServer | undefined;
  let page: RenderedPage | undefined;
  // The Leaderboard and Skill Graph widgets (tested beside them) answer as for a learner with neither.
  let standing: FakeStandingServer;
  before(async () => {
    // The host page's kit autoloader defines the widgets' elements; here the registry's loaders do.
    for (const name of ['leaderboard', 'skill-graph'] as const) await widgetByName(name).load();
  });
  beforeEach(() => {
    standing = fakeStandingServer();
  });
  afterEach(async () => {
    page?.unmount();
    server?.restore();
    standing.restore();
    tokens.clear();
    await setLocale('en');
  });

  const charts = () => [...(page?.container.querySelectorAll<HTMLElement>('section.tj-chart') ?? [])];
  const chartNamed = (name: string) => {
    const chart = charts().find((section) => {
      const title = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
      return title?.textContent === name;
    });
    if (!chart) throw new Error(`no plot named ${name}`);
    return chart;
  };
  const rowsOf = (chart: HTMLElement) =>
    [...chart.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
  const showing = async (learner: Parameters<typeof fakeLibraryServer>[0], width?: number) => {
    server = fakeLibraryServer(learner);
    await signInFakeLearner();
    page = renderPage(<DashboardPage />, width === undefined ? {} : { width });
  };

  it('opens on "Loading", then shows three titled plots of the last 30 days, each with its table', async () => {
    server = fakeLibraryServer(activeLearner());
    await signInFakeLearner();
    server.hold();
    page = renderPage(<DashboardPage />);
    await until(() => page!.text().includes('Loading your activity…'), 'the loading state');
    expect(page.container.querySelector('[aria-busy="true"] [role="status"]')?.textContent).to.equal(
      'Loading your activity…',
    );
    expect(page.text()).not.to.include('Log in');
    server.release();
    await until(() => charts().length === 3, 'the plots');

    expect(server.requests.find((request) => request.path === '/events/analytics')?.body).to.deep.equal({
      username: 'ada',
      days: 30,
    });
    expect(page.container.querySelector('h1')?.textContent).to.equal('Reports');
    expect(page.container.querySelector('.tj-dashboard-summary')?.textContent).to.equal(
      '4 actions and 8 points earned in the last 30 days.',
    );
    const perDay = rowsOf(chartNamed('Actions per day'));
    expect(perDay).to.have.length(30);
    expect(perDay.at(-1)).to.deep.equal([longDay(today), '3']);
    expect(perDay.at(-4)).to.deep.equal([longDay(daysAgo(3)), '1']);
    expect(rowsOf(chartNamed('Actions by kind'))).to.deep.equal([
      ['Looked up in the encyclopedia', '2'],
      ['Wrote a note', '1'],
      ['Quick search', '1'],
    ]);
    const points = rowsOf(chartNamed('Points over time'));
    expect(points[0]).to.deep.equal([longDay(daysAgo(29)), '0', '1,200']);
    expect(points.at(-1)).to.deep.equal([longDay(today), '7', '1,208']);
    // Each table names its columns and its rows for a screen reader; the pictures say nothing to one.
    const table = chartNamed('Points over time').querySelector('table');
    expect([...(table?.querySelectorAll('thead th[scope="col"]') ?? [])].map((cell) => cell.textContent)).to.deep.equal(
      ['Day', 'Points earned', 'Total points'],
    );
    expect(table?.querySelector('caption')?.textContent).to.equal('Points over time');
    expect(table?.querySelectorAll('tbody th[scope="row"]')).to.have.length(30);
    for (const svg of page.container.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).to.equal('true');
    // One bar per day, as high as its count; one line through the totals.
    const bars = [...chartNamed('Actions per day').querySelectorAll('rect')].map((bar) =>
      Number(bar.getAttribute('height')),
    );
    expect(bars).to.have.length(30);
    expect(bars.at(-1)).to.be.greaterThan(bars.at(-4)!);
    expect(bars.at(-2)).to.equal(0);
    expect(chartNamed('Points over time').querySelector('path.tj-plot-line')?.getAttribute('d')).to.match(/^M/);
  });

  it('keeps each table out of sight until "Show as table" is pressed, then shows it in place of the plot', async () => {
    await showing(activeLearner());
    await until(() => charts().length === 3, 'the plots');
    const chart = chartNamed('Actions by kind');
    const toggle = chart.querySelector('button');
    // The table's box: clipped to a pixel while only screen readers read it.
    const table = chart.querySelector('table')!.parentElement!;
    expect(toggle?.textContent).to.equal('Show as table');
    expect(toggle?.getAttribute('aria-pressed')).to.equal('false');
    expect(table.getBoundingClientRect().width).to.be.at.most(1);
    toggle?.click();
    await until(() => toggle?.getAttribute('aria-pressed') === 'true', 'the table');
    expect(table.getBoundingClientRect().width).to.be.greaterThan(100);
    expect(chart.querySelector<HTMLElement>('.tj-chart-plot')?.hidden).to.equal(true);
    toggle?.click();
    await until(() => toggle?.getAttribute('aria-pressed') === 'false', 'the plot again');
    expect(chart.querySelector<HTMLElement>('.tj-chart-plot')?.hidden).to.equal(false);
  });

  it('tells a learner with no events how to start', async () => {
    await showing({});
    await until(() => page!.text().includes('No activity yet: search a word to start.'), 'the empty state');
    expect(page!.container.querySelector('[role="status"]')?.textContent).to.equal(
      'No activity yet: search a word to start.',
    );
    expect(page!.container.querySelector('a')?.getAttribute('href')).to.equal('/');
    expect(charts()).to.have.length(0);
  });

  it('says when the period was quiet, and looks further back when asked', async () => {
    await showing({ events: [storedEvent(1, 'QUICK_SEARCH', 'moss', `${daysAgo(40)}T07:00:00.000Z`)] });
    await until(() => page!.text().includes('Nothing recorded in the last 30 days.'), 'the quiet period');
    const period = page!.container.querySelector('select')!;
    expect(document.querySelector(`label[for="${period.id}"]`)?.textContent).to.equal('Period');
    expect([...period.options].map((option) => option.textContent)).to.deep.equal([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 365 days',
    ]);
    period.value = '90';
    period.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => charts().length === 3, 'the plots of 90 days');
    expect(rowsOf(chartNamed('Actions per day'))).to.have.length(90);
    expect(server!.requests.filter((request) => request.path === '/events/analytics').at(-1)?.body).to.deep.equal({
      username: 'ada',
      days: 90,
    });
  });

  it('says what failed and what to do, and tries again when asked', async () => {
    server = fakeLibraryServer(activeLearner());
    await signInFakeLearner();
    server.fail('/events/analytics', 503, 'Down for maintenance.');
    page = renderPage(<DashboardPage />);
    await until(() => page!.container.querySelector('[role="alert"]') !== null, 'the failure');
    const alert = page.container.querySelector('[role="alert"]');
    expect(alert?.textContent).to.include('Your activity could not be loaded. Check your connection, then try again.');
    // A 5xx that explains itself is shown as the server wrote it (src/api/errors.ts).
    expect(alert?.textContent).to.include('Down for maintenance.');
    server.heal();
    alert?.querySelector('button')?.click();
    await until(() => charts().length === 3, 'the plots');
    // The retry button went away: the keyboard waits at the heading.
    expect(document.activeElement).to.equal(page.container.querySelector('h1'));
  });

  for (const width of [390, 1366]) {
    it(`draws each plot at the width it has on a ${width} px screen, its text at its own size`, async () => {
      await showing(activeLearner(), width);
      await until(() => charts().length === 3, 'the plots');
      for (const svg of page!.container.querySelectorAll('svg')) {
        await until(() => Math.abs(svg.getBoundingClientRect().width - svg.viewBox.baseVal.width) <= 1, 'the width');
        expect(svg.getAttribute('width')).to.equal('100%');
        expect(svg.getBoundingClientRect().right).to.be.at.most(width);
      }
      if (width === 1366) {
        // A laptop has room for two plots side by side.
        const [first, second] = charts().map((chart) => chart.getBoundingClientRect());
        expect(second!.top).to.be.lessThan(first!.bottom);
      }
    });
  }

  it('shows where the learner stands: the Leaderboard and Skill Graph widgets, as the kit draws them', async () => {
    const ada = { rank: 1, username: 'ada', points: 8, rubies: 1 };
    standing.standing.leaderboard = { leaders: [ada], you: ada };
    standing.standing.skills = [skill('volcano', 1, 0)];
    await showing(activeLearner());
    const widget = (tag: string) => page!.container.querySelector(`.tj-dashboard-standing > ${tag}`);
    const inside = (tag: string, selector: string) => widget(tag)?.shadowRoot?.querySelector(selector) ?? null;
    await until(() => inside('tj-leaderboard', '[part="leader"]') !== null, 'the leaderboard');
    await until(() => inside('tj-skill-graph', '[part="plot"] svg') !== null, 'the skill graph');
    expect(inside('tj-leaderboard', '[part="widget"]')?.getAttribute('aria-label')).to.equal('Leaderboard');
    expect(inside('tj-skill-graph', '[part="widget"]')?.getAttribute('aria-label')).to.equal('Skill graph');
    expect(inside('tj-leaderboard', '[part="leader"] th')?.textContent).to.equal('ada (you)');
    expect(standing.requests.sort()).to.deep.equal(['/leaderboard', '/skills/top']);
  });

  it('writes numbers, days and verbs in the interface language', async () => {
    await setLocale('de');
    await showing(activeLearner());
    await until(() => charts().length === 3, 'the plots');
    expect(page!.container.querySelector('h1')?.textContent).to.equal('Berichte');
    expect(page!.container.querySelector('.tj-dashboard-summary')?.textContent).to.equal(
      '4 Aktionen und 8 verdiente Punkte in den letzten 30 Tagen.',
    );
    expect(rowsOf(chartNamed('Punkte im Zeitverlauf')).at(-1)).to.deep.equal([longDay(today, 'de'), '7', '1.208']);
    expect(rowsOf(chartNamed('Aktionen nach Art'))[0]).to.deep.equal(['In der Enzyklopädie nachgeschlagen', '2']);
  });
});
