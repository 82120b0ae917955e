// Sign-in actions of spec 1 §4 "Login" and spec 2 §7.1, on top of the session signals. Each takes the api client
// it calls through, so the host passes its own and tests pass one that talks to a test server.
import type { ApiClient } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import type { LoginForm, SignupForm, UpdatePasswordForm } from '../contract/auth-forms.ts';
import type { Tokens } from '../contract/entities.ts';
import { clearSession, setTokens, setUser, user, userToken } from './session.ts';

export type AuthApi = Pick<ApiClient, 'call'>;

/**
 * guest: no token. signedIn: the profile is loaded. expired: the token was refused and could not be refreshed, so
 * the session was cleared (the learner is a guest now and should read "It looks like your session has expired").
 */
export type AuthState = 'guest' | 'signedIn' | 'expired';

/** /auth/me may answer with new tokens instead of the profile; more than this many times in a row is a fault. */
const MAX_ME_TOKEN_ANSWERS = 2;

async function loadUser(api: AuthApi): Promise<AuthState> {
  try {
    for (let attempt = 0; attempt <= MAX_ME_TOKEN_ANSWERS; attempt += 1) {
      const answer = await api.call('auth.me');
      if (!('message' in answer)) {
        setUser(answer);
        return 'signedIn';
      }
      setTokens(answer);
    }
    throw new ApiError('invalidAnswer', 200, 'auth/me kept answering with new tokens');
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The client already cleared the session when the refresh failed.
    if (error.code === 'sessionExpired') return 'expired';
    // A token the server no longer accepts (revoked, signed with an old secret, its user gone).
    if (error.code === 'rejected' && (error.status === 401 || error.status === 403)) {
      clearSession();
      return 'expired';
    }
    // The server is down or answers nonsense: authentication could not be initialised.
    throw error;
  }
}

let pending: Promise<AuthState> | null = null;

/**
 * Initialises authentication (spec 1 §2 "Navigation guard"): without a token the learner is a guest; with one, the
 * profile is loaded once (GET /auth/me). Rejects with the ApiError when the server cannot be reached.
 */
export function initAuth(api: AuthApi): Promise<AuthState> {
  if (userToken.value === null) return Promise.resolve('guest');
  if (user.value.username !== '') return Promise.resolve('signedIn');
  // Every guard of one navigation asks at once; they share one request.
  pending ??= loadUser(api).finally(() => {
    pending = null;
  });
  return pending;
}

/** Stores the tokens of a sign-in; the profile loads on the next navigation (initAuth). */
function signedIn(tokens: Tokens): Tokens {
  // Tokens of another account may have been stored before: its profile must not stay.
  clearSession();
  setTokens(tokens);
  return tokens;
}

/** POST /auth/login. Rejects with the server's message (ApiError) on failure. */
export async function login(api: AuthApi, form: LoginForm): Promise<Tokens> {
  return signedIn(await api.call('auth.login', { body: { username: form.username, password: form.password } }));
}

/** POST /auth/signup, then logs in with the same credentials (spec 2 §7.1). */
export async function signup(api: AuthApi, form: SignupForm): Promise<Tokens> {
  const tjKey = form.tjKey?.trim();
  await api.call('auth.signup', {
    body: {
      firstName: form.firstName,
      username: form.username,
      password: form.password,
      email: form.email,
      // Sent only when non-empty after trimming (spec 1 §5).
      ...(tjKey ? { tjKey } : {}),
    },
  });
  return login(api, { username: form.username, password: form.password });
}

/** GET /auth/oauth-request/{id}: the tokens of an external sign-in. */
export async function loginWithOAuthRequest(api: AuthApi, oauthRequestKey: string): Promise<Tokens> {
  return signedIn(await api.call('auth.oauthRequest', { params: { id: oauthRequestKey } }));
}

/** GET /auth/logout with the refresh token, then clears user and tokens whatever the server said. */
export async function logout(api: AuthApi): Promise<void> {
  try {
    if (userToken.value !== null) await api.call('auth.logout');
  } catch {
    // Signing out must work offline too; the refresh token then simply expires on the server.
  } finally {
    clearSession();
  }
}

/**
 * POST /auth/update-password. On success the learner signs in again with the new password (spec 1 §2: after a
 * password change the app goes to /auth/login), so the session ends here. Rejects with the server's message.
 */
export async function changePassword(api: AuthApi, form: UpdatePasswordForm): Promise<void> {
  await api.call('auth.updatePassword', {
    body: { currentPassword: form.currentPassword, password: form.password, confirmPassword: form.confirmPassword },
  });
  await logout(api);
}
