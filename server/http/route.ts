import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { PathParams } from '../../src/contract/endpoint.ts';
import { endpoints, type EndpointName, type Endpoints } from '../../src/contract/endpoints.ts';
import type { LocaleCode } from '../../src/contract/locales.ts';
import { HttpError } from './errors.ts';

/** Who is calling, once their access token is verified. */
export interface Account {
  id: string;
  username: string;
}

export type ApiEnv = { Variables: { lang: LocaleCode } };

/** Verifies an access token; throws HttpError 401 ("jwt expired" when it has expired). */
export type Authenticate = (token: string) => Promise<Account>;

type Entry<N extends EndpointName> = Endpoints[N];

/** What a handler gets: the call's inputs, parsed by the contract's own schemas. */
export type RouteInput<N extends EndpointName> = {
  params: PathParams<Entry<N>['path']>;
  query: Entry<N> extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
  body: Entry<N> extends { body: { schema: infer S extends z.ZodType } } ? z.output<S> : undefined;
  /** The caller: always set for bearer calls, set when a valid token came for 'default' calls. */
  account: Entry<N>['auth'] extends 'bearer' ? Account : Account | undefined;
};

/** What a handler returns: the JSON answer (checked against the contract), or a Response for text and streams. */
export type RouteAnswer<N extends EndpointName> = Entry<N>['answer'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.input<S> | Response
  : Response;

export type Handler<N extends EndpointName> = (input: RouteInput<N>, c: Context<ApiEnv>) => Promise<RouteAnswer<N>>;

const implementedBy = new WeakMap<Hono<ApiEnv>, Set<EndpointName>>();

/** The calls implemented on a router, so its OpenAPI document lists exactly those. */
export function implementedOn(app: Hono<ApiEnv>): ReadonlySet<EndpointName> {
  return implementedBy.get(app) ?? new Set();
}

const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * Implements one call of the contract table on a router: same method and path, inputs parsed with the
 * table's schemas (a bad one is a 400 with a message, never a 5xx), auth as the table says, and a JSON
 * answer checked against the table so the client can always parse it.
 */
export function implement<N extends EndpointName>(
  app: Hono<ApiEnv>,
  name: N,
  authenticate: Authenticate,
  handler: Handler<N>,
): void {
  const endpoint: Endpoints[EndpointName] = endpoints[name];
  implementedBy.set(app, new Set(implementedOn(app)).add(name));
  const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  app.on(endpoint.method, path, async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    let account: Account | undefined;
    if (endpoint.auth === 'bearer') {
      if (!token) throw new HttpError(401, 'server.signInRequired');
      account = await authenticate(token);
    } else if (endpoint.auth === 'default' && token) {
      // A stale token on a call that works without one: the call goes on for a visitor.
      account = await authenticate(token).catch(() => undefined);
    }
    const input = {
      params: c.req.param(),
      query: 'query' in endpoint ? endpoint.query.parse(c.req.query()) : undefined,
      body: 'body' in endpoint ? await readBody(c, endpoint.body) : undefined,
      account,
    } as RouteInput<N>;
    const answer = await handler(input, c);
    if (answer instanceof Response) return answer;
    if (endpoint.answer.kind !== 'json') throw new Error(`${name} must answer with a Response`);
    return c.json(endpoint.answer.schema.parse(answer) as object);
  });
}

async function readBody(
  c: Context<ApiEnv>,
  body: { kind: 'json'; schema: z.ZodType } | { kind: 'multipart'; schema: z.ZodType },
): Promise<unknown> {
  if (body.kind === 'multipart') return body.schema.parse(await c.req.parseBody());
  const text = await c.req.text();
  return body.schema.parse(text.trim() === '' ? undefined : JSON.parse(text));
}
