// A test bed for the auth area: a real database (PGlite in a temp folder, or a fresh database on a PostgreSQL
// server), the auth area on a real API router, a clock the test moves, and small helpers to call it in-process.
// One bed per test file and store (opening PGlite takes seconds).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi, type ApiArea } from '../api.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate, readMigrations } from '../db/migrate.ts';
import { pgliteStore, type StoreUnderTest } from './stores.ts';
import { createAuth } from '../auth/index.ts';
import type { AuthOptions } from '../auth/options.ts';

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { message?: string; msg?: string };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  refreshToken?: string;
  lang?: string;
  /** The caller's address, as the rate limits see it. */
  address?: string;
}

export const PUBLIC_URL = 'http://thoughtkit.test';
/** The accounts' tables, and the trigger that tells the profiles in memory of a change. */
// A profile carries its connected brains (User.connectedBrains): the brains tables come with the accounts.
// The library's too: a profile card is shown to a learner a graph is shared with (saved_graphs).
const AUTH_MIGRATIONS = ['accounts', 'library', 'user_changes', 'brains'];

/** What a test adds to the bed: settings (ADMIN_USERNAMES, say), and areas beside auth that need only its tables. */
export interface BedExtras {
  settings?: Partial<ServerConfig>;
  areas?: (db: Database) => ApiArea[];
}

export async function authTestBed(
  options: AuthOptions = {},
  store: StoreUnderTest = pgliteStore,
  extras: BedExtras = {},
) {
  // The mail outbox's folder; the database has its own.
  const dataDir = await mkdtemp(join(tmpdir(), 'tk-auth-'));
  const scratch = await store.create();
  const db = await scratch.open();
  // Only this area's migrations: the test does not depend on other areas' tables.
  await migrate(
    db,
    readMigrations().filter((migration) => AUTH_MIGRATIONS.includes(migration.name)),
  );
  let now = Date.now();
  const clock = () => new Date(now);
  const logs: string[] = [];
  const config: ServerConfig = {
    port: 0,
    partnerPort: 0,
    dataDir,
    publicUrl: PUBLIC_URL,
    jwtSecret: new Uint8Array(randomBytes(32)),
    mail: { from: 'Thoughtkit <no-reply@thoughtkit.test>' },
    partnerOrigins: [],
    ...extras.settings,
  };
  const auth = createAuth(
    { db, config },
    {
      clock,
      log: (line) => logs.push(line),
      clientAddress: (c) => c.req.header('x-test-address') ?? 'test-address',
      ...options,
    },
  );
  const api = createApi({ authenticate: auth.authenticate, areas: [auth.area, ...(extras.areas?.(db) ?? [])] });

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.refreshToken) headers['refresh-token'] = options.refreshToken;
    if (options.address) headers['x-test-address'] = options.address;
    const response = await api.request(`http://localhost/api/v1${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
  }

  let counter = 0;
  /** A fresh learner's signup form (unique per call). */
  function newLearner(overrides: Partial<Record<'username' | 'email' | 'password' | 'firstName', string>> = {}) {
    counter += 1;
    const username = overrides.username ?? `learner${counter}${randomBytes(2).toString('hex')}`;
    return {
      username,
      email: overrides.email ?? `${username}@school.test`,
      password: overrides.password ?? 'correct horse battery',
      firstName: overrides.firstName ?? 'Ada',
    };
  }

  /** Signs a new learner up and logs them in. */
  async function signedIn(overrides: Parameters<typeof newLearner>[0] = {}) {
    const learner = newLearner(overrides);
    const signup = await call('POST', '/auth/signup', { body: learner });
    if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
    const login = await call('POST', '/auth/login', {
      body: { username: learner.username, password: learner.password },
    });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return {
      ...learner,
      id: String(signup.body.id),
      discriminator: String(signup.body.discriminator),
      token: String(login.body.token),
      refreshToken: String(login.body.refreshToken),
    };
  }

  return {
    api,
    db,
    config,
    auth,
    logs,
    clock,
    call,
    newLearner,
    signedIn,
    /** Moves the clock forward. */
    advance(ms: number) {
      now += ms;
    },
    async close() {
      await db.close();
      await scratch.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type AuthTestBed = Awaited<ReturnType<typeof authTestBed>>;
