// Calls the /api/v1 router in-process, typed and checked by the contract table: the demo data goes through the
// same validation, owner checks and answers as a learner's browser would.
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { PathParams } from '../../src/contract/endpoint.ts';
import { endpoints, type EndpointName, type Endpoints } from '../../src/contract/endpoints.ts';
import type { ApiEnv } from '../http/route.ts';

type Entry<N extends EndpointName> = Endpoints[N];

/** Calls that send JSON (or nothing) and answer JSON: what seeding needs. */
type JsonCall = {
  [N in EndpointName]: Entry<N> extends { answer: { kind: 'json' } }
    ? Entry<N> extends { body: { kind: 'multipart' } }
      ? never
      : N
    : never;
}[EndpointName];

export type BodyOf<N extends EndpointName> =
  Entry<N> extends { body: { schema: infer S extends z.ZodType } } ? z.input<S> : undefined;
type AnswerOf<N extends EndpointName> =
  Entry<N> extends { answer: { schema: infer S extends z.ZodType } } ? z.output<S> : never;

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
  /** Later calls send this access token. */
  signIn(token: string): void;
  call<N extends JsonCall>(name: N, input?: CallInput<N>): Promise<AnswerOf<N>>;
}

export function inProcessClient(api: Hono<ApiEnv>): InProcessClient {
  let token: string | undefined;
  return {
    signIn(next) {
      token = next;
    },
    async call(name, input = {}) {
      const endpoint: Endpoints[EndpointName] = endpoints[name];
      const params: Record<string, string | number> = input.params ?? {};
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, param: string) =>
        encodeURIComponent(String(params[param])),
      );
      const headers: Record<string, string> = { 'accept-language': 'en' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (input.body !== undefined) headers['content-type'] = 'application/json';
      const response = await api.request(`http://localhost/api/v1${path}`, {
        method: endpoint.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
      });
      const text = await response.text();
      if (!response.ok) throw new ApiRefusal(name, response.status, messageOf(text));
      if (endpoint.answer.kind !== 'json') throw new Error(`${name} does not answer JSON`);
      return endpoint.answer.schema.parse(JSON.parse(text)) as AnswerOf<typeof name>;
    },
  };
}

function messageOf(text: string): string {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return typeof message === 'string' ? message : text;
  } catch {
    return text;
  }
}
