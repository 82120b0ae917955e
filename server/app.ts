import { Hono } from 'hono';
import type { Logger } from 'pino';
import { cors } from 'hono/cors';
import { REFRESH_TOKEN_HEADER } from '../src/contract/endpoints.ts';
import { DEFAULT_COMPANY_NAME, HOST_CONFIG_PATH, type HostConfig } from '../src/contract/host-config.ts';
import { createAdmin } from './admin/area.ts';
import { createEddie } from './ai/area.ts';
import { createEddieCalls } from './ai/eddie-calls.ts';
import { createBrains } from './ai/brains-area.ts';
import { createOriginCheck, ORIGIN_CHECK_PATH } from './origin-check.ts';
import { API_BASE, createApi } from './api.ts';
import { createAuth } from './auth/index.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { ApiEnv } from './http/route.ts';
import { requestLog, serverLogger } from './http/request-log.ts';
import { hostSecurityHeaders } from './http/security-headers.ts';
import { createEvents } from './events/index.ts';
import { openFileStore } from './files/file-store.ts';
import { createFiles } from './files/index.ts';
import { createAssessments } from './assessments/index.ts';
import { createCodeRunner, createCompile } from './compile/index.ts';
import { createPrompts } from './prompts/index.ts';
import { createPlayground } from './prompts/playground.ts';
import { createSmartGraph } from './ai/smart-area.ts';
import { createGameStory } from './game-story/index.ts';
import { createKnowledgeArea } from './knowledge/area.ts';
import type { KnowledgeEngine } from './knowledge/engine.ts';
import { createLibrary } from './library/index.ts';
import { createProviderArea, type Providers } from './providers/index.ts';
import { realtimeSockets, type RealtimeSockets } from './realtime/sockets.ts';
import { partnerOriginList } from './partner-origins.ts';
import { isFramedPath, staticApp } from './static.ts';

export interface AppDeps {
  config: ServerConfig;
  db: Database;
  /** The build output (`vite build`) with the host page and the kit. */
  distDir: string;
  /** The offline knowledge engine, opened once at start (openKnowledge). */
  knowledge: KnowledgeEngine;
  /** The live providers (createProviders(config)): each one only when its settings are there. */
  providers: Providers;
  /** Where the request lines and failures go: pino on stdout by default. */
  logger?: Logger;
}

export interface HostApp {
  /** Everything the host origin serves. */
  app: Hono;
  /** The /api/v1 router alone: the demo data is created through it, in-process. */
  api: Hono<ApiEnv>;
  /** The learners' realtime sockets: attached to the host server, which hands them its WebSocket upgrades. */
  realtime: RealtimeSockets;
}

/**
 * The host server as one app, in the order requests are matched: the API under /api/v1, Google sign-in at the site
 * root (/auth/google-auth and its callback, which would otherwise be host routes), the host page's run-time
 * settings, then the built host and kit with the host page for every other route.
 */
export function createApp({ config, db, distDir, knowledge, providers, logger = serverLogger() }: AppDeps): HostApp {
  const auth = createAuth({ db, config });
  const partnerOrigins = partnerOriginList(db, config.partnerOrigins);
  const fileStore = openFileStore(config);
  const api = createApi({
    authenticate: auth.authenticate,
    areas: [
      auth.area,
      createLibrary({ db }),
      createEvents({ db }),
      createFiles({ db, store: fileStore }),
      createKnowledgeArea({ engine: knowledge, encyclopedia: providers.encyclopedia, db }),
      createEddie({ db, knowledge, ai: config.ai }),
      createEddieCalls({ db, knowledge, ai: config.ai }),
      createBrains({ db, knowledge, ai: config.ai }),
      createProviderArea({ providers, dictionary: knowledge }),
      createGameStory({ db }),
      createAssessments({ db, index: knowledge.index, ai: config.ai }),
      createCompile({ runner: createCodeRunner() }),
      createPrompts({ db }),
      createPlayground({ db, knowledge, ai: config.ai }),
      createSmartGraph({ db, knowledge, ai: config.ai, files: fileStore }),
      createAdmin({ db, partnerOrigins }),
      createOriginCheck({ partnerOrigins }),
    ],
  });
  const hostConfig = async (): Promise<HostConfig> => ({
    partnerOrigins: [...(await partnerOrigins.all())],
    googleSignIn: config.google !== undefined,
    ...(config.footer?.communityUrl ? { communityUrl: config.footer.communityUrl } : {}),
    companyName: config.footer?.companyName ?? DEFAULT_COMPANY_NAME,
    iframeOrigins: config.iframeOrigins ?? [],
  });

  const app = new Hono();
  app.use(...requestLog(logger));
  app.use(hostSecurityHeaders({ partnerOrigins: partnerOrigins.all, isFramed: isFramedPath }));
  // Widgets on a partner page call the API from the partner's origin: allowed for the listed origins only. The
  // origin check answers every origin (it takes no credentials), so a refused page can say why (origin-check.ts).
  app.use(
    `${API_BASE}/*`,
    cors({
      origin: async (origin, c) => {
        if (c.req.path === ORIGIN_CHECK_PATH) return '*';
        return (await partnerOrigins.allows(origin)) ? origin : null;
      },
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['authorization', 'content-type', 'accept-language', REFRESH_TOKEN_HEADER],
      maxAge: 600,
    }),
  );
  app.route('/', api);
  app.route('/', auth.googleRoutes);
  // The kit on a partner page and a game frame read the partner origins here: the only ones they exchange
  // cross-frame messages with (src/kit/partner-policy.ts).
  app.use(
    HOST_CONFIG_PATH,
    cors({ origin: async (origin) => ((await partnerOrigins.allows(origin)) ? origin : null) }),
  );
  app.get(HOST_CONFIG_PATH, async (c) => {
    // The partner origins change while the server runs, and the settings with a restart: never a stale copy.
    c.header('Cache-Control', 'no-cache');
    return c.json(await hostConfig());
  });
  app.route('/', staticApp({ distDir }));
  return { app, api, realtime: realtimeSockets({ db, authenticate: auth.authenticate }) };
}
