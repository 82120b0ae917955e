// Spec 1 §2 "Navigation guard", as route loaders: they run before a route renders, on every navigation.
import { data, redirect } from 'react-router';
import { ApiError } from '../src/api/errors.ts';
import { t } from '../src/i18n/i18n.ts';
import { session } from '../src/kit/session.ts';
import type { AuthState } from '../src/session/session.ts';
import { showToast } from '../src/toasts/toasts.ts';
import { loadHostConfig } from './host-config.ts';

export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/';

/**
 * Authentication is initialised first. A session that can no longer be refreshed ends with "It looks like your
 * session has expired"; if initialisation fails (the server does not respond) the route shows the not-found page
 * (its ErrorBoundary) with "It Looks like server is not Responding".
 */
async function initialise(): Promise<AuthState> {
  try {
    const state = await session.actions.initAuth();
    if (state === 'expired') showToast(t('api.sessionExpired'), 'error');
    return state;
  } catch (error) {
    showToast(error instanceof ApiError ? error.message : t('api.serverNotResponding'), 'error');
    // A thrown response renders the route's ErrorBoundary, at the address the learner asked for, so a reload
    // tries again.
    throw data(null, { status: 404 });
  }
}

/** Sign-in-required routes send a signed-out learner to the login page. */
export async function requireSignIn(): Promise<null> {
  if ((await initialise()) !== 'signedIn') throw redirect(LOGIN_PATH);
  return null;
}

/** Guest-only routes (the auth pages) send a signed-in learner Home; they also need the server's settings. */
export async function guestOnly() {
  if ((await initialise()) === 'signedIn') throw redirect(HOME_PATH);
  return { hostConfig: await loadHostConfig() };
}

/** Routes with no guard (OAuth-Request) still initialise authentication first. */
export async function initialiseOnly(): Promise<null> {
  await initialise();
  return null;
}
