import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { answerError, HttpError } from './http/errors.ts';
import { requestLanguage } from './http/messages.ts';
import { openApiDocument } from './http/openapi.ts';
import { createApiRouter, type ApiEnv, type ApiRouter, type Authenticate } from './http/route.ts';

/** One area of spec 2 §7 (auth, notes, graphs, …): registers its calls on the API router. */
export type ApiArea = (api: ApiRouter) => void;

export interface ApiOptions {
  /** How a token names its caller: the table's `auth` of each call decides when it is asked. */
  authenticate: Authenticate;
  areas: readonly ApiArea[];
}

/** Largest request body: a recorded video or a trained document, not more. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;
export const API_VERSION = '1.6.0';
/** Where the calls of spec 2 §7 live: {host}/api/v1. */
export const API_BASE = '/api/v1';

/** The /api/v1 router: each area's calls, the OpenAPI document of them, and `{ message }` for every failure. */
export function createApi({ authenticate, areas }: ApiOptions): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>().basePath(API_BASE);
  api.onError(answerError);
  api.use(async (c, next) => {
    c.set('lang', requestLanguage(c.req.header('accept-language')));
    await next();
  });
  api.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, 'server.bodyTooLarge');
      },
    }),
  );
  const router = createApiRouter(api, authenticate);
  for (const area of areas) area(router);
  api.get('/openapi.json', (c) => c.json(openApiDocument(router.implemented, API_VERSION)));
  api.all('*', () => {
    throw new HttpError(404, 'server.noSuchCall');
  });
  return api;
}
