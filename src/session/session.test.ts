import { describe, expect, it } from 'vitest';
import { storage } from '../storage/storage.ts';
import { clearSession, isLoggedIn, refreshToken, reloadSessionFromStorage, setTokens, userToken } from './session.ts';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln';

describe('session', () => {
  it('stores tokens under the spec keys and reports logged in', () => {
    setTokens({ token: jwt, refreshToken: 'r'.repeat(32) });
    expect(storage.get('userToken')).toBe(jwt);
    expect(storage.get('refreshToken')).toBe('r'.repeat(32));
    expect(isLoggedIn.value).toBe(true);
  });

  it('discards a malformed stored token instead of throwing', () => {
    storage.set('userToken', '{not a token');
    storage.set('refreshToken', 'x');
    expect(() => reloadSessionFromStorage()).not.toThrow();
    expect(userToken.value).toBeNull();
    expect(refreshToken.value).toBeNull();
    expect(storage.get('userToken')).toBeNull();
    expect(isLoggedIn.value).toBe(false);
  });

  it('clears user and tokens', () => {
    setTokens({ token: jwt, refreshToken: 'r'.repeat(32) });
    clearSession();
    expect(userToken.value).toBeNull();
    expect(storage.get('refreshToken')).toBeNull();
  });
});
