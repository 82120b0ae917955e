/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { act } from 'react';
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setLocale } from '../../src/preferences/locale.ts';
// The host app's messages, as host/app.tsx registers them.
import '../messages.ts';
import { LoginForm } from './LoginForm.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import { RESET_CHECK_DELAY_MS, ResetPasswordRedirect } from './ResetPasswordRedirect.tsx';

// React's act() in a browser test: it waits for effects and state updates to settle.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The reset routes and the login page, as host/routes.tsx has them. */
const routes = [
  { path: '/auth/login', element: <LoginForm /> },
  { path: '/auth/reset-password-redirect/:key?', element: <ResetPasswordRedirect /> },
  { path: '/auth/reset-password/:key?', element: <ResetPasswordPage /> },
  { path: '/auth/forgot-password', element: <p>forgot password page</p> },
];

describe('a password-reset link', () => {
  let container: HTMLDivElement;
  let root: Root;
  // The redirect's 3 s wait passes on a fake clock.
  let clock: Clock;
  const pageFetch = window.fetch;

  beforeEach(() => {
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    // The server knows one key: "fresh". A used or made-up key answers 404, as server/auth does.
    window.fetch = async (input, init) => {
      const path = new URL(String(input), location.href).pathname;
      if (!path.startsWith('/api/v1/auth/check-forgot-request/')) return pageFetch(input, init);
      return path.endsWith('/fresh')
        ? Response.json({ valid: true, expiresAt: new Date(Date.now() + 3_600_000).toISOString() })
        : Response.json({ message: 'This reset link has expired or was already used.' }, { status: 404 });
    };
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(async () => {
    clock.uninstall();
    act(() => root.unmount());
    container.remove();
    window.fetch = pageFetch;
    await setLocale('en');
  });

  async function open(path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    await act(async () => root.render(<RouterProvider router={router} />));
    return router;
  }

  const notice = () => container.querySelector('[role="alert"]:not([data-empty])');

  it('that was used or made up leads to login, which says so and offers to ask for a new one', async () => {
    const router = await open('/auth/reset-password-redirect/used-key');
    expect(container.textContent).to.contain('Please wait! We are Processing your request');
    await act(() => clock.tickAsync(RESET_CHECK_DELAY_MS - 1));
    expect(router.state.location.pathname, 'still waiting').to.equal('/auth/reset-password-redirect/used-key');
    await act(() => clock.tickAsync(1));
    expect(router.state.location.pathname).to.equal('/auth/login');
    expect(notice()?.textContent).to.equal('This reset link has been used or is not valid. Ask for a new one.');
    expect(notice()?.querySelector('a')?.getAttribute('href')).to.equal('/auth/forgot-password');
  });

  it('without a key says so on the login page too, in the learner’s language', async () => {
    await setLocale('es');
    const router = await open('/auth/reset-password/');
    expect(router.state.location.pathname).to.equal('/auth/login');
    expect(notice()?.textContent).to.equal(
      'Este enlace para restablecer la contraseña ya se usó o no es válido. Pide uno nuevo.',
    );
  });

  it('that is valid leads to the reset form, and the login page reached directly says nothing of it', async () => {
    const router = await open('/auth/reset-password-redirect/fresh');
    await act(() => clock.tickAsync(RESET_CHECK_DELAY_MS));
    expect(router.state.location.pathname).to.equal('/auth/reset-password/fresh');
    await act(() => router.navigate('/auth/login'));
    expect(container.querySelector('h1')?.textContent).to.equal('Log in');
    expect(notice()).to.equal(null);
  });
});
