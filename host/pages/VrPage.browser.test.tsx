/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { abilities, abilityFor, pageAbility } from '../../src/abilities/abilities.ts';
import { session } from '../../src/kit/session.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { search, searchWord } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeSearchServer, type FakeSearchServer } from '../../src/testing/fake-search-server.ts';
import { until } from '../../src/testing/until.ts';
import { renderPage, type RenderedPage } from '../../src/testing/render-page.tsx';
import '../host.css';
import '../messages.ts';
import { VrPage } from './VrPage.tsx';

const buttonNamed = (page: RenderedPage, name: string) =>
  [...page.container.querySelectorAll('button')].find((button) => button.textContent === name);

describe('VrPage', function () {
  // The first 3D view starts three.js in software WebGL (the test browser has no graphics card).
  this.timeout(30_000);
  let server: FakeSearchServer | undefined;
  let page: RenderedPage | undefined;

  beforeEach(() => {
    server = fakeSearchServer();
    abilities.value = abilityFor({ roles: ['User'] });
  });
  afterEach(async () => {
    page?.unmount();
    server?.restore();
    search.actions.clear();
    exploreGraph.actions.run({ type: 'clear' });
    abilities.value = pageAbility(session.signals.user.value);
    await setLocale('en');
  });

  it('says virtual reality is not for a role without it (spec 1 §6: Default and Guest)', async () => {
    abilities.value = abilityFor({ roles: ['Guest'] });
    page = renderPage(<VrPage />);
    await until(() => page?.text().includes('Virtual reality is not available for your role.') === true, 'the refusal');
    expect(page.container.querySelector('canvas')).to.equal(null);
  });

  it('invites a search while there is no graph, and loads no 3D code', async () => {
    page = renderPage(<VrPage />);
    await until(
      () => page?.text().includes('No graph yet. Search a word to see its graph here in 3D.') === true,
      'the invitation',
    );
    expect(page.container.querySelector('.tj-vr-layout')?.hasAttribute('hidden')).to.equal(true);
  });

  it('draws the searched word’s graph in 3D, lists its nodes, and turns, zooms and looks with the keys', async () => {
    page = renderPage(<VrPage />);
    server?.hold();
    searchWord('dog');
    await until(() => page?.text().includes('Looking up “dog”…') === true, 'the busy state');
    server?.release();
    await until(() => (page?.container.querySelectorAll('.tj-vr-nodes li').length ?? 0) > 5, 'the node list');
    const canvas = page.container.querySelector('canvas');
    if (!canvas) throw new Error('no canvas');
    await until(() => !page?.text().includes('Starting the 3D view…'), 'the 3D view', 20_000);
    expect(canvas.getAttribute('aria-label')).to.match(/^The graph of “dog” in 3D, \d+ nodes$/);
    expect(canvas.width).to.be.greaterThan(0);
    const names = [...page.container.querySelectorAll('.tj-vr-nodes button')].map((button) => button.textContent);
    expect(names.length).to.equal(exploreGraph.signals.nodes.value.length);

    // The keyboard moves the camera: a pixel of the drawing changes.
    canvas.focus();
    const before = canvas.toDataURL();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: '+' });
    await until(() => canvas.toDataURL() !== before, 'the view to turn');

    const node = names.find((name) => name !== 'dog') ?? '';
    buttonNamed(page, node)?.click();
    await until(() => page?.text().includes(`Looking at “${node}”`) === true, 'the chosen node');
    expect(buttonNamed(page, node)?.getAttribute('aria-pressed')).to.equal('true');
    canvas.focus();
    await sendKeys({ press: '0' });
    await until(() => !page?.text().includes('Looking at'), 'the whole graph again');

    // A desktop browser has no headset: the button is off and says why.
    await until(() => page?.text().includes('No VR headset found on this device') === true, 'the headset check');
    expect(buttonNamed(page, 'Enter VR')?.disabled).to.equal(true);
  });

  it('says why the lookup failed and retries it, in the learner’s language', async () => {
    await setLocale('de');
    server?.fail('custom.snippetGraph', 503, 'Der Server ist ausgelastet.');
    page = renderPage(<VrPage />);
    searchWord('dog');
    await until(() => page?.container.querySelector('[role="alert"]') !== null, 'the error');
    expect(page.text()).to.contain('Virtuelle Realität');
    server?.heal();
    page.container.querySelector<HTMLButtonElement>('[part="retry"]')?.click();
    await until(() => (page?.container.querySelectorAll('.tj-vr-nodes li').length ?? 0) > 5, 'the node list');
  });
});
