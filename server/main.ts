// The reference server: `npm start` runs this file (scripts/start.mjs), as does `node --import tsx server/main.ts`.
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { sharedDocumentsPool } from './ai/documents-pool.ts';
import { createApp } from './app.ts';
import { ConfigError, kitOriginOf, loadConfig, type ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { answerClientErrors } from './http/client-errors.ts';
import { migrate } from './db/migrate.ts';
import { openStore } from './db/open-store.ts';
import { openKnowledge, type KnowledgeEngine } from './knowledge/engine.ts';
import { partnerApp } from './partner.ts';
import type { RealtimeSockets } from './realtime/sockets.ts';
import { createProviders, notConnectedServices } from './providers/index.ts';
import { DEMO_ACCOUNT, ROLE_ACCOUNTS, seedDemoData } from './seed/index.ts';
import { recordTokenIssuer } from './stores/token-issuer.ts';
import { releaseMemoryWhenIdle } from './idle-memory.ts';

/** How long open requests (a streamed answer, say) may take to finish after a stop signal. */
const SHUTDOWN_GRACE_MS = 5_000;
/** A stop signal this soon after the first is the same one, delivered twice. */
const REPEATED_SIGNAL_MS = 500;

const repo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const log = (label: string, text: string) => console.log(`${`${label}:`.padEnd(19)} ${text}`);

type Fetch = Hono['fetch'];

/**
 * Listens before the app exists, so that with PORT=0 the port the system picked is known when the app (whose mail
 * links and OAuth redirects name it) is built; requests that arrive meanwhile wait for the app.
 */
function listen(port: number, variable: string, app: Promise<Fetch>): Promise<Server> {
  const server = createAdaptorServer({
    fetch: async (request, env) => (await app)(request, env),
  }) as Server;
  answerClientErrors(server);
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' ? new ConfigError(variable, `${port} is already in use by another program`) : error,
      ),
    );
    server.listen(port, () => resolve(server));
  });
}

/** A promise and the function that settles it: an app that is built once the ports are known. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

/** The settings again, with the ports the system picked in place of 0, so the URLs derived from them are right. */
const withListeningPorts = (config: ServerConfig, hostPort: number, partnerPort: number): ServerConfig =>
  config.port === hostPort && config.partnerPort === partnerPort
    ? config
    : loadConfig({ ...process.env, PORT: String(hostPort), PARTNER_PORT: String(partnerPort) });

function describeStore(db: Database, config: ServerConfig): string {
  if (db.kind === 'pglite') return `PGlite in ${config.dataDir}`;
  // Never the password.
  const url = new URL(config.databaseUrl ?? '');
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

function describeKnowledge({ info }: KnowledgeEngine): string {
  const seconds = (info.milliseconds / 1000).toFixed(1);
  const how =
    info.source === 'built'
      ? `index built in ${seconds} s (first start; later starts load it)`
      : `loaded in ${seconds} s`;
  return `WordNet 3.1, ${info.synsets.toLocaleString('en')} senses, ${how}: ${info.cacheFile}`;
}

async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets with no request in flight would hold close() open until they time out.
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(force);
}

async function start(): Promise<void> {
  const requested = loadConfig();
  const db = await openStore(requested);
  const servers: Server[] = [];
  let realtime: RealtimeSockets | undefined;
  let stopReleasingMemory: (() => void) | undefined;
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log('Stopping', reason);
    stopReleasingMemory?.();
    await realtime?.close();
    await Promise.all(servers.map(closeServer));
    await db.close();
  };
  let stoppedAt = 0;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second Ctrl-C does not wait for the grace period. One Ctrl-C arrives twice under `npm start`, from the
      // terminal and passed on by scripts/start.mjs: a repeat within a moment is the same stop.
      if (stopping && Date.now() - stoppedAt > REPEATED_SIGNAL_MS) process.exit(130);
      if (stopping) return;
      stoppedAt = Date.now();
      stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Stopping failed:', error);
          process.exit(1);
        },
      );
    });
  }

  try {
    // The knowledge index loads (or, on the first start, is built) while the database migrates.
    const knowledgeOpening = openKnowledge({ dataDir: requested.dataDir });
    // Should the migration fail first, a failed opening must not go unhandled meanwhile.
    knowledgeOpening.catch(() => undefined);
    const applied = await migrate(db);
    // PGlite runs no autovacuum: the planner's statistics are gathered at each start instead, without which it
    // never chooses the note search's trigram index (migration 0007).
    if (db.kind === 'pglite') await db.query('analyze');
    log(
      'Database',
      `${describeStore(db, requested)} (${applied.length ? `applied migrations ${applied.join(', ')}` : 'schema up to date'})`,
    );

    const host = deferred<Fetch>();
    const hostServer = await listen(requested.port, 'PORT', host.promise);
    servers.push(hostServer);
    const hostPort = portOf(hostServer);
    const partner = deferred<Fetch>();
    const partnerServer = await listen(requested.partnerPort, 'PARTNER_PORT', partner.promise);
    servers.push(partnerServer);
    const config = withListeningPorts(requested, hostPort, portOf(partnerServer));
    const demo = { demoDir: repo('embed-demo'), recipesDir: repo('dist/recipes'), kitOrigin: kitOriginOf(config) };
    partner.resolve(partnerApp(demo).fetch);

    const seenIssuer = await recordTokenIssuer(db, config.publicUrl);
    if (seenIssuer !== config.publicUrl) {
      log(
        'Warning',
        `this process signs tokens as ${config.publicUrl}, but the processes that share its database sign them as ` +
          `${seenIssuer}: each refuses the other's tokens. Give every process the same PUBLIC_URL and JWT_SECRET.`,
      );
    }

    const knowledge = await knowledgeOpening;
    log('Knowledge', describeKnowledge(knowledge));

    const providers = createProviders(config);
    const { app, api, realtime: sockets } = createApp({ config, db, distDir: repo('dist'), knowledge, providers });
    const seeded = await seedDemoData(api, db);
    // Reading the demo brain's documents started a documents worker, some 50 MB idle: a learner's first upload
    // starts one again.
    if (seeded) await sharedDocumentsPool().close();
    stopReleasingMemory = await releaseMemoryWhenIdle();
    // Stopped before the servers close: an open socket would hold their close() for the grace period.
    realtime = sockets;
    await sockets.attach(hostServer);
    host.resolve(app.fetch);

    log('Thoughtkit host', `http://localhost:${hostPort}/`);
    log('Partner demo page', `http://127.0.0.1:${config.partnerPort}/`);
    log('API', `http://localhost:${hostPort}/api/v1/openapi.json`);
    // The learner is told only that a service is not connected here; how to connect it is the operator's to read.
    const notConnected = [
      ...notConnectedServices(config),
      ...(config.google ? [] : ['Google sign-in (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)']),
      ...(config.ai ? [] : ["Eddie's language model, so Eddie answers offline (AI_BASE_URL and AI_MODEL)"]),
    ];
    if (notConnected.length > 0) log('Not connected', notConnected.join(', '));
    log(
      'Demo data',
      seeded
        ? `created: sign in as "${DEMO_ACCOUNT.username}", password "${DEMO_ACCOUNT.password}" (or as a role's demo learner, e.g. "${ROLE_ACCOUNTS.Admin}", with the same password)`
        : 'not created (the database has users)',
    );
  } catch (error) {
    await stop('the start failed').catch(() => undefined);
    throw error;
  }
}

try {
  await start();
} catch (error) {
  // A setting the operator can fix gets one line naming it; anything else its whole story.
  if (error instanceof ConfigError) console.error(`Thoughtkit cannot start: ${error.message}`);
  else console.error('Thoughtkit cannot start:', error);
  process.exit(1);
}
