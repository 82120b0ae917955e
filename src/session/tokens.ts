// The learner's tokens (spec 1 §3 "Tokens: userToken and refreshToken"), kept in local storage under the spec's
// keys and in two named signals. The API client reads and rotates them through the TokenStore it is given.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { TokenStore } from '../api/client.ts';
import type { Tokens } from '../contract/user.ts';
import type { KeyValueStorage } from '../storage/storage.ts';

const USER_TOKEN_KEY = 'userToken';
const REFRESH_TOKEN_KEY = 'refreshToken';

/** A stored token is used only if it looks like one; anything else is discarded, never thrown. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;
const OPAQUE_TOKEN_SHAPE = /^[\w.~+/=-]{16,4096}$/;

export interface SessionTokens extends TokenStore {
  readonly userToken: ReadonlySignal<string | null>;
  readonly refreshToken: ReadonlySignal<string | null>;
  /** Reads storage again, e.g. after another frame or tab stored new tokens. */
  reload(): void;
}

export function createSessionTokens(storage: KeyValueStorage): SessionTokens {
  function read(key: string, shape: RegExp): string | null {
    const stored = storage.get(key);
    if (stored !== null && shape.test(stored)) return stored;
    if (stored !== null) storage.remove(key);
    return null;
  }
  const userToken = signal(read(USER_TOKEN_KEY, JWT_SHAPE), { name: 'session.userToken' });
  const refreshToken = signal(read(REFRESH_TOKEN_KEY, OPAQUE_TOKEN_SHAPE), { name: 'session.refreshToken' });

  return {
    userToken,
    refreshToken,
    get access() {
      return userToken.value;
    },
    get refresh() {
      return refreshToken.value;
    },
    store(tokens: Tokens) {
      storage.set(USER_TOKEN_KEY, tokens.token);
      storage.set(REFRESH_TOKEN_KEY, tokens.refreshToken);
      userToken.value = tokens.token;
      refreshToken.value = tokens.refreshToken;
    },
    clear() {
      storage.remove(USER_TOKEN_KEY);
      storage.remove(REFRESH_TOKEN_KEY);
      userToken.value = null;
      refreshToken.value = null;
    },
    reload() {
      userToken.value = read(USER_TOKEN_KEY, JWT_SHAPE);
      refreshToken.value = read(REFRESH_TOKEN_KEY, OPAQUE_TOKEN_SHAPE);
    },
  };
}
