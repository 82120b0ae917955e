// The shape of one entry of the endpoint table (spec 2 §7), plus small builders that keep the table readable.
import { z } from 'zod';
import type { Gate } from './gates.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * bearer: the call sends the user token (AI, notes, graphs, goals, quests, prompts, events: spec 2 §6).
 * default: the token is added only if present (compile, jobs, smart charts, brains, test generation).
 * none: the call is public.
 * The server reads the same value to decide whether it requires, accepts or ignores a token.
 */
export type EndpointAuth = 'bearer' | 'default' | 'none';

export type EndpointBody =
  | { readonly kind: 'json'; readonly schema: z.ZodType }
  // Field values of a multipart body are strings or files (Blob).
  | { readonly kind: 'multipart'; readonly schema: z.ZodObject };

export type EndpointAnswer =
  | { readonly kind: 'json'; readonly schema: z.ZodType }
  | { readonly kind: 'text' }
  // Text read chunk by chunk as it arrives (Eddie, playground, smart runs).
  | { readonly kind: 'stream' }
  // Bytes of a stored file (an uploaded image or recording), read as a Blob.
  | { readonly kind: 'binary' };

export interface Endpoint {
  readonly method: HttpMethod;
  /** Path under /api/v1, with `{name}` for each path parameter. */
  readonly path: `/${string}`;
  /** What the call does, in a few words: the OpenAPI document's summary of it. */
  readonly summary: string;
  readonly auth: EndpointAuth;
  /**
   * What the caller's abilities must allow (spec 1 §6), all of them: the server answers 403 otherwise, before it
   * reads the call's inputs. A call whose gates depend on what it carries (an upload's bytes, a quest's graph)
   * checks those where it knows them.
   */
  readonly gates?: readonly Gate[];
  /**
   * The call sends the refresh token in a header (REFRESH_TOKEN_HEADER of endpoints.ts), as spec 2 says of logout and
   * refresh-token: whether the server needs it (refresh-token) or can do without (logout ends the access token's
   * session instead).
   */
  readonly refreshTokenInHeader?: 'required' | 'optional';
  readonly query?: z.ZodObject;
  readonly body?: EndpointBody;
  readonly answer: EndpointAnswer;
}

/** Names of the `{name}` parameters of a path template. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** Values for the parameters of a path template; empty when the path has none. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/** Names of the parameters of a path template at run time, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

export function json<S extends z.ZodType>(schema: S): { readonly kind: 'json'; readonly schema: S } {
  return { kind: 'json', schema };
}

export function multipart<S extends z.ZodObject>(schema: S): { readonly kind: 'multipart'; readonly schema: S } {
  return { kind: 'multipart', schema };
}

export const text = { kind: 'text' } as const;
export const stream = { kind: 'stream' } as const;
export const binary = { kind: 'binary' } as const;

/** An answer the spec does not describe: any JSON parses. */
export const notShown = json(z.unknown());

/** What a delete answers: the id of the item that is gone. */
export const deleted = json(z.object({ id: z.string().min(1), deleted: z.literal(true) }));

/** A JSON body the spec does not describe. */
export const notShownBody = json(z.unknown());

/** A file field of a multipart body. */
export const fileField = z.instanceof(Blob);

/** A number carried in a query string: the server receives text and coerces it. */
export const queryNumber = z.coerce.number().int().min(0);
