import { describe, expect, it } from 'vitest';
import { anonymousUser } from '../contract/user.ts';
import { memoryStorage } from '../storage/storage.ts';
import { createSession } from './session.ts';
import { createSessionTokens } from './tokens.ts';
import { createTestApi } from '../../tests/support/test-api.ts';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln';
const refresh = 'r'.repeat(32);

function sessionOn(storage = memoryStorage()) {
  const tokens = createSessionTokens(storage);
  const server = createTestApi(tokens);
  return { storage, tokens, server, session: createSession({ api: server.api, tokens }) };
}

describe('session tokens', () => {
  it('stores tokens under the spec keys and reports logged in', () => {
    const { storage, session } = sessionOn();
    session.actions.storeTokens({ token: jwt, refreshToken: refresh });
    expect(storage.get('userToken')).toBe(jwt);
    expect(storage.get('refreshToken')).toBe(refresh);
    expect(session.signals.isLoggedIn.value).toBe(true);
  });

  it('discards a malformed stored token instead of throwing', () => {
    const storage = memoryStorage();
    storage.set('userToken', '{not a token');
    storage.set('refreshToken', 'x');
    const { tokens, session } = sessionOn(storage);
    expect(tokens.access).toBeNull();
    expect(tokens.refresh).toBeNull();
    expect(storage.get('userToken')).toBeNull();
    expect(session.signals.isLoggedIn.value).toBe(false);
  });

  it('reads tokens stored by another tab or frame on reload', () => {
    const { storage, tokens } = sessionOn();
    storage.set('userToken', jwt);
    storage.set('refreshToken', refresh);
    tokens.reload();
    expect(tokens.userToken.value).toBe(jwt);
  });

  it('forgets the profile when the API client clears the tokens (a failed refresh)', async () => {
    const { tokens, server, session } = sessionOn();
    session.actions.storeTokens({ token: jwt, refreshToken: refresh });
    server.route('GET /auth/me', { body: { id: 'u1', username: 'ada', email: 'a@b.c', firstName: 'Ada', roles: [] } });
    await session.actions.initAuth();
    expect(session.signals.user.value.username).toBe('ada');
    tokens.clear();
    expect(session.signals.user.value).toEqual(anonymousUser);
  });

  it('keeps two sessions apart', () => {
    const first = sessionOn();
    const second = sessionOn();
    first.session.actions.storeTokens({ token: jwt, refreshToken: refresh });
    expect(second.session.signals.isLoggedIn.value).toBe(false);
  });
});
