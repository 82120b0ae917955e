// The session core (spec 1 §4 "Login", spec 2 §7.1): the signed-in user and the sign-in actions, over the tokens the
// API client reads. Framework-free; the page's one instance is src/kit/session.ts.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { ApiError, serverNotResponding } from '../api/errors.ts';
import type { LoginForm, SignupForm, UpdatePasswordForm } from '../contract/auth-forms.ts';
import type { ProfileUpdate } from '../contract/endpoints/auth.ts';
import type { SocialForm } from '../contract/profile-forms.ts';
import { anonymousUser, type Tokens, type User } from '../contract/user.ts';
import type { SessionTokens } from './tokens.ts';

export type AuthApi = Pick<ApiClient, 'call'>;

/**
 * guest: no token. signedIn: the profile is loaded. expired: the token was refused and could not be refreshed, so
 * the session was cleared (the learner is a guest now and should read "It looks like your session has expired").
 */
export type AuthState = 'guest' | 'signedIn' | 'expired';

/** /auth/me may answer with new tokens instead of the profile; more than this many times in a row is a fault. */
const MAX_ME_TOKEN_ANSWERS = 2;

export interface Session {
  readonly signals: {
    readonly user: ReadonlySignal<User>;
    readonly userToken: ReadonlySignal<string | null>;
    readonly refreshToken: ReadonlySignal<string | null>;
    /** Logged-in versus anonymous is decided by the presence of a token (spec 1 §6). */
    readonly isLoggedIn: ReadonlySignal<boolean>;
  };
  readonly actions: {
    /**
     * Initialises authentication (spec 1 §2 "Navigation guard"): without a token the learner is a guest; with one,
     * the profile is loaded once (GET /auth/me). Rejects with the ApiError when the server cannot be reached.
     */
    initAuth(): Promise<AuthState>;
    /** POST /auth/login. Rejects with the server's message (ApiError) on failure. */
    login(form: LoginForm): Promise<Tokens>;
    /** POST /auth/signup, then logs in with the same credentials (spec 2 §7.1). */
    signup(form: SignupForm): Promise<Tokens>;
    /** GET /auth/oauth-request/{id}: the tokens of an external sign-in. */
    loginWithOAuthRequest(oauthRequestKey: string): Promise<Tokens>;
    /** GET /auth/logout with the refresh token, then clears user and tokens whatever the server said. */
    logout(): Promise<void>;
    /** POST /auth/update-password; the learner then signs in again (spec 1 §2), so the session ends here. */
    changePassword(form: UpdatePasswordForm): Promise<void>;
    /** Tokens from elsewhere (the embedding page's auth message); the profile loads on the next initAuth. */
    storeTokens(tokens: Tokens): void;
    /** PATCH /auth/me/profile: the learner changes their own profile; the user becomes the server's answer. */
    updateProfile(changes: ProfileUpdate): Promise<User>;
    /**
     * PUT /userProfiles/{discriminator} with the Settings page's social fields; the group's other keys and the
     * widget settings stay as they are. The user becomes the server's answer.
     */
    updateSocialSettings(social: SocialForm): Promise<User>;
  };
  dispose(): void;
}

export interface SessionDeps {
  readonly api: AuthApi;
  readonly tokens: SessionTokens;
}

export function createSession({ api, tokens }: SessionDeps): Session {
  const user = signal<User>(anonymousUser, { name: 'session.user' });
  const isLoggedIn = computed(() => tokens.userToken.value !== null);
  // A failed refresh clears the tokens inside the API client: the profile must not outlive them.
  const stopWatching = effect(() => {
    if (tokens.userToken.value === null) user.value = anonymousUser;
  });

  function clear(): void {
    tokens.clear();
    user.value = anonymousUser;
  }

  /** Stores the tokens of a sign-in; the profile loads on the next navigation (initAuth). */
  function signedIn(next: Tokens): Tokens {
    // Tokens of another account may have been stored before: its profile must not stay.
    clear();
    tokens.store(next);
    return next;
  }

  async function loadUser(): Promise<AuthState> {
    try {
      for (let attempt = 0; attempt <= MAX_ME_TOKEN_ANSWERS; attempt += 1) {
        const answer = await api.call('auth.me');
        if (!('message' in answer)) {
          user.value = answer;
          return 'signedIn';
        }
        tokens.store(answer);
      }
      throw new ApiError('invalidAnswer', 200, 'auth/me kept answering with new tokens');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The client already cleared the session when the refresh failed.
      if (error.code === 'sessionExpired') return 'expired';
      // A token the server no longer accepts (revoked, signed with an old secret, its user gone).
      if (error.code === 'rejected' && (error.status === 401 || error.status === 403)) {
        clear();
        return 'expired';
      }
      // Spec 2 §8: any other auth failure reads "It Looks like server is not Responding", whatever a 5xx said.
      if (error.code === 'serverFailed') throw serverNotResponding(error.status, error);
      // The server is down or answers nonsense: authentication could not be initialised.
      throw error;
    }
  }

  let pending: Promise<AuthState> | null = null;

  /** A changed profile is shown only while its learner is still the one signed in. */
  function changed(answer: User): User {
    if (user.value.id === answer.id) user.value = answer;
    return answer;
  }

  async function logout(): Promise<void> {
    try {
      if (tokens.access !== null) await api.call('auth.logout');
    } catch {
      // Signing out must work offline too; the refresh token then simply expires on the server.
    } finally {
      clear();
    }
  }

  async function login(form: LoginForm): Promise<Tokens> {
    return signedIn(await api.call('auth.login', { body: { username: form.username, password: form.password } }));
  }

  return {
    signals: { user, userToken: tokens.userToken, refreshToken: tokens.refreshToken, isLoggedIn },
    actions: {
      initAuth() {
        if (tokens.access === null) return Promise.resolve('guest');
        if (user.value.username !== '') return Promise.resolve('signedIn');
        // Every guard of one navigation asks at once; they share one request.
        pending ??= loadUser().finally(() => {
          pending = null;
        });
        return pending;
      },
      login,
      async signup(form) {
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
        return login({ username: form.username, password: form.password });
      },
      async loginWithOAuthRequest(oauthRequestKey) {
        return signedIn(await api.call('auth.oauthRequest', { params: { id: oauthRequestKey } }));
      },
      logout,
      async changePassword(form) {
        await api.call('auth.updatePassword', {
          body: {
            currentPassword: form.currentPassword,
            password: form.password,
            confirmPassword: form.confirmPassword,
          },
        });
        await logout();
      },
      storeTokens: signedIn,
      async updateProfile(changes) {
        return changed(await api.call('auth.updateProfile', { body: changes }));
      },
      async updateSocialSettings(social) {
        const { username, discriminator, settings } = user.value;
        const body = { actor: username, settings: { social: { ...settings.social, ...social } } };
        return changed(await api.call('userProfiles.update', { params: { discriminator }, body }));
      },
    },
    dispose: stopWatching,
  };
}
