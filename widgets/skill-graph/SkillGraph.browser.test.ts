/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import {
  fakeStandingServer,
  skill,
  type FakeStanding,
  type FakeStandingServer,
} from '../../src/testing/fake-standing-server.ts';
import './index.ts';

const fiveSkills = () => [
  skill('volcano', 2, 1, 1),
  skill('dog', 1, 2, 2),
  skill('mountain range', 1, 0, 3),
  skill('lava', 0, 2, 4),
  skill('Iceland', 0, 1, 5),
];

describe('<tj-skill-graph>', () => {
  let standing: FakeStandingServer | undefined;
  // The learner's profile (/auth/me) for signing in; the standing server answers the widget's own call.
  let library: FakeLibraryServer | undefined;
  afterEach(async () => {
    standing?.restore();
    library?.restore();
    tokens.clear();
    await setLocale('en');
  });

  const showing = async (seed: Partial<FakeStanding>, page = html`<tj-skill-graph></tj-skill-graph>`) => {
    standing = fakeStandingServer(seed);
    library = fakeLibraryServer({});
    await signInFakeLearner();
    const container = await fixture<HTMLElement>(page);
    return container.localName === 'tj-skill-graph' ? container : container.querySelector('tj-skill-graph')!;
  };
  const drawn = (widget: Element) => query(widget, '[part="plot"] svg');

  it('tells a guest to sign in, and asks the server nothing', async () => {
    standing = fakeStandingServer({ skills: fiveSkills() });
    const widget = await fixture<HTMLElement>(html`<tj-skill-graph></tj-skill-graph>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the sign-in note');
    expect(text(widget)).to.contain('Log in to see your skills.');
    expect(standing.requests).to.deep.equal([]);
  });

  it('draws the top 5 skills as a web with d3, with a table of each one’s strength, passes and notes', async () => {
    const widget = await showing({ skills: fiveSkills() });
    await until(() => drawn(widget) !== null, 'the skills');
    expect(query(widget, '[part="widget"]')?.getAttribute('aria-label')).to.equal('Skill graph');
    expect(query(widget, 'h2')?.textContent).to.equal('Your top skills');
    expect(query(widget, '[part="rule"]')?.textContent).to.include('each test you passed on a topic counts 3');
    const svg = drawn(widget);
    expect(svg?.getAttribute('aria-hidden')).to.equal('true');
    expect([...(svg?.querySelectorAll('text') ?? [])].map((label) => label.textContent)).to.deep.equal([
      'volcano',
      'dog',
      'mountain range',
      'lava',
      'Iceland',
    ]);
    // Five spokes, three rings and the shape through the strengths: the strongest reaches the outer ring.
    expect(svg?.querySelectorAll('.tj-plot-axis line')).to.have.length(5);
    expect(svg?.querySelectorAll('.tj-plot-axis path')).to.have.length(3);
    expect(svg?.querySelector('path.tj-skill-shape')?.getAttribute('d')).to.match(/^M.*Z$/);
    const dots = [...(svg?.querySelectorAll('circle') ?? [])].map((dot) =>
      Math.hypot(Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))),
    );
    const [volcano = 0, dog = 0, range = 0, lava = 0, iceland = 0] = dots;
    const spoke = svg?.querySelector('.tj-plot-axis line');
    expect(volcano).to.be.closeTo(Math.abs(Number(spoke?.getAttribute('y2'))), 0.01);
    expect(volcano).to.be.greaterThan(dog);
    expect(dog).to.be.greaterThan(range);
    expect(range).to.be.greaterThan(lava);
    expect(lava).to.be.greaterThan(iceland);
    expect(
      shadowQueryAll(widget, '[part="table"] tbody tr').map((row) => [...row.children].map((cell) => cell.textContent)),
    ).to.deep.equal([
      ['volcano', '7', '2', '1'],
      ['dog', '5', '1', '2'],
      ['mountain range', '3', '1', '0'],
      ['lava', '2', '0', '2'],
      ['Iceland', '1', '0', '1'],
    ]);
    expect(standing?.requests).to.deep.equal(['/skills/top']);
  });

  it('shows the table in the picture’s place when "Show as table" is pressed with the keyboard', async () => {
    const widget = await showing({ skills: fiveSkills() });
    await until(() => drawn(widget) !== null, 'the skills');
    const toggle = buttonNamed(widget, 'Show as table')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(query(widget, '[part="table"]')?.className).to.equal('tj-visually-hidden');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => toggle.getAttribute('aria-pressed') === 'true', 'the table');
    expect((query(widget, '[part="plot"]') as HTMLElement).hidden).to.equal(true);
    expect(query(widget, '[part="table"]')?.className).to.equal('tj-chart-table');
  });

  it('says how to gain a skill when there is none, and draws one or two without a shape', async () => {
    let widget = await showing({});
    await until(() => query(widget, '[part="empty"]') !== null, 'the empty skills');
    expect(query(widget, '[part="empty"]')?.textContent).to.equal(
      'No skills yet: pass a test on a topic, or take notes on it, and it shows here.',
    );
    expect(query(widget, 'svg')).to.equal(null);
    standing?.restore();
    library?.restore();
    widget = await showing({ skills: fiveSkills().slice(0, 2) });
    await until(() => drawn(widget) !== null, 'two skills');
    expect(drawn(widget)?.querySelectorAll('circle')).to.have.length(2);
    expect(drawn(widget)?.querySelector('path')).to.equal(null);
  });

  it('shows that it is loading, says what failed, and tries again from the keyboard', async () => {
    standing = fakeStandingServer({ skills: fiveSkills() });
    standing.hold();
    standing.fail('/skills/top', 503, 'Down for maintenance.');
    library = fakeLibraryServer({});
    await signInFakeLearner();
    const widget = await fixture<HTMLElement>(html`<tj-skill-graph></tj-skill-graph>`);
    await until(() => query(widget, '[part="loading"]') !== null, 'the busy state');
    expect(query(widget, '[part="loading"]')?.getAttribute('aria-busy')).to.equal('true');
    expect(text(widget)).to.contain('Loading your skills…');
    standing.release();
    await until(() => query(widget, '[part="error"]') !== null, 'the failure');
    expect(text(widget)).to.contain('Your skills could not be loaded.');
    // A 5xx that explains itself is shown as the server wrote it (src/api/errors.ts).
    expect(text(widget)).to.contain('Down for maintenance.');
    standing.heal();
    (query(widget, '[part="retry"]') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => drawn(widget) !== null, 'the skills');
  });

  it('fits a phone 390 px wide, its labels inside the picture', async () => {
    const widget = await showing(
      { skills: fiveSkills() },
      html`<div style="inline-size: 390px; font-size: 16px"><tj-skill-graph></tj-skill-graph></div>`,
    );
    await until(() => drawn(widget) !== null, 'the skills');
    const svg = drawn(widget) as SVGSVGElement;
    await until(() => Math.abs(svg.getBoundingClientRect().width - svg.viewBox.baseVal.width) <= 1, 'the width');
    expect(svg.getBoundingClientRect().right).to.be.at.most(390);
    for (const label of svg.querySelectorAll('text')) {
      const { left, right } = label.getBoundingClientRect();
      expect(left, label.textContent ?? '').to.be.at.least(0);
      expect(right, label.textContent ?? '').to.be.at.most(390);
    }
  });

  for (const [language, title, heading, column] of [
    ['hi', 'कौशल ग्राफ़', 'आपके शीर्ष कौशल', 'विषय'],
    ['es', 'Gráfico de habilidades', 'Tus mejores habilidades', 'Tema'],
    ['de', 'Fähigkeitsgraph', 'Deine stärksten Fähigkeiten', 'Thema'],
  ] as const) {
    it(`speaks ${language}`, async () => {
      await setLocale(language);
      const widget = await showing({ skills: fiveSkills() });
      await until(() => drawn(widget) !== null, 'the skills');
      expect(query(widget, '[part="widget"]')?.getAttribute('aria-label')).to.equal(title);
      expect(query(widget, 'h2')?.textContent).to.equal(heading);
      expect(query(widget, '[part="table"] thead th')?.textContent).to.equal(column);
    });
  }
});
