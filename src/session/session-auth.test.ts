import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/storage.ts';
import { checkResetKey, requestPasswordReset, resetPassword } from './password-reset.ts';
import { fetchPoints } from './points.ts';
import { createSession, type Session } from './session.ts';
import { createSessionTokens, type SessionTokens } from './tokens.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';

const TOKENS = { token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' };
const NEW_TOKENS = { token: 'ddd.eee.fff', refreshToken: 'refresh-fedcba9876543210' };
const ADA = { id: 'u1', username: 'ada', email: 'ada@example.org', firstName: 'Ada', roles: ['User'] };

let server: TestApi;
let tokens: SessionTokens;
let session: Session;
beforeEach(() => {
  tokens = createSessionTokens(memoryStorage());
  server = createTestApi(tokens);
  session = createSession({ api: server.api, tokens });
});
const user = () => session.signals.user.value;

const calls = () => server.seen.map((request) => `${request.method} ${request.path}`);

describe('initAuth', () => {
  it('is a guest without a token, and asks nothing', async () => {
    expect(await session.actions.initAuth()).toBe('guest');
    expect(server.seen).toEqual([]);
  });

  it('loads the profile once for a stored token', async () => {
    tokens.store(TOKENS);
    server.route('GET /auth/me', { body: ADA });
    const states = await Promise.all([session.actions.initAuth(), session.actions.initAuth()]);
    expect(states).toEqual(['signedIn', 'signedIn']);
    expect(await session.actions.initAuth()).toBe('signedIn');
    expect(calls()).toEqual(['GET /auth/me']);
    expect(server.seen[0]?.headers.get('authorization')).toBe(`Bearer ${TOKENS.token}`);
    expect(user()).toMatchObject(ADA);
  });

  it('stores the new tokens when /auth/me answers refresh_token, then loads the profile', async () => {
    tokens.store(TOKENS);
    server.route('GET /auth/me', (request) =>
      request.headers.get('authorization') === `Bearer ${TOKENS.token}`
        ? { body: { message: 'refresh_token', ...NEW_TOKENS } }
        : { body: ADA },
    );
    expect(await session.actions.initAuth()).toBe('signedIn');
    expect(tokens.access).toBe(NEW_TOKENS.token);
    expect(tokens.refresh).toBe(NEW_TOKENS.refreshToken);
    expect(user().username).toBe('ada');
  });

  it('refreshes an expired token and retries; when the refresh fails the session ends as expired', async () => {
    tokens.store(TOKENS);
    server.route('GET /auth/me', { status: 401, body: { message: 'jwt expired' } });
    server.route('GET /auth/refresh-token', { status: 401, body: { message: 'refresh token reused' } });
    expect(await session.actions.initAuth()).toBe('expired');
    expect(calls()).toEqual(['GET /auth/me', 'GET /auth/refresh-token']);
    expect(tokens.access).toBeNull();
  });

  it('ends a session whose token the server refuses', async () => {
    tokens.store(TOKENS);
    server.route('GET /auth/me', { status: 401, body: { message: 'invalid token' } });
    expect(await session.actions.initAuth()).toBe('expired');
    expect(tokens.access).toBeNull();
  });

  it('rejects when the server does not respond, keeping the tokens for a later try', async () => {
    tokens.store(TOKENS);
    server.route('GET /auth/me', { status: 503, body: { message: 'down' } });
    await expect(session.actions.initAuth()).rejects.toMatchObject({
      code: 'serverNotResponding',
      message: 'It Looks like server is not Responding',
    });
    expect(tokens.access).toBe(TOKENS.token);
  });
});

describe('login, signup, logout', () => {
  it('logs in, stores the tokens and drops a previous profile', async () => {
    tokens.store(NEW_TOKENS);
    server.route('GET /auth/me', { body: { ...ADA, username: 'someone-else' } });
    await session.actions.initAuth();
    expect(user().username).toBe('someone-else');
    server.route('POST /auth/login', { body: TOKENS });
    await session.actions.login({ username: 'ada', password: 'longenough' });
    expect(server.seen.at(-1)?.body).toEqual({ username: 'ada', password: 'longenough' });
    expect(tokens.access).toBe(TOKENS.token);
    expect(user().username).toBe('');
  });

  it("rejects with the server's message and stores nothing", async () => {
    server.route('POST /auth/login', { status: 401, body: { message: 'Wrong username or password' } });
    await expect(session.actions.login({ username: 'ada', password: 'wrongpass' })).rejects.toMatchObject({
      message: 'Wrong username or password',
    });
    expect(tokens.access).toBeNull();
  });

  it('signs up, then logs in with the same credentials; the key is sent only when non-empty', async () => {
    server.route('POST /auth/signup', { status: 201, body: ADA });
    server.route('POST /auth/login', { body: TOKENS });
    const form = {
      username: 'ada',
      email: 'ada@example.org',
      password: 'longenough',
      confirmPassword: 'longenough',
      firstName: 'Ada',
    };
    await session.actions.signup({ ...form, tjKey: '   ' });
    await session.actions.signup({ ...form, tjKey: ' KEY-1 ' });
    expect(calls()).toEqual(['POST /auth/signup', 'POST /auth/login', 'POST /auth/signup', 'POST /auth/login']);
    expect(server.seen[0]?.body).toEqual({
      firstName: 'Ada',
      username: 'ada',
      password: 'longenough',
      email: 'ada@example.org',
    });
    expect(server.seen[2]?.body).toMatchObject({ tjKey: 'KEY-1' });
    expect(server.seen[1]?.body).toEqual({ username: 'ada', password: 'longenough' });
    expect(tokens.access).toBe(TOKENS.token);
  });

  it('does not log in when the signup fails', async () => {
    server.route('POST /auth/signup', { status: 409, body: { message: 'Username is taken' } });
    await expect(
      session.actions.signup({
        username: 'ada',
        email: 'ada@example.org',
        password: 'longenough',
        confirmPassword: 'longenough',
        firstName: 'Ada',
        tjKey: undefined,
      }),
    ).rejects.toMatchObject({ message: 'Username is taken' });
    expect(calls()).toEqual(['POST /auth/signup']);
  });

  it('takes the tokens of an external sign-in from the oauth request', async () => {
    server.route('GET /auth/oauth-request/k-1', { body: TOKENS });
    await session.actions.loginWithOAuthRequest('k-1');
    expect(tokens.refresh).toBe(TOKENS.refreshToken);
  });

  it('logs out with the refresh token in its header, and clears the session even if the server fails', async () => {
    tokens.store(TOKENS);
    server.route('GET /auth/logout', { status: 500 });
    await session.actions.logout();
    expect(server.seen[0]?.headers.get('refresh-token')).toBe(TOKENS.refreshToken);
    expect(tokens.access).toBeNull();
    expect(tokens.refresh).toBeNull();
  });

  it('ends the session after a password change', async () => {
    tokens.store(TOKENS);
    server.route('POST /auth/update-password', { body: { message: 'Password changed successfully' } });
    server.route('GET /auth/logout', { body: { message: 'Logged out' } });
    const form = { currentPassword: 'longenough', password: 'evenlonger', confirmPassword: 'evenlonger' };
    await session.actions.changePassword(form);
    expect(server.seen[0]?.body).toEqual(form);
    expect(calls()).toEqual(['POST /auth/update-password', 'GET /auth/logout']);
    expect(tokens.access).toBeNull();
  });

  it('keeps the session when the password change is refused', async () => {
    tokens.store(TOKENS);
    server.route('POST /auth/update-password', { status: 400, body: { message: 'Current password is wrong' } });
    await expect(
      session.actions.changePassword({
        currentPassword: 'nope-nope',
        password: 'evenlonger',
        confirmPassword: 'evenlonger',
      }),
    ).rejects.toMatchObject({ message: 'Current password is wrong' });
    expect(tokens.access).toBe(TOKENS.token);
  });
});

describe('forgot password', () => {
  it("requests a reset mail and returns the server's msg", async () => {
    server.route('POST /auth/request-forgot-password', { body: { msg: 'Check your inbox' } });
    expect(await requestPasswordReset(server.api, { email: 'ada@example.org' })).toBe('Check your inbox');
  });

  it('checks a key: a 200 is valid, anything else is not', async () => {
    server.route('GET /auth/check-forgot-request/good', {
      body: { valid: true, expiresAt: '2030-01-01T00:00:00.000Z' },
    });
    server.route('GET /auth/check-forgot-request/used', { status: 400, body: { message: 'used' } });
    server.route('GET /auth/check-forgot-request/boom', { status: 500 });
    expect(await checkResetKey(server.api, 'good')).toBe(true);
    expect(await checkResetKey(server.api, 'used')).toBe(false);
    expect(await checkResetKey(server.api, 'boom')).toBe(false);
  });

  it('resets with the key and the new password', async () => {
    server.route('POST /auth/reset-password', { body: { msg: 'Password reset' } });
    expect(await resetPassword(server.api, 'good', { password: 'evenlonger', confirmPassword: 'evenlonger' })).toBe(
      'Password reset',
    );
    expect(server.seen[0]?.body).toEqual({
      resetPasswordRequest: 'good',
      password: 'evenlonger',
      confirmPassword: 'evenlonger',
    });
  });
});

describe('points', () => {
  it("reads the learner's points, and ignores a failure", async () => {
    tokens.store(TOKENS);
    server.route('GET /points/u1', { body: { id: 'u1', points: 42 } });
    server.route('GET /points/u2', { status: 500 });
    expect(await fetchPoints(server.api, 'u1')).toBe(42);
    expect(await fetchPoints(server.api, 'u2')).toBeNull();
    expect(await fetchPoints(server.api, '')).toBeNull();
    expect(calls()).toEqual(['GET /points/u1', 'GET /points/u2']);
  });
});
