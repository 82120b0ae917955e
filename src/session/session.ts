import { computed, signal } from '@preact/signals-core';
import { anonymousUser, type User } from '../contract/entities.ts';
import { storage } from '../storage/storage.ts';

/** Local-storage keys named by spec 1 §3 ("Tokens: userToken and refreshToken"). */
const USER_TOKEN_KEY = 'userToken';
const REFRESH_TOKEN_KEY = 'refreshToken';

/** A stored token is used only if it looks like one; anything else is discarded, never thrown. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;
const OPAQUE_TOKEN_SHAPE = /^[\w.~+/=-]{16,4096}$/;

function readToken(key: string, shape: RegExp): string | null {
  const stored = storage.get(key);
  if (stored !== null && shape.test(stored)) return stored;
  if (stored !== null) storage.remove(key);
  return null;
}

export const user = signal<User>(anonymousUser, { name: 'session.user' });
export const userToken = signal<string | null>(readToken(USER_TOKEN_KEY, JWT_SHAPE), {
  name: 'session.userToken',
});
export const refreshToken = signal<string | null>(readToken(REFRESH_TOKEN_KEY, OPAQUE_TOKEN_SHAPE), {
  name: 'session.refreshToken',
});

/** Logged-in versus anonymous is decided by the presence of a token (spec 1 §6). */
export const isLoggedIn = computed(() => userToken.value !== null);

export function setTokens(tokens: { token: string; refreshToken: string }): void {
  userToken.value = tokens.token;
  refreshToken.value = tokens.refreshToken;
  storage.set(USER_TOKEN_KEY, tokens.token);
  storage.set(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

export function setUser(next: User): void {
  user.value = next;
}

/** Logout and a failed refresh both clear user and tokens (spec 1 §4 "Login"). */
export function clearSession(): void {
  user.value = anonymousUser;
  userToken.value = null;
  refreshToken.value = null;
  storage.remove(USER_TOKEN_KEY);
  storage.remove(REFRESH_TOKEN_KEY);
}

/** Re-reads storage, e.g. after another frame or tab stored new tokens. */
export function reloadSessionFromStorage(): void {
  userToken.value = readToken(USER_TOKEN_KEY, JWT_SHAPE);
  refreshToken.value = readToken(REFRESH_TOKEN_KEY, OPAQUE_TOKEN_SHAPE);
}
