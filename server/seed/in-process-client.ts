// Calls the /api/v1 router in-process, typed and checked by the contract table: the demo data goes through the
// same validation, owner checks and answers as a learner's browser would.
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { Endpoint, PathParams } from '../../src/contract/endpoint.ts';
import { endpoints, type EndpointName, type Endpoints } from '../../src/contract/endpoints.ts';
import type { ApiEnv } from '../http/route.ts';

type Entry<N extends EndpointName> = Endpoints[N];

/** Calls that answer JSON or text, whatever they send: what seeding needs (a brain's document is a multipart form). */
type SeedCall = {
  [N in EndpointName]: Entry<N> extends { answer: { kind: 'json' | 'text' } } ? N : never;
}[EndpointName];

export type BodyOf<N extends EndpointName> =
  Entry<N> extends { body: { schema: infer S extends z.ZodType } } ? z.input<S> : undefined;
type AnswerOf<N extends EndpointName> =
  Entry<N> extends { answer: { schema: infer S extends z.ZodType } }
    ? z.output<S>
    : Entry<N> extends { answer: { kind: 'text' } }
      ? string
      : never;

export interface CallInput<N extends EndpointName> {
  params?: PathParams<Entry<N>['path']>;
  body?: BodyOf<N>;
}

/** A refusal of the API, with the message it gave. */
export class ApiRefusal extends Error {
  constructor(
    readonly call: EndpointName,
    readonly status: number,
    readonly answer: string,
  ) {
    super(`${call} answered ${status}: ${answer}`);
    this.name = 'ApiRefusal';
  }
}

export interface InProcessClient {
  /**
   * Logs in; later calls send the access token, and log in again when it has expired (a server whose tokens live a
   * few seconds, ACCESS_TOKEN_SECONDS, may take longer than that to seed).
   */
  signIn(credentials: { username: string; password: string }): Promise<void>;
  call<N extends SeedCall>(name: N, input?: CallInput<N>): Promise<AnswerOf<N>>;
}

export function inProcessClient(api: Hono<ApiEnv>): InProcessClient {
  let token: string | undefined;
  let credentials: { username: string; password: string } | undefined;
  const client: InProcessClient = {
    async signIn(account) {
      credentials = account;
      token = undefined;
      token = (await client.call('auth.login', { body: account })).token;
    },
    async call(name, input = {}) {
      try {
        return await send(name, input);
      } catch (error) {
        if (!(error instanceof ApiRefusal) || error.status !== 401 || !credentials || !token) throw error;
        await client.signIn(credentials);
        return send(name, input);
      }
    },
  };

  async function send<N extends SeedCall>(name: N, input: CallInput<N>): Promise<AnswerOf<N>> {
    const endpoint: Endpoint = endpoints[name];
    const params: Record<string, string | number> = input.params ?? {};
    const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, param: string) =>
      encodeURIComponent(String(params[param])),
    );
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (token) headers.authorization = `Bearer ${token}`;
    const multipart = endpoint.body?.kind === 'multipart';
    if (input.body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const response = await api.request(`http://localhost/api/v1${path}`, {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : multipart ? formOf(input.body) : JSON.stringify(input.body),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiRefusal(name, response.status, messageOf(text));
    if (endpoint.answer.kind === 'text') return text as AnswerOf<typeof name>;
    if (endpoint.answer.kind !== 'json') throw new Error(`${name} answers neither JSON nor text`);
    return endpoint.answer.schema.parse(JSON.parse(text)) as AnswerOf<typeof name>;
  }
  return client;
}

/** A multipart body's fields, files and text, as a browser's form sends them. */
function formOf(fields: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields ?? {}))
    form.append(name, value instanceof Blob ? value : String(value));
  return form;
}

function messageOf(text: string): string {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return typeof message === 'string' ? message : text;
  } catch {
    return text;
  }
}
