/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { tokens } from '../../src/kit/api.ts';
import { session } from '../../src/kit/session.ts';
import { FONT_SIZE_DEFAULT, fontSize, setFontSize } from '../../src/preferences/font-size.ts';
import { locale, setLocale } from '../../src/preferences/locale.ts';
import { toasts } from '../../src/toasts/toasts.ts';
import {
  FAKE_LEARNER,
  fakeLibraryServer,
  signInFakeLearner,
  type FakeLibraryServer,
} from '../../src/testing/fake-library-server.ts';
import { until } from '../../src/testing/until.ts';
import { renderPage, type RenderedPage } from '../../src/testing/render-page.tsx';
import { typeInto } from '../../src/testing/type-into.ts';
import '../messages.ts';
import { SettingsPage } from './SettingsPage.tsx';

describe('SettingsPage', () => {
  let server: FakeLibraryServer;
  let page: RenderedPage;

  beforeEach(async () => {
    server = fakeLibraryServer({
      profile: {
        ...FAKE_LEARNER,
        discriminator: 'ada#1',
        settings: { widget: {}, social: { shortMessageHandle: '@ada', github: 'kept as it is' } },
      },
    });
    await signInFakeLearner();
    page = renderPage(<SettingsPage />);
    await until(() => page.container.querySelector('form') !== null, 'the form');
  });

  afterEach(async () => {
    page.unmount();
    server.restore();
    tokens.clear();
    setFontSize(FONT_SIZE_DEFAULT);
    await setLocale('en');
  });

  /** The control a label names, and what describes it. */
  const field = (label: string) => {
    const forId = [...page.container.querySelectorAll('label')].find((item) => item.textContent === label)?.htmlFor;
    const control = forId ? document.getElementById(forId) : null;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) {
      throw new Error(`no field labelled ${label}`);
    }
    const descriptions = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent);
    return { control, descriptions };
  };
  const saveButton = () => page.container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const puts = () => server.requests.filter((request) => request.method === 'PUT');

  it('has a region for the display and one for the social profiles, with the saved values', () => {
    const regions = [...page.container.querySelectorAll('section[aria-labelledby]')].map(
      (section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(regions).to.deep.equal(['Display', 'Social profiles']);
    expect(page.container.querySelector('h1')?.textContent).to.equal('Settings');
    expect(field('Language').control.value).to.equal('en');
    expect(field('Font size').control.value).to.equal(String(FONT_SIZE_DEFAULT));
    expect(field('Code hosting username').control.value).to.equal('');
    expect(field('Short-message handle').control.value).to.equal('@ada');
    expect(field('Professional network profile').descriptions).to.deep.equal([
      'The full address of your profile page, for example: https://network.example/in/ada',
    ]);
    expect(field('Professional network profile').control.type).to.equal('url');
  });

  it('sets the font size of every widget at once, within 55 to 120', async () => {
    const slider = field('Font size').control;
    expect([slider.getAttribute('min'), slider.getAttribute('max')]).to.deep.equal(['55', '120']);
    typeInto(slider, '90');
    await until(() => fontSize.value === 90, 'the font size');
    expect(page.container.querySelector('output')?.textContent).to.equal('90%');
  });

  it('saves the social fields, busy until the server answers, then says so', async () => {
    typeInto(field('Code hosting username').control, 'ada-lovelace');
    typeInto(field('Professional network profile').control, 'https://network.test/in/ada');
    typeInto(field('Short-message handle').control, '');
    server.hold();
    saveButton().click();
    await until(() => saveButton().disabled, 'the busy button');
    expect(saveButton().getAttribute('aria-busy')).to.equal('true');
    expect(saveButton().textContent).to.include('Please wait…');
    server.release();
    await until(() => !saveButton().disabled, 'the answer');
    expect(toasts.value.map((toast) => [toast.kind, toast.message])).to.deep.include(['success', 'Settings saved.']);
    const social = {
      sourceCodeHostUsername: 'ada-lovelace',
      professionalNetworkUrl: 'https://network.test/in/ada',
      shortMessageHandle: '',
      github: 'kept as it is',
    };
    expect(puts().map((request) => [request.path, request.body])).to.deep.equal([
      ['/userProfiles/ada%231', { actor: 'ada', settings: { social } }],
    ]);
    expect(session.signals.user.value.settings.social).to.deep.equal(social);
  });

  it("shows a broken rule beside its field, in the learner's language, and sends nothing", async () => {
    const network = field('Professional network profile');
    typeInto(network.control, 'network.test/in/ada');
    saveButton().click();
    await until(() => network.control.getAttribute('aria-invalid') === 'true', 'the error');
    expect(field('Professional network profile').descriptions.at(-1)).to.equal(
      'Enter a full web address, such as https://example.org/you.',
    );
    expect(document.activeElement).to.equal(network.control);
    expect(field('Code hosting username').control.getAttribute('aria-invalid')).to.equal('false');
    expect(puts()).to.have.length(0);

    await setLocale('es');
    await until(() => locale.value === 'es', 'Spanish');
    const spanish = field('Perfil en la red profesional');
    await until(
      () => spanish.control.closest('div')?.textContent?.includes('Introduce una dirección web completa') === true,
      'the error in Spanish',
    );
    // Fixed, the error goes at once.
    typeInto(spanish.control, 'https://network.test/in/ada');
    await until(() => spanish.control.getAttribute('aria-invalid') === 'false', 'the fix');
  });

  it('keeps what was typed when saving fails, and says what to do', async () => {
    server.fail('/userProfiles', 500, 'Something went wrong on our side.');
    typeInto(field('Code hosting username').control, 'ada-lovelace');
    saveButton().click();
    await until(() => page.container.querySelector('[role="alert"]')?.textContent !== '', 'the failure');
    expect(page.container.querySelector('[role="alert"]')?.textContent).to.equal(
      'Your settings were not saved (Something went wrong on our side.). What you typed is still here: try again.',
    );
    expect(field('Code hosting username').control.value).to.equal('ada-lovelace');
    expect(field('Short-message handle').control.value).to.equal('@ada');
    expect(session.signals.user.value.settings.social).to.deep.equal({
      shortMessageHandle: '@ada',
      github: 'kept as it is',
    });
  });
});
