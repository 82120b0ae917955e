import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { MAX_URL_LENGTH } from '../src/contract/limits.ts';
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

export const API_VERSION = '1.6.0';
/** Where the calls of spec 2 §7 live: {host}/api/v1. */
export const API_BASE = '/api/v1';

/**
 * The /api/v1 router: each area's calls, the OpenAPI document of them, and `{ message }` for every failure. JSON
 * answers of 1 KB or more are gzipped for a client that asks; streamed answers (Eddie's text, events) go as they are
 * written, never held back by a compressor.
 */
export function createApi({ authenticate, areas }: ApiOptions): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>().basePath(API_BASE);
  api.onError(answerError);
  api.use(compress({ contentTypeFilter: /^application\/json/ }));
  api.use(async (c, next) => {
    c.set('lang', requestLanguage(c.req.header('accept-language')));
    // Behind Node's own limit (16 KB of headers, a 431) when served; this one holds in-process too.
    if (c.req.url.length > MAX_URL_LENGTH) {
      throw new HttpError(414, 'server.addressTooLong', { kilobytes: MAX_URL_LENGTH / 1024 });
    }
    await next();
  });
  const router = createApiRouter(api, authenticate);
  for (const area of areas) area(router);
  api.get('/openapi.json', (c) => c.json(openApiDocument(router.implemented, API_VERSION)));
  api.all('*', () => {
    throw new HttpError(404, 'server.noSuchCall');
  });
  return api;
}
