// Test support (not a test): the reference server's real knowledge, provider and event calls over HTTP on 127.0.0.1, with a
// gate in front, so a search test drives the real api client, real sockets and real aborts, and decides when each
// lookup is answered. The knowledge engine is the real one over WordNet; the database is a fresh PGlite.
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { createAdmin } from '../../server/admin/area.ts';
import { createEddie } from '../../server/ai/area.ts';
import { createEvents } from '../../server/events/index.ts';
import { createApi } from '../../server/api.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { pgliteStore } from '../../server/testing/stores.ts';
import { HttpError } from '../../server/http/errors.ts';
import type { Authenticate, Caller } from '../../server/http/route.ts';
import { createKnowledgeArea } from '../../server/knowledge/area.ts';
import { createLibrary } from '../../server/library/index.ts';
import { createPrompts } from '../../server/prompts/index.ts';
import { testEngine } from '../../server/testing/knowledge-engine.ts';
import { createProviderArea, createProviders } from '../../server/providers/index.ts';
import { partnerOriginList } from '../../server/partner-origins.ts';
import { createApiClient, memoryTokens, type ApiClient, type TokenStore } from '../../src/api/client.ts';
import { until } from '../../src/testing/until.ts';

/** A lookup request as it reached the server. */
export interface Arrival {
  readonly method: string;
  /** Path under /api/v1, with its query string. */
  readonly path: string;
  readonly body: string;
  /** The client went away before the answer (an abort). */
  readonly aborted: () => boolean;
  /** Lets the request through (while the gate holds). */
  readonly release: () => void;
}

export interface SearchServer {
  readonly host: string;
  readonly api: ApiClient;
  /** The tokens `api` sends: the server takes a learner's username as their token. */
  readonly tokens: TokenStore;
  /** Lookup requests in the order they arrived (event calls pass the gate and are not listed). */
  readonly arrivals: Arrival[];
  /** While held, lookup requests wait at the gate until released one by one or all together. */
  hold(): void;
  releaseAll(): void;
  /** Resolves when this many lookup requests have arrived in all. */
  arrived(count: number, timeoutMs?: number): Promise<Arrival[]>;
  /** A learner whose token is their username (the tests here are about searching, not signing in), granted roles. */
  addLearner(username: string, roles?: readonly string[]): Promise<void>;
  /** The verbs and values of the events recorded, oldest first. */
  events(): Promise<{ actor: string; verb: string; value: unknown; dataSource: string }[]>;
  close(): Promise<void>;
}

export async function openSearchServer(): Promise<SearchServer> {
  const [engine, scratch] = await Promise.all([testEngine(), pgliteStore.create()]);
  let db: Database | undefined;
  try {
    db = await scratch.open();
    await migrate(db);
  } catch (error) {
    await db?.close();
    await scratch.dispose();
    throw error;
  }
  const database = db;
  const authenticate: Authenticate = async (token) => {
    const [account] = await database.query<Caller>('select id, username, roles from users where username = $1', [
      token,
    ]);
    if (!account) throw new HttpError(401, { literal: 'invalid token' });
    return account;
  };
  // No provider is configured: each answers that it is not connected, and nothing calls out.
  const providers = createProviders({ publicUrl: 'http://127.0.0.1', providers: undefined });
  const api = createApi({
    authenticate,
    areas: [
      createKnowledgeArea({ engine, encyclopedia: providers.encyclopedia, db: database }),
      createProviderArea({ providers, dictionary: engine }),
      createEvents({ db: database }),
      // The learner's library (notes, graphs, goals …), for the cores that list a learner's own things.
      createLibrary({ db: database }),
      createPrompts({ db: database }),
      // Eddie offline, for the cores that ask him or read his history.
      createEddie({ db: database, knowledge: engine }),
      // Roles and partner origins, for the administration core; no origin comes from the settings.
      createAdmin({ db: database, partnerOrigins: partnerOriginList(database, []) }),
    ],
  });

  const arrivals: Arrival[] = [];
  let holding = false;
  const waiting = new Set<() => void>();
  const app = new Hono();
  app.use('*', async (c, next) => {
    const path = c.req.path.replace(/^\/api\/v1/, '');
    if (path.startsWith('/events')) return next();
    let free = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      if (!holding) return resolve();
      const open = (): void => {
        waiting.delete(open);
        resolve();
      };
      waiting.add(open);
      free = open;
    });
    const signal = c.req.raw.signal;
    const query = new URL(c.req.url).search;
    arrivals.push({
      method: c.req.method,
      path: `${path}${query}`,
      body: await c.req.raw.clone().text(),
      aborted: () => signal.aborted,
      release: free,
    });
    await gate;
    return next();
  });
  app.route('/', api);

  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const releaseAll = (): void => {
    holding = false;
    for (const free of [...waiting]) free();
  };

  const tokens = memoryTokens();
  return {
    host,
    tokens,
    api: createApiClient({ baseUrl: `${host}/api/v1`, tokens, locale: () => 'en' }),
    arrivals,
    hold() {
      holding = true;
    },
    releaseAll,
    arrived: (count, timeoutMs) =>
      until(() => arrivals.length >= count && arrivals.slice(0, count), `${count} lookup requests`, timeoutMs),
    async addLearner(username, roles = []) {
      await database.query(
        'insert into users (username, email, first_name, discriminator, roles) values ($1, $2, $3, $4, $5)',
        [username, `${username}@example.org`, username, `d-${username}`, roles],
      );
    },
    async events() {
      return database.query(
        `select u.username as actor, e.verb, e.value, e.data_source as "dataSource"
         from events e join users u on u.id = e.actor order by e.created_at, e.id`,
      );
    },
    async close() {
      releaseAll();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      await scratch.dispose();
    },
  };
}
