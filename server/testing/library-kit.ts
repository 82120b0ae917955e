// What the library's tests share: the real API router and library over a fresh database (PGlite, and a PostgreSQL
// server when TEST_DATABASE_URL names one), and learners.
// Accounts are rows of `users`, and a learner's token is their username: these tests are about the library,
// server/auth has its own; server/seed runs the library together with the real sign-in. A learner holds the roles
// their row holds at each call, as with the real sign-in.
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createApi, type ApiArea } from '../api.ts';
import type { Database } from '../db/database.ts';
import type { StoreUnderTest } from './stores.ts';
import { HttpError } from '../http/errors.ts';
import type { Account, ApiEnv, Authenticate, Caller } from '../http/route.ts';
import { openTestDatabase } from './database.ts';
import { createLibrary } from '../library/index.ts';

export interface Answer<Body = unknown> {
  status: number;
  /** Parsed JSON; the text of a text answer; the bytes (Uint8Array) of any other. */
  body: Body;
}

export interface Learner extends Account {
  /** Calls /api/v1{path} as this learner; a string body is sent as it is (for broken JSON). */
  call<Body = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<Body>>;
}

export interface LibraryKit {
  db: Database;
  /** The API router itself, for what `call` does not read (a streamed answer, piece by piece). */
  api: Hono<ApiEnv>;
  /** A new learner, granted these roles (none by default). */
  learner(username: string, roles?: readonly string[]): Promise<Learner>;
  /** A call without a token. */
  anonymous(method: string, path: string): Promise<Answer<{ message: string }>>;
  close(): Promise<void>;
}

/** The areas under test; the library by default, another area's tests (e.g. server/events) name theirs. */
export type AreasUnderTest = (deps: { db: Database }) => ApiArea[];

export async function openLibraryKit(
  store: StoreUnderTest,
  areas: AreasUnderTest = (deps) => [createLibrary(deps)],
): Promise<LibraryKit> {
  const { db, owner, close } = await openTestDatabase(store);
  const authenticate: Authenticate = async (token) => {
    const [account] = await db.query<Caller>('select id, username, roles from users where username = $1', [token]);
    if (!account) throw new HttpError(401, { literal: 'invalid token' });
    return account;
  };
  const api = createApi({ authenticate, areas: areas({ db }) });

  async function request<Body>(method: string, path: string, body: unknown, headers: Record<string, string>) {
    const raw = body === undefined || typeof body === 'string' || body instanceof FormData;
    const response = await api.request(`http://localhost/api/v1${path}`, {
      method,
      headers:
        body === undefined || body instanceof FormData ? headers : { 'content-type': 'application/json', ...headers },
      body: raw ? body : JSON.stringify(body),
    });
    const type = response.headers.get('content-type') ?? '';
    const read = type.includes('json')
      ? response.json()
      : type.startsWith('text/')
        ? response.text()
        : response.bytes();
    return { status: response.status, body: (await read) as Body };
  }

  return {
    db,
    api,
    async learner(username, roles = []) {
      const account = await owner(username);
      await db.query('update users set roles = $2::text[] where id = $1', [account.id, roles]);
      return {
        ...account,
        call: (method, path, body, headers = {}) =>
          request(method, path, body, { authorization: `Bearer ${username}`, ...headers }),
      };
    },
    anonymous: (method, path) => request(method, path, undefined, {}),
    close,
  };
}

/** A suite's kit and its learners by name (`kit.ada`), there once the suite's tests run; closed after them. */
export type SuiteKit<Name extends string> = LibraryKit & Record<Name, Learner>;

/** Opens the kit before a suite's tests, with a learner for each name, and closes it after them. */
export function libraryKitFor<Name extends string>(
  store: StoreUnderTest,
  names: readonly Name[],
  areas?: AreasUnderTest,
): SuiteKit<Name> {
  const kit = {} as SuiteKit<Name>;
  beforeAll(async () => {
    const opened = await openLibraryKit(store, areas);
    const learners = await Promise.all(names.map(async (name) => [name, await opened.learner(name)] as const));
    Object.assign(kit, opened, Object.fromEntries(learners));
  }, 60_000);
  afterAll(() => kit.close());
  return kit;
}
