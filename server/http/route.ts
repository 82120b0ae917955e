import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { EndpointBody, PathParams } from '../../src/contract/endpoint.ts';
import { endpoints, type EndpointName, type Endpoints } from '../../src/contract/endpoints.ts';
import type { LocaleCode } from '../../src/contract/locales.ts';
import { MAX_JSON_BODY_BYTES } from '../../src/contract/limits.ts';
import { announcedTooLong, bodyText } from './body-text.ts';
import { HttpError } from './errors.ts';
import { requireGates } from './gates.ts';
import { checkInput } from './input-limits.ts';
import { servedPaths } from './paths.ts';
import { UNGATED_CALLS } from './ungated-calls.ts';

/** Largest body of a file upload (a recording, a trained document); JSON bodies have MAX_JSON_BODY_BYTES. */
export const MAX_UPLOAD_BODY_BYTES = 50 * 1024 * 1024;

/** Who is calling, once their access token is verified. */
export interface Account {
  id: string;
  username: string;
}

/** The caller as a call sees it: their account, and the roles this server holds for them (spec 1 §6). */
export interface Caller extends Account {
  roles: readonly string[];
}

/** The learner's language, and the request's log when the host app set one up (requestLog). */
export type ApiEnv = { Variables: { lang: LocaleCode; log?: Logger } };

/** Verifies an access token; throws HttpError 401 ("jwt expired" when it has expired). */
export type Authenticate = (token: string) => Promise<Caller>;

type Entry<N extends EndpointName> = Endpoints[N];

/** What a handler gets: the call's inputs, parsed by the contract's own schemas. */
export type RouteInput<N extends EndpointName> = {
  params: PathParams<Entry<N>['path']>;
  query: Entry<N> extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
  body: Entry<N> extends { body: { schema: infer S extends z.ZodType } } ? z.output<S> : undefined;
  /** The caller: always set for bearer calls, set when a valid token came for 'default' calls. */
  account: Entry<N>['auth'] extends 'bearer' ? Caller : Caller | undefined;
};

/** What a handler returns: the JSON answer (checked against the contract), or a Response for text and streams. */
export type RouteAnswer<N extends EndpointName> = Entry<N>['answer'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.input<S> | Response
  : Response;

export type Handler<N extends EndpointName> = (input: RouteInput<N>, c: Context<ApiEnv>) => Promise<RouteAnswer<N>>;

/** Registers the calls of the contract table on the API router; the table alone says which need a token. */
export interface ApiRouter {
  implement<N extends EndpointName>(name: N, handler: Handler<N>): void;
}

const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * The router the areas implement their calls on. It knows the caller's token check once, so a route file never
 * passes one: each call gets auth as the table's `auth` says ('bearer', 'default' or 'none'). `implemented` lists
 * the calls registered so far, so the OpenAPI document lists exactly those.
 */
export function createApiRouter(
  app: Hono<ApiEnv>,
  authenticate: Authenticate,
): ApiRouter & { implemented: ReadonlySet<EndpointName> } {
  const implemented = new Set<EndpointName>();

  /** The caller of a call, as its `auth` in the table says. */
  async function callerOf(auth: Endpoints[EndpointName]['auth'], c: Context<ApiEnv>): Promise<Caller | undefined> {
    const token = bearerToken(c.req.header('authorization'));
    if (auth === 'bearer') {
      if (!token) throw new HttpError(401, 'server.signInRequired');
      return authenticate(token);
    }
    // A stale token on a call that works without one: the call goes on for a visitor.
    if (auth === 'default' && token) return authenticate(token).catch(() => undefined);
    return undefined;
  }

  /**
   * Implements one call of the contract table: same method and path, the table's gates checked against the caller's
   * roles (403), inputs parsed with the table's schemas (a bad one is a 400 with a message, never a 5xx), and a JSON
   * answer checked against the table so the client can always parse it.
   */
  function implement<N extends EndpointName>(name: N, handler: Handler<N>): void {
    const endpoint: Endpoints[EndpointName] = endpoints[name];
    if (!('gates' in endpoint) && !Object.hasOwn(UNGATED_CALLS, name)) {
      throw new Error(`${name} names no gates in the contract table and is not in ungated-calls.ts`);
    }
    implemented.add(name);
    const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
    const handle: MiddlewareHandler<ApiEnv> = async (c) => {
      // The caller first: a call without its token, or one their roles do not allow, is refused before its inputs
      // are looked at.
      const account = await callerOf(endpoint.auth, c);
      if ('gates' in endpoint) requireGates(account, endpoint.gates);
      const params = c.req.param();
      checkInput(params);
      const input = {
        params,
        query: 'query' in endpoint ? endpoint.query.parse(checkedQuery(c)) : undefined,
        body: 'body' in endpoint ? await readBody(c, endpoint.body) : undefined,
        account,
      } as RouteInput<N>;
      const answer = await handler(input, c);
      if (answer instanceof Response) return answer;
      if (endpoint.answer.kind !== 'json') throw new Error(`${name} must answer with a Response`);
      // Its length stated, so that compress() (server/api.ts) leaves a small answer as it is.
      const json = JSON.stringify(endpoint.answer.schema.parse(answer));
      return c.body(json, 200, {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(json)),
      });
    };
    // Only a call that takes a body reads one; the limit refuses a larger one by its length, before reading it.
    for (const served of servedPaths(path)) {
      if ('body' in endpoint) app.on(endpoint.method, served, bodyLimitOf(endpoint.body), handle);
      else app.on(endpoint.method, served, handle);
    }
  }

  return { implement, implemented };
}

function checkedQuery(c: Context<ApiEnv>): Record<string, string> {
  const query = c.req.query();
  checkInput(query);
  return query;
}

const jsonTooLarge = () => new HttpError(413, 'server.jsonTooLarge', { kilobytes: MAX_JSON_BODY_BYTES / 1024 });

/**
 * JSON bodies are small; file uploads have the API's largest body. A body announced larger is refused before the
 * caller is even looked at; a JSON body sent without its length is refused once it passes the limit (bodyText).
 */
const bodyLimitOf = (body: EndpointBody): MiddlewareHandler =>
  body.kind === 'multipart'
    ? bodyLimit({
        maxSize: MAX_UPLOAD_BODY_BYTES,
        onError: () => {
          throw new HttpError(413, 'server.bodyTooLarge');
        },
      })
    : async (c, next) => {
        if (announcedTooLong(c, MAX_JSON_BODY_BYTES)) throw jsonTooLarge();
        await next();
      };

async function readBody(c: Context<ApiEnv>, body: EndpointBody): Promise<unknown> {
  if (body.kind === 'multipart') {
    // A bad boundary, a broken header or a body cut short: the parser's own error says nothing a learner can use.
    const fields = await c.req.parseBody().catch((error: unknown) => {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'server.multipartMalformed');
    });
    checkInput(fields);
    return body.schema.parse(fields);
  }
  const text = await bodyText(c, MAX_JSON_BODY_BYTES, jsonTooLarge);
  const parsed: unknown = text.trim() === '' ? undefined : JSON.parse(text);
  checkInput(parsed);
  return body.schema.parse(parsed);
}
