// The typed client of the endpoint table: every call of spec 2 §7 goes through `call`.
import type { z } from 'zod';
import type { Endpoint, EndpointAnswer, PathParamNames, PathParams } from '../contract/endpoint.ts';
import { tokensSchema, type Tokens } from '../contract/user.ts';
import { endpoints, REFRESH_TOKEN_HEADER, type EndpointName, type Endpoints } from '../contract/endpoints.ts';
import {
  type ApiError,
  invalidAnswer,
  originNotAllowed,
  rejected,
  serverFailed,
  serverNotResponding,
  sessionExpired,
  streamUnsupported,
} from './errors.ts';
import { refusedOrigin } from './origin-check.ts';
import { webRefreshLock, type RefreshLock } from './refresh-lock.ts';
import { encodeBody, fillPath, queryString, type ParamValues } from './request.ts';
import { textChunks } from './stream.ts';

/** The server's word for an expired access token (spec 2 §8). */
const JWT_EXPIRED = 'jwt expired';

/** A key that may be left out when every value it allows includes "nothing". */
type Field<K extends string, V> = undefined extends V
  ? { readonly [P in K]?: V }
  : object extends V
    ? { readonly [P in K]?: V }
    : { readonly [P in K]: V };

type ParamsOption<N extends EndpointName> = [PathParamNames<Endpoints[N]['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: PathParams<Endpoints[N]['path']> };

// Query values are given as the server sees them after parsing (numbers, not their text).
type QueryOption<N extends EndpointName> = Endpoints[N] extends { readonly query: infer Q extends z.ZodType }
  ? Field<'query', z.output<Q>>
  : { readonly query?: undefined };

type BodyOption<N extends EndpointName> = Endpoints[N] extends {
  readonly body: { readonly schema: infer S extends z.ZodType };
}
  ? Field<'body', z.input<S>>
  : { readonly body?: undefined };

export type CallOptions<N extends EndpointName> = ParamsOption<N> &
  QueryOption<N> &
  BodyOption<N> & { readonly signal?: AbortSignal };

/** What a call resolves to: the parsed JSON answer, the answer's text, its bytes, or its text chunks as they arrive. */
export type CallAnswer<N extends EndpointName> = Endpoints[N]['answer'] extends {
  readonly kind: 'json';
  readonly schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : Endpoints[N]['answer'] extends { readonly kind: 'text' }
    ? string
    : Endpoints[N]['answer'] extends { readonly kind: 'binary' }
      ? Blob
      : AsyncIterable<string>;

/** Options can be left out entirely when the call needs no params, query or body. */
export type CallArgs<N extends EndpointName> =
  object extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

export interface ApiClient {
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallAnswer<N>>;
}

/**
 * Where the client keeps the learner's tokens: the session's store on a page (src/session/tokens.ts), one in memory
 * in tests and scripts. The client reads them for each request and stores the pair a refresh gives.
 */
export interface TokenStore {
  readonly access: string | null;
  readonly refresh: string | null;
  store(tokens: Tokens): void;
  /** A failed refresh ends the session. */
  clear(): void;
  /** Reads what is stored again: another tab may have refreshed. A store only this client writes needs none. */
  reload?(): void;
}

export interface ApiClientOptions {
  /** The API's base URL, e.g. https://api.example.org/api/v1; a call's path is appended to it. */
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  /** The learner's language: the server writes its messages in it (Accept-Language). */
  readonly locale: () => string;
  readonly fetch?: typeof fetch;
  /** Keeps refreshes one at a time across tabs: the origin's Web Lock by default. */
  readonly refreshLock?: RefreshLock;
  /** The origin of the page that calls, named when the server refuses it: location.origin by default. */
  readonly pageOrigin?: string;
}

/** Tokens kept in memory only, for clients outside a page (tests, scripts, the server's own seeding). */
export function memoryTokens(initial: Tokens | null = null): TokenStore {
  let access = initial?.token ?? null;
  let refresh = initial?.refreshToken ?? null;
  return {
    get access() {
      return access;
    },
    get refresh() {
      return refresh;
    },
    store(tokens) {
      access = tokens.token;
      refresh = tokens.refreshToken;
    },
    clear() {
      access = null;
      refresh = null;
    },
  };
}

/** Options as the untyped core sees them. */
interface RawOptions {
  readonly params?: ParamValues;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

interface Failure {
  readonly status: number;
  readonly message: string | undefined;
}

/** The server's `message` (or `msg`) from a JSON error body, if there is one. */
function serverMessage(bodyText: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { message, msg } = parsed as { message?: unknown; msg?: unknown };
    if (typeof message === 'string') return message;
    return typeof msg === 'string' ? msg : undefined;
  } catch {
    return undefined;
  }
}

function failureError(failure: Failure): ApiError {
  if (failure.status >= 400 && failure.status < 500) return rejected(failure.status, failure.message);
  // A 5xx the server explains (its JSON `message`) is shown as it is; a bare one (a proxy's page, a crash) is not.
  if (failure.message === undefined || failure.message === '') return serverNotResponding(failure.status);
  return serverFailed(failure.status, failure.message);
}

/** Resolves with the promise, or rejects as soon as the signal aborts (a shared refresh is not this caller's). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Reads a whole answer body; a connection lost meanwhile is the server not responding, unless the caller aborted. */
async function readWhole<T>(read: () => Promise<T>, status: number, signal: AbortSignal | undefined): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw serverNotResponding(status, error);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, locale } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const refreshLock = options.refreshLock ?? webRefreshLock;
  const pageOrigin = options.pageOrigin ?? globalThis.location?.origin;
  // One refresh at a time: every request that meets "jwt expired" meanwhile waits for the same one.
  let refreshing: Promise<void> | null = null;

  async function fetchOnce(endpoint: Endpoint, raw: RawOptions, token: string | null): Promise<Response> {
    // The server writes its messages (shown to the learner as they are) in the learner's current language.
    const headers = new Headers({ accept: 'application/json, text/plain, */*', 'accept-language': locale() });
    if (endpoint.auth !== 'none' && token !== null) headers.set('authorization', `Bearer ${token}`);
    if (endpoint.refreshTokenInHeader && tokens.refresh !== null) headers.set(REFRESH_TOKEN_HEADER, tokens.refresh);
    const { body, contentType } = encodeBody(endpoint.body, raw.body);
    if (contentType !== undefined) headers.set('content-type', contentType);
    const url = `${baseUrl}${fillPath(endpoint.path, raw.params)}${queryString(raw.query)}`;
    // A call aborted before it is sent (while its caller loaded the client, say) sends nothing.
    raw.signal?.throwIfAborted();
    try {
      return await fetchImpl(url, { method: endpoint.method, headers, body, signal: raw.signal ?? null });
    } catch (error) {
      if (raw.signal?.aborted) throw error;
      throw await unanswered(error);
    }
  }

  /** No answer: this page's origin refused by the server (CORS), or the server not responding. */
  async function unanswered(cause: unknown): Promise<ApiError> {
    const refused = await refusedOrigin({ baseUrl, pageOrigin, fetch: fetchImpl });
    return refused === undefined ? serverNotResponding(0, cause) : originNotAllowed(refused, cause);
  }

  async function readFailure(response: Response, signal: AbortSignal | undefined): Promise<Failure> {
    let bodyText = '';
    try {
      bodyText = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
    }
    return { status: response.status, message: serverMessage(bodyText) };
  }

  async function refreshOnce(): Promise<void> {
    try {
      if (tokens.refresh === null) throw new Error('No refresh token to refresh with');
      const answer = await send(endpoints['auth.refreshToken'], {});
      // Already parsed by send; parsing again gives the type without a cast.
      tokens.store(tokensSchema.parse(answer));
    } catch (error) {
      tokens.clear();
      throw sessionExpired(error);
    }
  }

  /** Someone (this tab, or another one that stored the pair) refreshed since this token was sent. */
  const refreshedSince = (tokenUsed: string | null) => tokens.access !== null && tokens.access !== tokenUsed;

  function refreshSession(tokenUsed: string | null): Promise<void> {
    tokens.reload?.();
    // Just retry with the new token.
    if (refreshedSince(tokenUsed)) return Promise.resolve();
    // The session was cleared by a failed refresh meanwhile.
    if (tokens.access === null && refreshing === null) return Promise.reject(sessionExpired());
    refreshing ??= refreshLock(async () => {
      // Another tab may have held the lock to refresh: what it stored is the new pair, and this one's token is used.
      tokens.reload?.();
      if (!refreshedSince(tokenUsed)) await refreshOnce();
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Sends, and on "jwt expired" refreshes once and retries once. Resolves only with a 2xx response. */
  async function respond(endpoint: Endpoint, raw: RawOptions): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const tokenUsed = endpoint.auth === 'none' ? null : tokens.access;
      const response = await fetchOnce(endpoint, raw, tokenUsed);
      if (response.ok) return response;
      const failure = await readFailure(response, raw.signal);
      const expired = failure.message === JWT_EXPIRED && tokenUsed !== null;
      if (!expired) throw failureError(failure);
      // The refreshed token was refused too: the session cannot be saved.
      if (attempt > 0) {
        tokens.clear();
        throw sessionExpired();
      }
      await untilAborted(refreshSession(tokenUsed), raw.signal);
    }
  }

  async function readAnswer(
    answer: EndpointAnswer,
    response: Response,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    if (answer.kind === 'stream') {
      if (response.body === null) throw streamUnsupported(response.status);
      return textChunks(response.body, response.status, signal);
    }
    if (answer.kind === 'binary') return readWhole(() => response.blob(), response.status, signal);
    const bodyText = await readWhole(() => response.text(), response.status, signal);
    if (answer.kind === 'text') return bodyText;
    let parsed: unknown;
    try {
      // An empty answer (204, or an answer the spec does not describe) reads as undefined.
      parsed = bodyText === '' ? undefined : JSON.parse(bodyText);
    } catch (error) {
      throw serverNotResponding(response.status, error);
    }
    const result = answer.schema.safeParse(parsed);
    if (!result.success) throw invalidAnswer(response.status, result.error);
    return result.data;
  }

  async function send(endpoint: Endpoint, raw: RawOptions): Promise<unknown> {
    const response = await respond(endpoint, raw);
    return readAnswer(endpoint.answer, response, raw.signal);
  }

  return {
    call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallAnswer<N>> {
      const endpoint: Endpoint = endpoints[name];
      // Every typed option set is a RawOptions; TypeScript cannot see through the conditional types.
      const raw = (args[0] ?? {}) as RawOptions;
      // The table's types guarantee the answer's shape; `send` parsed it with the same schema.
      return send(endpoint, raw) as Promise<CallAnswer<N>>;
    },
  };
}
