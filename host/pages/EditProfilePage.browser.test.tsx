/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { tokens } from '../../src/kit/api.ts';
import { session } from '../../src/kit/session.ts';
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
import { EditProfilePage } from './EditProfilePage.tsx';

describe('EditProfilePage', () => {
  let server: FakeLibraryServer;
  let page: RenderedPage;

  beforeEach(async () => {
    server = fakeLibraryServer({
      profile: {
        ...FAKE_LEARNER,
        firstName: 'Ada',
        locale: 'en',
        avatar: '',
        profileImage: { Location: 'https://images.test/ada.png' },
      },
    });
    await signInFakeLearner();
    page = renderPage(<EditProfilePage />);
    await until(() => page.container.querySelector('form') !== null, 'the form');
  });

  afterEach(async () => {
    page.unmount();
    server.restore();
    tokens.clear();
    await setLocale('en');
  });

  const control = (label: string) => {
    const forId = [...page.container.querySelectorAll('label')].find((item) => item.textContent === label)?.htmlFor;
    const found = forId ? document.getElementById(forId) : null;
    if (!(found instanceof HTMLInputElement || found instanceof HTMLSelectElement)) {
      throw new Error(`no field labelled ${label}`);
    }
    return found;
  };
  const labels = () => [...page.container.querySelectorAll('label')].map((label) => label.textContent);
  const saveButton = () => page.container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const patches = () => server.requests.filter((request) => request.path === '/auth/me/profile');
  const choose = (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  it("shows the learner's profile, and no password field while the email stays", () => {
    expect(page.container.querySelector('h1')?.textContent).to.equal('Edit profile');
    expect(labels()).to.deep.equal([
      'Name',
      'Email',
      'Preferred language',
      'Profile picture address',
      'Avatar address',
    ]);
    expect(control('Name').value).to.equal('Ada');
    expect(control('Email').value).to.equal('ada@example.org');
    expect(control('Preferred language').value).to.equal('en');
    expect(control('Profile picture address').value).to.equal('https://images.test/ada.png');
  });

  it('saves the profile, busy until the server answers; the page shows the new profile and says so', async () => {
    typeInto(control('Name'), 'Ada Lovelace');
    typeInto(control('Avatar address'), 'https://images.test/ada-small.png');
    server.hold();
    saveButton().click();
    await until(() => saveButton().disabled, 'the busy button');
    expect(saveButton().getAttribute('aria-busy')).to.equal('true');
    server.release();
    await until(() => !saveButton().disabled, 'the answer');
    expect(patches().map((request) => request.body)).to.deep.equal([
      {
        firstName: 'Ada Lovelace',
        email: 'ada@example.org',
        locale: 'en',
        avatar: 'https://images.test/ada-small.png',
        profileImage: { Location: 'https://images.test/ada.png' },
      },
    ]);
    expect(toasts.value.map((toast) => [toast.kind, toast.message])).to.deep.include(['success', 'Profile saved.']);
    expect(session.signals.user.value.firstName).to.equal('Ada Lovelace');
    expect(control('Name').value).to.equal('Ada Lovelace');
  });

  it('asks for the current password only for a new email, and sends it with it', async () => {
    typeInto(control('Email'), 'ada@school.test');
    await until(() => labels().includes('Current password'), 'the password field');
    const password = control('Current password');
    expect(password.getAttribute('aria-describedby')).to.equal(`${password.id}-hint`);
    expect(document.getElementById(`${password.id}-hint`)?.textContent).to.equal(
      'Needed to change your email address.',
    );
    typeInto(password, 'correct horse');
    saveButton().click();
    await until(() => patches().length === 1 && !saveButton().disabled, 'the answer');
    expect(patches()[0]?.body).to.include({ email: 'ada@school.test', currentPassword: 'correct horse' });
    // The new address is the learner's now: the password is not asked for again.
    await until(() => !labels().includes('Current password'), 'the password field to go');
    expect(session.signals.user.value.email).to.equal('ada@school.test');
  });

  it("shows broken rules beside their fields in the learner's language, focus on the first", async () => {
    await setLocale('de');
    await until(() => labels().includes('E-Mail'), 'German');
    typeInto(control('Name'), '');
    typeInto(control('E-Mail'), 'ada.example.org');
    typeInto(control('Adresse des Profilbilds'), 'javascript:alert(1)');
    saveButton().click();
    await until(() => control('Name').getAttribute('aria-invalid') === 'true', 'the errors');
    const errorOf = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
    expect(errorOf(control('Name'))).to.equal('Name ist erforderlich');
    expect(errorOf(control('E-Mail'))).to.equal('Bitte gib eine gültige E-Mail-Adresse ein');
    expect(errorOf(control('Adresse des Profilbilds'))).to.equal(
      'Gib eine vollständige Webadresse ein, zum Beispiel https://example.org/du.',
    );
    expect(document.activeElement).to.equal(control('Name'));
    expect(patches()).to.have.length(0);
  });

  it('keeps what was typed when the server refuses, and says why and what to do', async () => {
    server.fail('/auth/me/profile', 400, 'Your current password is not correct.');
    typeInto(control('Email'), 'ada@school.test');
    await until(() => labels().includes('Current password'), 'the password field');
    typeInto(control('Current password'), 'wrong');
    typeInto(control('Name'), 'Ada L.');
    saveButton().click();
    await until(() => page.container.querySelector('[role="alert"]')?.textContent !== '', 'the failure');
    expect(page.container.querySelector('[role="alert"]')?.textContent).to.equal(
      'Your profile was not saved (Your current password is not correct.). What you typed is still here: try again.',
    );
    expect([control('Name').value, control('Email').value, control('Current password').value]).to.deep.equal([
      'Ada L.',
      'ada@school.test',
      'wrong',
    ]);
    expect(session.signals.user.value.firstName).to.equal('Ada');
  });

  it('shows the page in the preferred language once it is saved', async () => {
    choose(control('Preferred language') as HTMLSelectElement, 'es');
    saveButton().click();
    await until(() => locale.value === 'es', 'Spanish');
    expect(patches()[0]?.body).to.include({ locale: 'es' });
    await until(() => page.container.querySelector('h1')?.textContent === 'Editar perfil', 'the Spanish page');
    expect(toasts.value.map((toast) => toast.message)).to.include('Perfil guardado.');
  });
});
